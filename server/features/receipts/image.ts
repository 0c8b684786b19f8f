import { loadSharp } from '../../adapters/heavy-modules';
import { AppError } from '../../http/errors';
import { decodeHeif, isHeif } from './heif';
import { documentBox, greyLevels } from './layout';

/** Answer when an accepted image cannot be decoded (a damaged file, an unknown codec). */
export const UNREADABLE_IMAGE = "This image format can't be read for OCR; take a JPEG/PNG photo";

/** Narrow crops are enlarged to MIN_WIDTH, huge photos reduced to MAX_WIDTH. */
const MIN_WIDTH = 1200;
const MAX_WIDTH = 2400;
/** The longest side of the small copy used to find the document and measure its text. */
const ANALYSIS_SIDE = 1000;
/** Never make an OCR image with more pixels than this (time grows with pixels). */
const MAX_OCR_PIXELS = 3_500_000;
const LIMIT_INPUT_PIXELS = 80_000_000;

/**
 * The OCR image and what preparation did. The image is a one-channel PNG stored without compression: more
 * bytes, but no time spent squeezing them here and unsqueezing them again in the OCR worker.
 */
export type PreparedImage = {
  png: Buffer;
  width: number;
  height: number;
  cropped: boolean;
  scale: number;
  /** Share of the pixels whitened as coloured marks (0 unless asked to drop them). */
  colourDropped: number;
};

/** How far apart a pixel's brightest and darkest channels are for it to be a coloured mark, not print. */
const COLOUR_SPREAD = 70;

/**
 * Prepares a receipt photo or scan for OCR: HEIC/HEIF decoded, upright by its EXIF orientation, greyscale,
 * cropped to the document when it sits on a larger page or a dark surround, scaled to a width tesseract reads
 * receipts well at, and contrast stretched; with dropColour, strongly coloured marks are whitened first. Throws 415
 * (UNREADABLE_IMAGE) when the image cannot be decoded.
 */
export async function prepareImage(buffer: Buffer, opts: { dropColour?: boolean } = {}): Promise<PreparedImage> {
  const sharp = await loadSharp();
  try {
    const input = isHeif(buffer) ? await decodeHeif(buffer) : buffer;
    // The image decoded and turned upright by its EXIF orientation.
    const decoded = () => sharp(input, { failOn: 'error', limitInputPixels: LIMIT_INPUT_PIXELS }).rotate();
    const upright = await decoded().grayscale().toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
    const { width, height } = upright.info;
    if (!width || !height) throw new Error('no size');
    let colourDropped = 0;
    if (opts.dropColour) {
      // Strongly coloured pixels (the pink stripe at the end of a till roll, a stamp, a highlighter) become paper:
      // receipt print is black, grey or a dull violet, and a bright band beside the text is read as letters.
      const colour = await decoded().removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
      const c = colour.info.channels;
      const grey = upright.data;
      let dropped = 0;
      for (let i = 0, j = 0; i < grey.length; i += upright.info.channels, j += c) {
        const r = colour.data[j];
        const g = colour.data[j + 1];
        const b = colour.data[j + 2];
        if (Math.max(r, g, b) - Math.min(r, g, b) > COLOUR_SPREAD) {
          grey[i] = 255;
          dropped++;
        }
      }
      colourDropped = dropped / (width * height);
    }
    const grey = () => sharp(upright.data, { raw: { width, height, channels: upright.info.channels } }).extractChannel(0);

    // A small copy to find where the document is.
    const factor = Math.min(1, ANALYSIS_SIDE / Math.max(width, height));
    const small = await grey()
      .resize({ width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)), fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const box = documentBox(small.data, small.info.width, small.info.height);
    const crop = box && {
      left: Math.floor(box.left / factor),
      top: Math.floor(box.top / factor),
      width: Math.min(width - Math.floor(box.left / factor), Math.ceil(box.width / factor)),
      height: Math.min(height - Math.floor(box.top / factor), Math.ceil(box.height / factor)),
    };
    const cropW = crop?.width ?? width;
    const cropH = crop?.height ?? height;
    // Receipts are about 40 characters wide: at 1200 to 2400 px their letters are the size tesseract reads best.
    const wanted = cropW < MIN_WIDTH ? MIN_WIDTH / cropW : cropW > MAX_WIDTH ? MAX_WIDTH / cropW : 1;
    const scale = Math.min(wanted, Math.sqrt(MAX_OCR_PIXELS / (cropW * cropH)));
    const outW = Math.max(1, Math.round(cropW * scale));
    const outH = Math.max(1, Math.round(cropH * scale));

    // Contrast stretched as sharp's normalise() would (1st to 99th percentile), measured on the small copy: a
    // linear map in the same pipeline costs a few ms where normalise() costs some 140 ms on a receipt.
    const { lo, hi } = greyLevels(small.data, small.info.width, box);
    const gain = hi > lo ? 255 / (hi - lo) : 1;
    const png = await (crop ? grey().extract(crop) : grey())
      .resize({ width: outW, height: outH, fit: 'fill', kernel: scale > 1 ? 'cubic' : 'lanczos3' })
      .linear(gain, hi > lo ? -lo * gain : 0)
      .toColourspace('b-w')
      .png({ compressionLevel: 0, adaptiveFiltering: false })
      .toBuffer();
    return { png, width: outW, height: outH, cropped: crop !== null, scale, colourDropped };
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('unsupported_type', UNREADABLE_IMAGE);
  }
}

/** The prepared OCR image (PNG); see prepareImage. */
export async function prepareForOcr(buffer: Buffer): Promise<Buffer> {
  return (await prepareImage(buffer)).png;
}
