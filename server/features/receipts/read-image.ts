import type { OcrEngine, OcrOptions, OcrResult } from '../../adapters/ocr';
import { type PreparedImage, prepareImage } from './image';

/** The first read: one column of lines of varying size, the layout of a receipt. */
const FIRST: OcrOptions = { psm: 4 };
/**
 * The second read, only after a poor first one: tesseract's own page layout analysis with deskew, for scans
 * and photos that are not one neat column.
 */
const SECOND: OcrOptions = { psm: 3, deskew: true };
/** A first read with a mean word confidence under this is poor: the second mode is tried, the better one kept. */
const POOR_CONFIDENCE = 60;

export type ImageRead = OcrResult & { prepared: Omit<PreparedImage, 'png'>; passes: number };

/**
 * Reads a receipt photo or scan: prepared (see prepareImage), read once, and when that read is poor read again
 * with another page segmentation mode; the read with the higher confidence is kept.
 */
export async function readReceiptImage(ocr: OcrEngine, buffer: Buffer): Promise<ImageRead> {
  const { png, ...prepared } = await prepareImage(buffer);
  const first = await ocr.recognize(png, FIRST);
  if (first.confidence >= POOR_CONFIDENCE) return { ...first, prepared, passes: 1 };
  const second = await ocr.recognize(png, SECOND);
  const best = second.confidence > first.confidence ? second : first;
  return { ...best, ms: first.ms + second.ms, prepared, passes: 2 };
}
