import { ACCOUNTING_CATEGORIES, ACCOUNTING_CATEGORY_LABELS } from '../../../domain/accounting-categories';
import { basisName, REVENUE_METHOD_TEXT } from '../../../domain/accounting-revenue';
import { todayIso } from '../../../domain/dates';
import { addCents, centsToDollars, dollarsToCents, sumCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { branding } from '../company-profile/service';
import { summarize1099 } from './payees-1099';
import { type Column, money, ReportPdf } from './pdf-doc';
import type { ReceiptsReportInput } from './receipts-pdf';
import { ReceiptsReportWorker } from './receipts-worker';
import { YearSources } from './year-sources';

export const REPORT_KINDS = ['annual', 'receipts', 'tax', '1099'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const TITLES: Record<ReportKind, string> = {
  annual: 'Annual Report',
  receipts: 'Receipts Report',
  tax: 'Tax Summary',
  '1099': '1099 Report',
};

/** The letterhead on every document: the company profile (Settings), else the payment-app name, else the app's. */
const businessName = (db: Db) => branding(db);

const pct = (n: number) => `${n.toFixed(2)} %`;

async function annual(pdf: ReportPdf, src: YearSources) {
  const o = await src.overview();
  const y = o.yearlyOverview;
  const b = basisName(o.revenueMethod);
  pdf.paragraph(`Revenue basis: ${o.revenueBasis}. ${REVENUE_METHOD_TEXT[o.revenueMethod].description}`, '#555');
  pdf.heading('Summary');
  pdf.table(
    [
      { title: 'Figure', width: 300 },
      { title: 'Amount', width: 212, align: 'right' },
    ],
    [
      [`Total revenue (${b})`, money(y.totalRevenue)],
      ['Total expenses', money(y.totalExpenses)],
      [`Net profit (${b})`, money(y.netProfit)],
      [`Profit margin (${b})`, pct(y.profitMargin)],
      ['Projects (completed / active)', `${y.totalProjects} (${y.completedProjects} / ${y.activeProjects})`],
      ['Contract value of jobs started (a sales figure, not revenue)', money(y.contractValueOfJobsStarted)],
    ],
  );
  pdf.heading('Expenses by category');
  pdf.table(
    [
      { title: 'Category', width: 300 },
      { title: 'Amount', width: 212, align: 'right' },
    ],
    ACCOUNTING_CATEGORIES.map((c) => [ACCOUNTING_CATEGORY_LABELS[c], money(o.expenseBreakdown[c])]),
    ['Total expenses', money(y.totalExpenses)],
  );
  pdf.heading('Monthly breakdown');
  const m: Column[] = [
    { title: 'Month', width: 62 },
    { title: `Revenue (${o.revenueMethod})`, width: 90, align: 'right' },
    { title: 'Expenses', width: 90, align: 'right' },
    { title: `Profit (${o.revenueMethod})`, width: 90, align: 'right' },
    { title: 'Materials', width: 90, align: 'right' },
    { title: 'Labor', width: 90, align: 'right' },
  ];
  const sum = (k: 'materialCosts' | 'laborCosts') => centsToDollars(addCents(...o.monthlyBreakdown.map((r) => dollarsToCents(r[k]))));
  pdf.table(
    m,
    o.monthlyBreakdown.map((r) => [
      r.month,
      money(r.revenue),
      money(r.expenses),
      money(r.profit),
      money(r.materialCosts),
      money(r.laborCosts),
    ]),
    ['Total', money(y.totalRevenue), money(y.totalExpenses), money(y.netProfit), money(sum('materialCosts')), money(sum('laborCosts'))],
  );
  pdf.heading('Projects of the year: budget and costs');
  pdf.table(
    [
      { title: 'Project', width: 152 },
      { title: 'Status', width: 70 },
      { title: 'Budget', width: 80, align: 'right' },
      { title: 'Costs', width: 80, align: 'right' },
      // Budget − costs so far: what is left of the budget, never called profit beside the books-basis figures above.
      { title: 'Budget left', width: 80, align: 'right' },
      { title: '% left', width: 50, align: 'right' },
    ],
    o.projectsBreakdown.map((p) => [p.name, p.status, money(p.budget), money(p.totalCosts), money(p.profit), pct(p.profitMargin)]),
  );
}

async function tax(pdf: ReportPdf, src: YearSources) {
  const o = await src.overview();
  const t = o.taxSummary;
  pdf.heading('Deductions');
  const two: Column[] = [
    { title: 'Line', width: 300 },
    { title: 'Amount', width: 212, align: 'right' },
  ];
  pdf.table(
    two,
    [
      ['Business expenses (materials, labor, subcontractors, permits, 50 % of meals)', money(t.deductibleExpenses)],
      ['Equipment depreciation (expensed, Section 179)', money(t.equipmentDepreciation)],
      ['Vehicle and fuel (gas and fuel)', money(t.businessMileage)],
      ['Utilities and other costs', money(t.officeExpenses)],
    ],
    ['Total deductions', money(t.totalDeductions)],
  );
  pdf.heading('Estimated taxes');
  const b = basisName(o.revenueMethod);
  pdf.table(two, [
    [`Total revenue (${b})`, money(o.yearlyOverview.totalRevenue)],
    ['Taxable income (revenue - deductions)', money(t.taxableIncome)],
    ['Rate used', pct(t.taxRate)],
    ['Estimated tax for the year', money(t.estimatedTaxes)],
    ['Each quarterly payment (Apr 15, Jun 15, Sep 15, Jan 15)', money(t.quarterlyEstimate)],
  ]);
  pdf.paragraph(`Revenue basis: ${o.revenueBasis}. Planning figures for your accountant, not a tax return.`, '#555');
}

async function form1099(pdf: ReportPdf, src: YearSources) {
  const year = src.year;
  const s = summarize1099(year, await src.payees());
  pdf.paragraph(
    `Payees paid ${money(s.threshold)} or more in ${year} by cash, check or bank transfer (or with no method recorded) get a Form 1099-NEC. Tax IDs are masked; the 1099 payees CSV has them in full.`,
  );
  pdf.heading(`1099-NEC payees (threshold ${money(s.threshold)})`);
  const total = centsToDollars(sumCents(s.necPayees.map((p) => dollarsToCents(p.amount))));
  pdf.table(
    [
      { title: 'Name', width: 130 },
      { title: 'Company', width: 130 },
      { title: 'Tax ID', width: 90 },
      { title: 'W-9', width: 50 },
      { title: 'Total paid', width: 112, align: 'right' },
    ],
    s.necPayees.map((p) => [p.name, p.company ?? '', p.tin || 'missing', p.w9OnFile ? 'on file' : 'missing', money(p.amount)]),
    ['Total', '', '', '', money(total)],
  );
  pdf.heading('Paid by card or payment app (reported on 1099-K by the processor, not on 1099-NEC)');
  pdf.table(
    [
      { title: 'Name', width: 200 },
      { title: 'Company', width: 200 },
      { title: 'Amount', width: 112, align: 'right' },
    ],
    s.cardOrAppPayees.map((p) => [p.name, p.company ?? '', money(p.amount)]),
  );
  pdf.heading('Warnings');
  if (s.warnings.length === 0) pdf.paragraph('Every payee over the threshold has a W-9 and a tax ID on file.');
  for (const w of s.warnings) pdf.paragraph(`${w.name} was paid ${money(w.amount)}: no ${w.missing.join(' and no ')} on file.`, '#b00020');
}

/** What the receipts report of src's year is drawn from (renderReceiptsReport, in a worker thread). */
export async function receiptsReportInput(src: YearSources): Promise<ReceiptsReportInput> {
  const [business, expensesJson, o] = await Promise.all([businessName(src.db), src.expensesJson(), src.overview()]);
  return {
    business: { name: business.name, lines: business.lines, logo: business.logo },
    title: `${TITLES.receipts} ${src.year}`,
    made: todayIso(),
    expensesJson,
    totalExpenses: o.yearlyOverview.totalExpenses,
  };
}

/** Renders one of the four year reports (the receipts report in a worker thread) as a PDF (from `src` when given: the pack shares one for all four). */
export async function renderYearReport(
  db: Db,
  kind: ReportKind,
  year: number,
  taxRate: number,
  src = new YearSources(db, year, taxRate),
): Promise<Buffer> {
  if (kind === 'receipts') {
    const input = await receiptsReportInput(src);
    return new ReceiptsReportWorker().render(input);
  }
  const pdf = await ReportPdf.create(await businessName(db), `${TITLES[kind]} ${year}`, todayIso());
  if (kind === 'annual') await annual(pdf, src);
  else if (kind === 'tax') await tax(pdf, src);
  else await form1099(pdf, src);
  return pdf.finish();
}

/** {type}-report-{year}.pdf (part 2 §7). */
export const reportFileName = (kind: ReportKind, year: number) => `${kind}-report-${year}.pdf`;
