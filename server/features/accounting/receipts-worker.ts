import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ReceiptsReportInput } from './receipts-pdf';

/**
 * How to start receipts-pdf-worker. In the server bundle (dist/server, plain JavaScript) it is the entry
 * receipts-pdf-worker.js beside every chunk. From the TypeScript sources (tsx in dev and benches, Vitest in
 * tests) the thread first registers tsx's loader, then imports the .ts module.
 */
function workerSource(): { code: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) return { code: new URL('./receipts-pdf-worker.js', import.meta.url), eval: false };
  const require = createRequire(import.meta.url);
  const tsxDir = path.dirname(require.resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./receipts-pdf-worker.ts', import.meta.url).href;
  return {
    code: `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
    eval: true,
  };
}

type Answer = { pdf: Uint8Array } | { error: string };

/**
 * One receipts report drawn in a worker thread, off the thread that answers requests. The thread starts (and
 * loads pdfkit) as soon as this is made; render() sends it the rows; close() ends it if the report is not wanted.
 */
export class ReceiptsReportWorker {
  private readonly worker: Worker;
  private readonly answer: Promise<Buffer>;

  constructor() {
    const source = workerSource();
    this.worker = new Worker(source.code, { eval: source.eval });
    this.answer = new Promise<Buffer>((resolve, reject) => {
      this.worker.once('message', (a: Answer) => {
        if ('error' in a) reject(new Error(`receipts report: ${a.error}`));
        else resolve(Buffer.from(a.pdf.buffer, a.pdf.byteOffset, a.pdf.byteLength));
      });
      this.worker.once('error', reject);
      this.worker.once('exit', (code) => reject(new Error(`receipts report worker stopped (exit code ${code})`)));
    });
    this.answer.catch(() => {}); // seen by render(); unseen when the report is dropped
  }

  /** Draws the report from `input` and ends the thread. */
  async render(input: ReceiptsReportInput): Promise<Buffer> {
    this.worker.postMessage(input);
    try {
      return await this.answer;
    } finally {
      this.close();
    }
  }

  close() {
    this.worker.terminate().catch(() => {});
  }
}
