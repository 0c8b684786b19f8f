import type { OcrEngine, OcrOptions, OcrResult } from '../../adapters/ocr';
import { type PreparedImage, prepareImage } from './image';

/** The first read: one column of lines of varying size, the layout of a receipt (never light text on dark). */
const FIRST: OcrOptions = { psm: 4, darkOnLight: true };
/**
 * The second read: one uniform block, which keeps a label and its amount on one line when a wide gap (or a
 * slight tilt) made the first read take the amounts for a column of their own.
 */
const SECOND: OcrOptions = { psm: 6, darkOnLight: true };

/**
 * The read kept, the other read (for fields it is surer of), the reads of a second preparation without the
 * coloured marks (made only for poor print that has them; for fields the first two left unread), and what
 * preparation did.
 */
export type ImageRead = OcrResult & {
  other: OcrResult | null;
  fallback: OcrResult[];
  prepared: Omit<PreparedImage, 'png'>;
  passes: number;
};

/** Below this mean word confidence in both reads the print is poor, and coloured marks on it are worth removing. */
const POOR_PRINT = 50;
/** Coloured marks worth a second preparation: at least this share of the pixels. */
const SOME_COLOUR = 0.002;

/** How good a read is (higher is better) and whether it is good enough to stop after it. */
export type ReadJudge = (read: OcrResult) => { score: number; good: boolean };

/** Without a reader of the fields: the mean word confidence, good from 60 of 100. */
const byConfidence: ReadJudge = (read) => ({ score: read.confidence, good: read.confidence >= 60 });

/**
 * Reads a receipt photo or scan: prepared (see prepareImage), then read in both page segmentation modes at
 * once (tesseract uses one core a read; the OCR pool has a worker for each, so on two cores this takes the
 * time of one read). The first read is kept when the judge finds it good, else the better of the two. When
 * neither is good and both are poor, a copy without coloured marks is read the same two ways (see ImageRead).
 */
export async function readReceiptImage(ocr: OcrEngine, buffer: Buffer, judge: ReadJudge = byConfidence): Promise<ImageRead> {
  const { png, ...prepared } = await prepareImage(buffer);
  const t0 = performance.now();
  const [first, second] = await Promise.all([ocr.recognize(png, FIRST), ocr.recognize(png, SECOND)]);
  const ms = Math.round(performance.now() - t0);
  const firstJudged = judge(first);
  const secondJudged = judge(second);
  const [best, other] = firstJudged.good || firstJudged.score >= secondJudged.score ? [first, second] : [second, first];
  if (firstJudged.good || secondJudged.good || Math.max(first.confidence, second.confidence) >= POOR_PRINT) {
    return { ...best, ms, other, fallback: [], prepared, passes: 2 };
  }
  // Faint print beside coloured marks (the pink edge of a till roll): read again without the marks.
  const again = await prepareImage(buffer, { dropColour: true });
  if (again.colourDropped < SOME_COLOUR) return { ...best, ms, other, fallback: [], prepared, passes: 2 };
  const fallback = await Promise.all([ocr.recognize(again.png, FIRST), ocr.recognize(again.png, SECOND)]);
  return { ...best, ms: Math.round(performance.now() - t0), other, fallback, prepared, passes: 4 };
}
