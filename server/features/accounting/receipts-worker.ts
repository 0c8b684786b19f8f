import { OneShotWorker } from '../../adapters/threads/one-shot-worker';
import type { ReceiptsReportInput } from './receipts-pdf';

/**
 * One receipts report drawn in a worker thread (receipts-pdf-worker.ts), off the thread that answers requests. The
 * thread starts (and loads pdfkit) as soon as this is made; render() sends it the rows; close() ends it if the report
 * is not wanted.
 */
export class ReceiptsReportWorker {
  private readonly worker = new OneShotWorker<ReceiptsReportInput, Uint8Array>(import.meta.url, 'receipts-pdf-worker', 'receipts report');

  /** Draws the report from `input` and ends the thread. */
  async render(input: ReceiptsReportInput): Promise<Buffer> {
    const pdf = await this.worker.run(input);
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }

  close() {
    this.worker.close();
  }
}
