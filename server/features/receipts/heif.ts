/**
 * HEIC/HEIF photos (iPhones): sharp's bundled libvips reads AVIF-coded HEIF but not the HEVC-coded HEIC that
 * iPhones write, so those are decoded by heic-decode (libheif compiled to WebAssembly, shipped in the npm
 * package: nothing is downloaded at run time) into raw RGBA that sharp takes as input.
 */

/** HEIF brands in the ftyp box at byte 4: HEVC stills (heic, heix, hevc…) and the generic mif1/msf1. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** True for an HEVC-coded HEIF (iPhone HEIC); AVIF (sharp reads it itself) is not. */
export function isHeif(buffer: Buffer): boolean {
  if (buffer.length < 16 || buffer.toString('latin1', 4, 8) !== 'ftyp') return false;
  const major = buffer.toString('latin1', 8, 12);
  if (major === 'avif' || major === 'avis') return false;
  return HEIF_BRANDS.has(major);
}

/** Decodes the primary image of a HEIC to PNG-less raw pixels wrapped for sharp (throws when it cannot). */
export async function decodeHeif(buffer: Buffer): Promise<Buffer> {
  const [{ default: decode }, { loadSharp }] = await Promise.all([import('heic-decode'), import('../../adapters/heavy-modules')]);
  const image = await decode({ buffer: new Uint8Array(buffer) });
  const sharp = await loadSharp();
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
