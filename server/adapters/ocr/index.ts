import { createRequire } from 'node:module';
import path from 'node:path';
import type { Scheduler } from 'tesseract.js';
import { loadTesseract } from '../heavy-modules';

const require = createRequire(import.meta.url);

/** The worker thread script: tesseract.js's own, started at low CPU priority so the API stays responsive. */
const WORKER_PATH = require.resolve('./low-priority-worker.cjs');

/** What OCR read from one image. */
export type OcrResult = { text: string; confidence: number; ms: number };

/**
 * How to read: `psm` is tesseract's page segmentation mode (3 automatic, 4 one column of lines of varying
 * size, 6 one uniform block, 11 sparse text); `deskew` straightens a slightly rotated page first;
 * `darkOnLight` skips trying each line as light text on a dark band (a receipt has none; saves about a tenth).
 */
export type OcrOptions = {
  psm?: 3 | 4 | 6 | 11;
  /** Keep wide gaps between words as runs of spaces (a form's columns stay apart in the text). */
  keepGaps?: boolean;
  deskew?: boolean;
  darkOnLight?: boolean;
};

/** The OCR adapter: tesseract.js by default; every call runs in a worker thread, never on the request thread. */
export interface OcrEngine {
  recognize(image: Buffer, options?: OcrOptions): Promise<OcrResult>;
  close(): Promise<void>;
}

/** English language data shipped in node_modules by @tesseract.js-data/eng: nothing is downloaded at run time. */
export function englishLanguageDir(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
}

/**
 * tesseract.js with a small pool of worker threads (created on first use, kept warm). Scans queue on the
 * scheduler, so two receipts are read in parallel and a third waits, while the API keeps serving.
 */
export function tesseractOcr(opts: { workers?: number } = {}): OcrEngine {
  const size = Math.max(1, opts.workers ?? 2);
  let scheduler: Scheduler | null = null;
  let starting: Promise<Scheduler> | null = null;

  const start = async (): Promise<Scheduler> => {
    const { createScheduler, createWorker } = await loadTesseract();
    const s = createScheduler();
    const langPath = englishLanguageDir();
    const workers = await Promise.all(
      Array.from({ length: size }, () => createWorker('eng', 1, { langPath, gzip: true, cacheMethod: 'none', workerPath: WORKER_PATH })),
    );
    for (const w of workers) s.addWorker(w);
    scheduler = s;
    return s;
  };

  return {
    async recognize(image, options = {}) {
      starting ??= start();
      const s = scheduler ?? (await starting);
      const t0 = performance.now();
      const params = {
        ...(options.psm ? { tessedit_pageseg_mode: String(options.psm) } : {}),
        ...(options.deskew ? { rotateAuto: true } : {}),
        ...(options.darkOnLight ? { tessedit_do_invert: '0' } : {}),
        ...(options.keepGaps ? { preserve_interword_spaces: '1' } : {}),
      };
      const { data } = await s.addJob('recognize', image, params as never);
      return { text: data.text, confidence: data.confidence, ms: Math.round(performance.now() - t0) };
    },
    async close() {
      const s = scheduler ?? (starting ? await starting : null);
      scheduler = null;
      starting = null;
      await s?.terminate();
    },
  };
}
