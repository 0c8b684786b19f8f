import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * What GET /api/system/reconciliation compares (stored figure vs. a recomputation from the detail rows):
 * - project-expenses: projects.expense_total vs. the sum of the project's expenses;
 * - project-labor: projects.labor_total vs. the labor pay of the project's work records;
 * - completed-project: the final cost archived when a still-completed project was completed vs. its costs now;
 * - payroll-week: a payroll payment for an employee's week vs. that week's labor pay, plus the adjustments it paid,
 *   less the corrections made after it was paid and the advances it recovered (never below 0);
 * - unpaid-wages: labor pay of an employee's work in a week that was paid (someone has a payroll payment for it) while
 *   that employee has none (stored = 0 paid, expected = the pay; id = the employee);
 * - advance-deduction: an advance marked deducted in a week for which the employee has no payroll payment
 *   (stored = the amount deducted, expected = 0);
 * - expense-category: the Expenses tiles' stored total of a project's expenses in one category (migration 0007)
 *   vs. those expenses; the label gives both counts too.
 * - project-work-count: projects.work_count (the Expenses page's Labor tile counts it) vs. a recount of the project's
 *   work records (stored and expected are counts);
 * - project-unpriced-work: projects.unpriced_work_count (and unpriced_employee_ids) vs. a recount of the project's
 *   work records without a rate (stored and expected are counts; "(employees differ)" when the ids do);
 * - cost-month: the Accounting overview's stored total of a project's costs in one month and source (an expense
 *   category or 'work' for work-record pay, migration 0021) vs. those expenses or work records' labor pay; the
 *   label gives the month, the source and both counts.
 * - payment-month: the trial balance's stored total of a project's expenses in one month paid one way (payment
 *   method, migration 0054) vs. those expenses; the label gives the month, the method, both counts and the backup
 *   withholding when it differs.
 * - payroll-line: the weekly payroll's stored line of an employee's work on one project in one week (days, hours, pay
 *   and count, migration 0031) vs. those work records; stored and expected are the pay, the label names the
 *   employee, project and week and says which figures differ.
 * - commitment-bill: a bill (expense) drawn against a commitment line that it cannot draw down: on another project,
 *   to another payee than the commitment's, or on a draft (which commits nothing); stored = the bill, expected = 0
 *   (id = the commitment's project). The job cost would count it committed on one job and spent on another.
 * - commitment-line: a commitment line billed above its amount when none of its bills gives the reason asked for
 *   (issue 42); stored = billed, expected = the line's amount (id = the project). Its open amount shows as zero and
 *   hides the overrun.
 * - budget-lines: a project's budget by cost code (the lines other than Unassigned) above its budget, so Unassigned
 *   would go negative; stored = the lines' sum, expected = the budget (id = the project).
 */
export const RECONCILIATION_KINDS = [
  'project-expenses',
  'project-labor',
  'project-work-count',
  'project-unpriced-work',
  'completed-project',
  'payroll-week',
  'unpaid-wages',
  'advance-deduction',
  'expense-category',
  'cost-month',
  'payment-month',
  'payroll-line',
  'commitment-bill',
  'commitment-line',
  'budget-lines',
] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];

/** One figure that does not match its recomputation; money in dollars with at most 2 decimals. */
export const reconciliationDifferenceSchema = lazySchema(() =>
  z.object({
    kind: z.enum(RECONCILIATION_KINDS),
    /** The project id (project-*, completed-project, expense-category, cost-month, payment-month, payroll-line, commitment-*, budget-lines), payment id (payroll-week), employee id (unpaid-wages) or advance id (advance-deduction). */
    id: z.number().int(),
    /** What the row is, for people: the project's name, or the employee and week. */
    label: z.string(),
    stored: z.number(),
    expected: z.number(),
  }),
);
export type ReconciliationDifference = z.infer<typeof reconciliationDifferenceSchema>;

/** GET /api/system/reconciliation: every difference found (none when the books reconcile). */
export const reconciliationSchema = lazySchema(() =>
  z.object({
    /** When the check ran (ISO timestamp); all figures come from one statement, so one consistent snapshot. */
    checkedAt: z.string(),
    /** How many projects were checked. */
    projects: z.number().int(),
    /** How many payroll payments (employee weeks) were checked. */
    payrollWeeks: z.number().int(),
    differences: z.array(reconciliationDifferenceSchema),
  }),
);
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** "All 12 projects reconcile" or "3 differences found", for the Settings panel. */
export function reconciliationSummary(r: Pick<Reconciliation, 'projects' | 'differences'>): string {
  const n = r.differences.length;
  if (n === 0) return `All ${r.projects} ${r.projects === 1 ? 'project reconciles' : 'projects reconcile'}`;
  return `${n} ${n === 1 ? 'difference' : 'differences'} found`;
}

const KIND_LABELS: Record<ReconciliationKind, string> = {
  'project-expenses': 'Project expenses total',
  'project-labor': 'Project labor total',
  'project-work-count': 'Work records (count)',
  'project-unpriced-work': 'Work without a rate (count)',
  'completed-project': 'Archived final cost',
  'payroll-week': 'Payroll payment',
  'unpaid-wages': 'Unpaid wages in a paid week',
  'advance-deduction': 'Advance deduction',
  'expense-category': 'Expense tile total',
  'cost-month': 'Accounting month total',
  'payment-month': 'Ledger month total by payment method',
  'payroll-line': 'Payroll week line',
  'commitment-bill': 'Bill on a commitment',
  'commitment-line': 'Commitment line billed over',
  'budget-lines': 'Budget by cost code',
};

/** What a difference's kind checks, in words for the table. */
export function reconciliationKindLabel(kind: ReconciliationKind): string {
  return KIND_LABELS[kind];
}

/** expected − stored in dollars, exact to the cent (both have at most 2 decimals). */
export function reconciliationGap(d: Pick<ReconciliationDifference, 'stored' | 'expected'>): number {
  return (Math.round(d.expected * 100) - Math.round(d.stored * 100)) / 100;
}
