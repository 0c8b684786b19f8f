/**
 * Worker thread that draws the receipts report (receipts-pdf.ts): a busy year is some 1,100 pages and seconds of
 * CPU, which on the main thread would stop every other request for as long. It loads pdfkit as soon as it
 * starts, draws the one report it is then sent, answers { pdf } or { error } and is done. Started by
 * receipts-worker.ts; in the server bundle it is an entry of its own (scripts/server-build.mjs).
 */
import { parentPort } from 'node:worker_threads';
import { loadPdfKit } from '../../adapters/heavy-modules';
import { type ReceiptsReportInput, renderReceiptsReport } from './receipts-pdf';

const port = parentPort;
if (!port) throw new Error('receipts-pdf-worker runs only as a worker thread');
loadPdfKit().catch(() => {}); // warms up while the main thread reads the rows; a failure shows in the render
port.once('message', (input: ReceiptsReportInput) => {
  renderReceiptsReport(input).then(
    (pdf) => port.postMessage({ pdf }),
    (e: unknown) => port.postMessage({ error: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
  );
});
