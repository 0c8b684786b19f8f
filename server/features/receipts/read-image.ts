import type { OcrEngine, OcrOptions, OcrResult } from '../../adapters/ocr';
import { type PreparedImage, prepareImage } from './image';

/** The first read: one column of lines of varying size, the layout of a receipt. */
const FIRST: OcrOptions = { psm: 4 };
/**
 * The second read, only after a poor first one: one uniform block, which keeps a label and its amount on one
 * line when a wide gap (or a slight tilt) made the first read take the amounts for a column of their own.
 */
const SECOND: OcrOptions = { psm: 6 };

export type ImageRead = OcrResult & { prepared: Omit<PreparedImage, 'png'>; passes: number };

/** How good a read is (higher is better) and whether it is good enough to stop after it. */
export type ReadJudge = (read: OcrResult) => { score: number; good: boolean };

/** Without a reader of the fields: the mean word confidence, good from 60 of 100. */
const byConfidence: ReadJudge = (read) => ({ score: read.confidence, good: read.confidence >= 60 });

/**
 * Reads a receipt photo or scan: prepared (see prepareImage), read once, and when the judge finds that read
 * poor (a low OCR confidence, or no sure total in it) read again with another page segmentation mode; the
 * better read by the judge's score is kept.
 */
export async function readReceiptImage(ocr: OcrEngine, buffer: Buffer, judge: ReadJudge = byConfidence): Promise<ImageRead> {
  const { png, ...prepared } = await prepareImage(buffer);
  const first = await ocr.recognize(png, FIRST);
  const firstJudged = judge(first);
  if (firstJudged.good) return { ...first, prepared, passes: 1 };
  const second = await ocr.recognize(png, SECOND);
  const best = judge(second).score > firstJudged.score ? second : first;
  return { ...best, ms: first.ms + second.ms, prepared, passes: 2 };
}
