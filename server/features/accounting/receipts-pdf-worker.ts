/**
 * Worker thread that draws the receipts report (receipts-pdf.ts): a busy year is some 1,100 pages and seconds of
 * CPU, which on the main thread would stop every other request for as long. It loads pdfkit as soon as it
 * starts, draws the one report it is then sent, answers it (or its error) and is done. Started by
 * receipts-worker.ts; in the server bundle it is an entry of its own (scripts/server-build.mjs).
 */
import { parentPort } from 'node:worker_threads';
import { loadPdfKit } from '../../adapters/heavy-modules';
import { answerOnce } from '../../adapters/threads/one-shot-worker';
import { type ReceiptsReportInput, renderReceiptsReport } from './receipts-pdf';

loadPdfKit().catch(() => {}); // warms up while the main thread reads the rows; a failure shows in the render
answerOnce(parentPort, (input: ReceiptsReportInput) => renderReceiptsReport(input));
