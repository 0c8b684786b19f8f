import { loadSharp } from '../../adapters/heavy-modules';
import { AppError } from '../../http/errors';

/** Answer when sharp cannot decode an accepted image (HEVC-coded HEIC from iPhones, a damaged file). */
export const UNREADABLE_IMAGE = "This image format can't be read for OCR; take a JPEG/PNG photo";

/** Width OCR reads best at: narrow phone crops are enlarged, huge camera photos reduced (faster, same result). */
const MIN_WIDTH = 1200;
const MAX_WIDTH = 2400;

/**
 * Prepares a receipt photo for OCR: upright by its EXIF orientation, grayscale, contrast stretched, and scaled
 * to a width tesseract reads well. Throws 415 with UNREADABLE_IMAGE when the image cannot be decoded.
 */
export async function prepareForOcr(buffer: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    const image = sharp(buffer, { failOn: 'error', limitInputPixels: 80_000_000 }).rotate();
    const meta = await sharp(buffer, { failOn: 'error', limitInputPixels: 80_000_000 }).metadata();
    const sideways = (meta.orientation ?? 1) >= 5;
    const width = (sideways ? meta.height : meta.width) ?? 0;
    if (width === 0) throw new Error('no width');
    const target = width < MIN_WIDTH ? MIN_WIDTH : width > MAX_WIDTH ? MAX_WIDTH : null;
    const pipeline = image.grayscale().normalize();
    return await (target ? pipeline.resize({ width: target }) : pipeline).png().toBuffer();
  } catch {
    throw new AppError('unsupported_type', UNREADABLE_IMAGE);
  }
}
