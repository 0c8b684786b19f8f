import type { WipReport } from '../../../domain/billing/report-schemas';
import type { InvoiceDetail } from '../../../domain/billing/schemas';
import { INVOICE_STATUS_LABELS } from '../../../domain/billing/schemas';
import { todayIso } from '../../../domain/dates';
import type { Db } from '../../db/client';
import { type Column, money, ReportPdf } from '../accounting/pdf-doc';
import { branding } from '../company-profile/service';

/** The letterhead on every document: the company profile (Settings), else the payment-app name, else the app's. */
const businessName = (db: Db) => branding(db);

const pct = (n: number) => `${n.toFixed(2)} %`;

/**
 * The invoice as an AIA G702-style application for payment (the summary lines 1–9) followed by its G703-style
 * continuation sheet (columns A–I per schedule-of-values line, totals), landscape US Letter, with the business's
 * name and the client's. Every figure is the invoice's stored one.
 */
export async function invoicePdf(db: Db, inv: InvoiceDetail): Promise<Buffer> {
  const pdf = await ReportPdf.create(await businessName(db), `Application for Payment — Invoice ${inv.number}`, todayIso(), 'landscape');
  pdf.paragraph(`To (owner / client): ${inv.clientName ?? 'not set'}`);
  pdf.paragraph(`Project: ${inv.projectName}`);
  pdf.paragraph(
    `Invoice ${inv.number} · dated ${inv.invoiceDate} · period to ${inv.periodTo} · due ${inv.dueDate} · ${INVOICE_STATUS_LABELS[inv.status]}`,
  );
  pdf.heading("Contractor's application for payment (G702)");
  const cents = (n: number) => Math.round(n * 100);
  const changeOrders = inv.lines.reduce((s, l) => s + (l.changeOrderId === null ? 0 : cents(l.scheduledValue)), 0) / 100;
  const summary: [string, string][] = [
    ['1. Original contract sum', money((cents(inv.contractValue) - cents(changeOrders)) / 100)],
    ['2. Net change by change orders', money(changeOrders)],
    ['3. Contract sum to date (line 1 ± 2)', money(inv.contractValue)],
    ['4. Total completed and stored to date (column G on the G703)', money(inv.completedToDate)],
    [
      `5. Retainage (${inv.isRelease ? 'released' : `${pct(inv.retainagePercent)} of completed work and stored material, column I`})`,
      money(inv.retainage),
    ],
    ['6. Total earned less retainage (line 4 − 5)', money((cents(inv.completedToDate) - cents(inv.retainage)) / 100)],
    ['7. Less previous certificates for payment (line 6 of the prior application)', money(inv.previouslyBilled)],
    ['8. Current payment due', money(inv.amountDue)],
    [
      '9. Balance to finish, including retainage (line 3 − 6)',
      money((cents(inv.contractValue) - cents(inv.completedToDate) + cents(inv.retainage)) / 100),
    ],
    ['Paid on this invoice', money(inv.paidTotal)],
    ['Balance of this invoice', money(inv.balance)],
  ];
  pdf.table(
    [
      { title: 'Line', width: pdf.width - 160 },
      { title: 'Amount', width: 160, align: 'right' },
    ],
    summary,
  );
  // The continuation sheet starts a page of its own, as AIA's G703 follows the one-page G702.
  pdf.doc.addPage();
  pdf.heading('Continuation sheet (G703)');
  const w = pdf.width;
  // Eight figure columns of 63 pt hold $9,999,999.99 at 9 pt; the description gets the rest (160 pt, about 32
  // characters a line), wide enough that it wraps between words: at 48 pt "Demolition" was split mid-word.
  const fig = 63;
  const cols: Column[] = [
    { title: 'A Item', width: 28 },
    { title: 'B Description of work', width: w - 28 - 8 * fig },
    { title: 'C Scheduled value', width: fig, align: 'right' },
    { title: 'D From previous application (D + E)', width: fig, align: 'right' },
    { title: 'E Work completed this period', width: fig, align: 'right' },
    { title: 'F Materials presently stored (not in D or E)', width: fig, align: 'right' },
    { title: 'G Completed and stored to date (D + E + F)', width: fig, align: 'right' },
    { title: '% (G ÷ C)', width: fig, align: 'right' },
    { title: 'H Balance to finish (C − G)', width: fig, align: 'right' },
    { title: 'I Retainage', width: fig, align: 'right' },
  ];
  const sum = (
    k: 'scheduledValue' | 'previousCompleted' | 'thisPeriod' | 'materialsStored' | 'completedToDate' | 'balanceToFinish' | 'retainage',
  ) => Math.round(inv.lines.reduce((s, l) => s + Math.round(l[k] * 100), 0)) / 100;
  pdf.table(
    cols,
    inv.lines.map((l) => [
      String(l.position),
      l.description,
      money(l.scheduledValue),
      money(l.previousCompleted),
      money(l.thisPeriod),
      money(l.materialsStored),
      money(l.completedToDate),
      pct(l.percentComplete),
      money(l.balanceToFinish),
      money(l.retainage),
    ]),
    [
      '',
      'Grand total',
      money(sum('scheduledValue')),
      money(sum('previousCompleted')),
      money(sum('thisPeriod')),
      money(sum('materialsStored')),
      money(sum('completedToDate')),
      sum('scheduledValue') === 0 ? '' : pct(Math.round((sum('completedToDate') / sum('scheduledValue')) * 10_000) / 100),
      money(sum('balanceToFinish')),
      money(sum('retainage')),
    ],
  );
  pdf.paragraph(
    'Column D is the work completed on previous applications (their D + E), never their stored materials; column F is the balance of materials presently stored, billed once: entered again it is not billed again, and installed it moves into E. A credit change order is billed with its sign.',
    '#555',
  );
  if (inv.payments.length > 0) {
    pdf.heading('Payments received');
    pdf.table(
      [
        { title: 'Date', width: 100 },
        { title: 'Method', width: 100 },
        { title: 'Reference', width: w - 360 },
        { title: 'Amount', width: 160, align: 'right' },
      ],
      inv.payments.map((p) => [p.date, p.method, p.reference ?? '', money(p.amount)]),
      ['', '', 'Total', money(inv.paidTotal)],
    );
  }
  if (inv.notes) pdf.paragraph(inv.notes);
  return pdf.finish();
}

