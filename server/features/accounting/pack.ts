import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { expenseExportRows, expensesCsv } from './exports';
import { REPORT_KINDS, renderYearReport, reportFileName } from './report-pdfs';
import { accountingOverview } from './service';

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'unknown';

/**
 * The accountant's pack of a year as a zip stream: the four PDFs, the expenses CSV, every receipt image named
 * {date}-{supplier}-{amount}.{ext}, and README.txt with the year's totals. Entries are added one at a time, so
 * only one file is held in memory.
 */
export function accountantPack(db: Db, storage: FileStorage, year: number, taxRate: number): PassThrough {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) out.destroy(err);
    else {
      out.write(Buffer.from(chunk));
      if (final) out.end();
    }
  });
  const add = (name: string, data: Uint8Array, compress: boolean) => {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(entry);
    entry.push(data, true);
  };
  (async () => {
    const o = await accountingOverview(db, year, taxRate);
    const files: string[] = [];
    for (const kind of REPORT_KINDS) {
      add(reportFileName(kind, year), await renderYearReport(db, kind, year, taxRate), false);
      files.push(reportFileName(kind, year));
    }
    add(`expenses-${year}.csv`, Buffer.from(await expensesCsv(db, year)), true);
    files.push(`expenses-${year}.csv`);
    const used = new Set<string>();
    for (const e of await expenseExportRows(db, year)) {
      if (!e.fileName) continue;
      const ext = e.fileName.split('.').pop() ?? 'jpg';
      let name = `receipts/${e.date}-${slug(e.supplier ?? e.description)}-${e.amount}.${ext}`;
      for (let i = 2; used.has(name); i++) name = name.replace(/(-\d+)?\.[^.]+$/, `-${i}.${ext}`);
      used.add(name);
      const data = await storage.read('receipts', e.fileName).catch(() => null);
      if (data) {
        add(name, data, false);
        files.push(name);
      }
    }
    const y = o.yearlyOverview;
    const readme = [
      `Accountant's pack ${year}`,
      '',
      `Total revenue:  ${y.totalRevenue.toFixed(2)}`,
      `Total expenses: ${y.totalExpenses.toFixed(2)}`,
      `Net profit:     ${y.netProfit.toFixed(2)}`,
      `Profit margin:  ${y.profitMargin.toFixed(2)} %`,
      `Projects:       ${y.totalProjects}`,
      '',
      'Files:',
      ...files.map((f) => `- ${f}`),
      '',
      'CSV columns are described in docs/decisions.md (amounts in dollars with two decimals, dates YYYY-MM-DD).',
    ].join('\r\n');
    add('README.txt', Buffer.from(readme), true);
    zip.end();
  })().catch((e) => out.destroy(e));
  return out;
}
