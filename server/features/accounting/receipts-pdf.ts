import { addCents, type Cents, cents, centsFromDb, centsToDollars, dollarsToCents, subCents } from '../../../domain/money';
import type { ExpenseCsvRow } from './exports';
import { money, ReportPdf } from './pdf-doc';

/**
 * Everything the receipts report is drawn from, as plain data that can be posted to a worker thread: no
 * database handle. The expenses are the JSON text the database wrote (YearSources.expensesJson), parsed where
 * the report is drawn, so the main thread neither parses nor copies 50,000 row objects for it.
 */
export type ReceiptsReportInput = {
  /** The letterhead: the company's name and contact lines, and its logo's PNG or JPEG bytes (company profile). */
  business: { name: string; lines: string[]; logo: Uint8Array | null };
  /** "Receipts Report 2026". */
  title: string;
  /** The date the report is made (YYYY-MM-DD). */
  made: string;
  expensesJson: string;
  /** The year's total expenses (overview): expenses plus work-record pay. */
  totalExpenses: number;
};

/** The year's receipts report: every expense (oldest first) with its total, then the reconciliation with the year. */
export async function renderReceiptsReport(input: ReceiptsReportInput): Promise<Buffer> {
  const list = JSON.parse(input.expensesJson) as ExpenseCsvRow[];
  const { name, lines, logo } = input.business;
  // A Buffer posted to the worker arrives as a plain Uint8Array; pdfkit reads an image only from a Buffer.
  const brand = { name, lines, logo: logo ? Buffer.from(logo.buffer, logo.byteOffset, logo.byteLength) : null };
  const pdf = await ReportPdf.create(brand, input.title, input.made);
  let expenseTotal: Cents = cents(0);
  for (const e of list) expenseTotal = addCents(expenseTotal, centsFromDb(e.amount));
  const workPay = subCents(dollarsToCents(input.totalExpenses), expenseTotal);
  pdf.heading(`Expenses and receipts (${list.length})`);
  pdf.table(
    [
      { title: 'Date', width: 62 },
      { title: 'Description', width: 130 },
      { title: 'Supplier', width: 90 },
      { title: 'Project', width: 90 },
      { title: 'Category', width: 65 },
      { title: 'Amount', width: 75, align: 'right' },
    ],
    list.map((e) => [e.date, e.description, e.supplier ?? '', e.project, e.category, money(centsToDollars(centsFromDb(e.amount)))]),
    ['', 'Total of expenses', '', '', '', money(centsToDollars(expenseTotal))],
  );
  pdf.heading('Reconciliation with the year');
  pdf.table(
    [
      { title: 'Line', width: 300 },
      { title: 'Amount', width: 212, align: 'right' },
    ],
    [
      ['Expenses listed above', money(centsToDollars(expenseTotal))],
      ['Work-record pay (labor)', money(centsToDollars(workPay))],
    ],
    ['Total expenses', money(input.totalExpenses)],
  );
  return pdf.finish();
}