const WIP_HEADERS = [
  'Project',
  'Contract value',
  'Estimated total cost',
  'Cost to date',
  '% complete',
  'Earned revenue',
  'Billed to date',
  'Over/(under) billing',
  'Provision for loss',
  'Over/(under) incl. provision',
  'Gross profit to date',
  'Estimated gross profit',
  'Estimated margin %',
  'Backlog',
] as const;

type WipLine = WipReport['totals'];
/** A figure that may be unknown (no usable estimate): empty in CSV, "no estimate" on the PDF. */
const orBlank = (n: number | null, f: (n: number) => string, blank: string) => (n === null ? blank : f(n));
const wipCells = (r: WipLine, fmt: (n: number) => string, p: (n: number) => string, blank = '') => [
  fmt(r.contractValue),
  orBlank(r.estimatedTotalCost, fmt, blank),
  fmt(r.costToDate),
  orBlank(r.percentComplete, p, blank),
  fmt(r.earnedRevenue),
  fmt(r.billedToDate),
  fmt(r.overUnderBilling),
  fmt(r.lossProvision),
  fmt(r.overUnderWithProvision),
  fmt(r.grossProfitToDate),
  orBlank(r.estimatedGrossProfit, fmt, blank),
  orBlank(r.estimatedMargin, p, blank),
  fmt(r.backlog),
];

const rowLabel = (r: WipReport['rows'][number]) =>
  r.projectName +
  (r.estimateStatus === 'missing' && !r.completed
    ? ' (no estimate)'
    : r.estimateStatus === 'below-cost' && !r.completed
      ? ' (estimate below cost)'
      : '');

/** The WIP schedule as PDF (landscape, one row per active project and the total line). */
export async function wipPdf(db: Db, report: WipReport): Promise<Buffer> {
  const title = report.monthEnd ? `Work in Progress — month end ${report.monthEnd}` : `Work in Progress — as of ${report.asOf}`;
  const pdf = await ReportPdf.create(await businessName(db), title, todayIso(), 'landscape');
  const w = pdf.width;
  // The PDF leaves out gross profit to date and the margin (in the CSV) so the project names keep their width.
  const keep = (cells: string[]) => cells.filter((_, i) => i !== 10 && i !== 12);
  const headers = keep([...WIP_HEADERS]);
  const first = w - (headers.length - 1) * 54;
  pdf.table(
    headers.map((t, i) => ({ title: t, width: i === 0 ? first : 54, align: i === 0 ? 'left' : 'right' })),
    report.rows.map((r) => keep([rowLabel(r), ...wipCells(r, money, pct, '—')])),
    keep(['Total', ...wipCells(report.totals, money, pct, '—')]),
  );
  pdf.paragraph(
    'Percentage of completion by cost: earned revenue = contract value × cost to date ÷ estimated total cost in force on the day. Costs and billings dated after the day do not count; drafts and voids are never billed. Billed to date includes retainage. Over-billing is billed − earned (a liability), under-billing the reverse; a loss contract carries a provision for the whole expected loss. A job without an estimate, or whose estimate is below its cost to date, earns its cost (zero margin) and is left out of the totals.',
    '#555',
  );
  for (const r of report.rows) if (r.note) pdf.paragraph(`${r.projectName}: ${r.note}`, '#555');
  if (report.backfilled)
    pdf.paragraph(
      `Filled in afterwards (${report.takenAt?.slice(0, 10) ?? ''}) from the records dated by this month end; budgets and estimated costs are as they are today, and invoices voided since count as never billed.`,
      '#555',
    );
  return pdf.finish();
}

const csvCell = (v: string) => (/[",\n\r]/.test(v) || /^[=+\-@]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const plain = (n: number) => n.toFixed(2);

/**
 * The CSV keeps its columns of issue 20 in their places and adds issue 37's at the end (provision for loss,
 * over/under incl. provision, gross profit to date, in totals, note), as the accounting exports do.
 */
const CSV_ORDER = [0, 1, 2, 3, 4, 5, 6, 7, 11, 12, 13, 8, 9, 10];
const csvOrder = (cells: string[]) => CSV_ORDER.map((i) => cells[i]);

/** The WIP schedule as CSV: plain decimals (no $ or thousands separators), the total line last. */
export function wipCsv(report: WipReport): string {
  const lines = [
    ['Project ID', ...csvOrder([...WIP_HEADERS]), 'In totals', 'Note'].join(','),
    ...report.rows.map((r) =>
      [
        String(r.projectId),
        ...csvOrder([csvCell(r.projectName), ...wipCells(r, plain, plain)]),
        r.inTotals ? 'yes' : 'no',
        csvCell(r.note ?? ''),
      ].join(','),
    ),
    ['', ...csvOrder(['Total', ...wipCells(report.totals, plain, plain)]), '', ''].join(','),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
