import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import { necThreshold } from '../../../domain/accounting-1099';
import { basisName, REVENUE_METHOD_TEXT } from '../../../domain/accounting-revenue';
import { addCents } from '../../../domain/money';
import type { FileStorage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { commitmentsByPayee, commitmentsByPayeeCsv, companyJobCost, companyJobCostCsv } from '../job-cost/report';
import { ledgerPackFilesFor } from '../ledger/pack-thread';
import { advancesCsv } from './advances-csv';
import { type Deflated, deflated, deflatedEntry } from './deflated';
import { csvMoney, expensesCsv, payees1099Csv, payrollPaymentsCsv, workRecordsCsv } from './exports';
import { ReceiptsReportWorker } from './receipts-worker';
import { REPORT_KINDS, type ReportKind, receiptsReportInput, renderYearReport, reportFileName } from './report-pdfs';
import { YearSources } from './year-sources';

/** Lets the event loop serve other requests before the pack's next step. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'unknown';

/**
 * The accountant's pack of a year as a zip stream: the four PDFs, the five CSVs of the year and the two job cost CSVs
 * of every project as of its making (docs/csv-exports.md), the ledger's
 * files, every receipt image named {date}-{supplier}-{amount}.{ext}, and README.txt with the year's totals. Three
 * threads share the work so that none waits for another and the server keeps answering: the receipts report is
 * drawn in one (receipts-worker.ts), the ledger's files are read and written in another (on PostgreSQL:
 * ledger/pack-thread.ts), this one makes the rest; text is deflated in Node's thread pool (deflated.ts). Entries are
 * then added one at a time and each waits for the reader to drain the stream, so of the receipt images only about
 * one is held in memory.
 */
export function accountantPack(database: Database, storage: FileStorage, year: number, taxRate: number): PassThrough {
  const db = database.db;
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) out.destroy(err);
    else {
      out.write(Buffer.from(chunk));
      if (final) out.end();
    }
  });
  /**
   * Adds one whole file, then waits until the reader has taken what is buffered (a year's receipt images can be
   * hundreds of megabytes: a slow download must not pull them all into memory). False once the reader is gone.
   */
  const add = async (name: string, data: Uint8Array | Deflated): Promise<boolean> => {
    if (out.destroyed) return false;
    if (data instanceof Uint8Array) {
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      entry.push(data, true);
    } else {
      const entry = deflatedEntry(name, data);
      zip.add(entry);
      entry.send();
    }
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    return !out.destroyed;
  };
  /** Text deflated in Node's thread pool (deflated.ts) from the moment it is made. */
  const deflateText = (text: string) => deflated(Buffer.from(text));
  const receiptsWorker = new ReceiptsReportWorker(); // starts now: its thread loads pdfkit while the rows are read
  // The ledger's year, the longest part: on PostgreSQL in a thread of its own from the start (pack-thread.ts).
  const ledgerFiles = ledgerPackFilesFor(database, year);
  ledgerFiles.catch(() => {}); // awaited below; a failure then ends the pack
  // The job cost of every project as of the pack's making (not of the year: commitments and budgets have no year),
  // started now: on PostgreSQL its second of SQL runs on its own connection while this thread makes the rest.
  const jobCostAll = companyJobCost(db, 'all');
  jobCostAll.catch(() => {}); // awaited below; a failure then ends the pack
  (async () => {
    const src = new YearSources(db, year, taxRate);
    // The receipts report (a busy year: 2,000 pages) is drawn in the worker thread while this thread makes the
    // other reports and the CSVs. Its rows are read first. Between steps this thread lets other requests in: on
    // PGlite each statement runs on it, and statements queued together would run back to back.
    await src.overview();
    await breathe();
    await src.expensesJson();
    await breathe();
    const input = await receiptsReportInput(src);
    const receiptsPdf = receiptsWorker.render(input);
    receiptsPdf.catch(() => {}); // awaited below, as are the CSVs; a failure then ends the pack
    await breathe();
    const workCsv = workRecordsCsv(db, year);
    const payrollCsv = payrollPaymentsCsv(db, year);
    for (const p of [workCsv, payrollCsv]) p.catch(() => {});
    const files: string[] = [];
    const otherPdfs = new Map<ReportKind, Buffer>();
    for (const kind of REPORT_KINDS) {
      if (kind !== 'receipts') otherPdfs.set(kind, await renderYearReport(db, kind, year, taxRate, src));
      await breathe();
    }
    const expenseRows = await src.expenses();
    await breathe();
    const expenses = await expensesCsv(db, year, undefined, expenseRows);
    await breathe();
    const work = await workCsv;
    await breathe();
    const payroll = await payrollCsv;
    const payees = await payees1099Csv(db, year, await src.payees());
    const advances = await advancesCsv(db, year);
    const jobCost = await jobCostAll;
    await breathe();
    const byPayee = await commitmentsByPayee(db, 'all');
    const jobCostFiles = [
      { fileName: 'job-cost-by-cost-code.csv', text: companyJobCostCsv(jobCost) },
      { fileName: 'commitments-by-payee.csv', text: commitmentsByPayeeCsv(byPayee) },
    ];
    const csvFiles = [expenses, work, payroll, payees, advances, ...jobCostFiles].map((csv) => [csv, deflateText(csv.text)] as const);
    for (const [, p] of csvFiles) p.catch(() => {});
    const o = await src.overview();
    const ledger = await ledgerFiles;
    for (const kind of REPORT_KINDS) {
      const pdf = kind === 'receipts' ? await receiptsPdf : (otherPdfs.get(kind) as Buffer);
      if (!(await add(reportFileName(kind, year), pdf))) return;
      await breathe();
    }
    for (const [csv, data] of csvFiles) {
      if (!(await add(csv.fileName, await data))) return;
      await breathe();
    }
    for (const f of ledger.files) {
      if (!(await add(f.name, f.data))) return;
      await breathe();
    }
    const used = new Set<string>();
    for (const e of await src.expenses()) {
      if (!e.fileName) continue;
      const ext = e.fileName.split('.').pop() ?? 'jpg';
      let name = `receipts/${e.date}-${slug(e.supplier ?? e.description)}-${e.amount}.${ext}`;
      for (let i = 2; used.has(name); i++) name = name.replace(/(-\d+)?\.[^.]+$/, `-${i}.${ext}`);
      used.add(name);
      const data = await storage.read('receipts', e.fileName).catch(() => null);
      if (data) {
        if (!(await add(name, data))) return;
        files.push(name);
      }
    }
    const y = o.yearlyOverview;
    const rowsOf = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;
    const readme = [
      `Accountant's pack ${year}`,
      '',
      `Revenue basis:  ${o.revenueBasis} (${REVENUE_METHOD_TEXT[o.revenueMethod].description})`,
      `Total revenue:  ${y.totalRevenue.toFixed(2)}  (${basisName(o.revenueMethod)})`,
      `Total expenses: ${y.totalExpenses.toFixed(2)}  (= expenses ${csvMoney(expenses.total)} + work records ${csvMoney(work.total)})`,
      `Net profit:     ${y.netProfit.toFixed(2)}  (${basisName(o.revenueMethod)})`,
      `Profit margin:  ${y.profitMargin.toFixed(2)} %  (${basisName(o.revenueMethod)})`,
      `Contract value of jobs started: ${y.contractValueOfJobsStarted.toFixed(2)}  (a sales figure, not revenue)`,
      `Projects:       ${y.totalProjects}`,
      '',
      'Reports (PDF):',
      ...REPORT_KINDS.map((kind) => `- ${reportFileName(kind, year)}`),
      '',
      'Spreadsheets (CSV: UTF-8, comma-separated, dates YYYY-MM-DD, amounts in dollars with two decimals):',
      `- ${expenses.fileName}: ${rowsOf(expenses.rows)}, Amount total ${csvMoney(expenses.total)}`,
      `- ${work.fileName}: ${rowsOf(work.rows)}, Amount total ${csvMoney(work.total)} (labor pay of the work records; part of total expenses)`,
      `- ${payroll.fileName}: ${rowsOf(payroll.rows)}, Amount total ${csvMoney(payroll.total)}, of which completed ${csvMoney(payroll.completed)} (money paid to employees; their labor cost is already in the work records, so do not add it to expenses again)`,
      `- ${payees.fileName}: ${rowsOf(payees.rows)}, 1099-NEC amounts ${csvMoney(payees.nec)}, card or payment app ${csvMoney(payees.cardOrApp)}, total paid ${csvMoney(addCents(payees.nec, payees.cardOrApp))} (1099-NEC threshold ${csvMoney(necThreshold(year))}; the TIN column is in full: keep this file private)`,
      `- ${advances.fileName}: ${rowsOf(advances.rows)}, advances given ${csvMoney(advances.given)}, recovered from payroll ${csvMoney(advances.recovered)} (prepaid wages, not costs: payroll payments = labor pay − advances recovered)`,
      `- job-cost-by-cost-code.csv: ${rowsOf(jobCost.lines.length)}, all ${jobCost.projects} projects as of ${jobCost.asOf.slice(0, 16).replace('T', ' ')} UTC (when this pack was made, not of ${year}), estimate at completion ${jobCost.totals.estimateAtCompletion.toFixed(2)}, actual ${jobCost.totals.actual.toFixed(2)}`,
      `- commitments-by-payee.csv: ${rowsOf(byPayee.rows.length)}, all projects as of the same moment, committed ${byPayee.totals.committed.toFixed(2)}, billed ${byPayee.totals.billed.toFixed(2)}, open ${byPayee.totals.open.toFixed(2)} (purchase orders and subcontracts issued or closed; drafts commit nothing)`,
      '',
      ...ledger.readme,
      '',
      `Receipt images (receipts/, named date-supplier-amount): ${files.length}`,
      ...files.map((f) => `- ${f}`),
      '',
      'The columns of each CSV are described in docs/csv-exports.md of Plumbline.',
    ].join('\r\n');
    if (!(await add('README.txt', await deflateText(readme)))) return;
    zip.end();
  })()
    .catch((e) => out.destroy(e))
    .finally(() => receiptsWorker.close());
  return out;
}
