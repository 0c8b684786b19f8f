import { EXPENSE_CATEGORIES } from './expenses';
import { addCents, type Cents, cents } from './money';

/** The fixed expense categories (docs/product/rules.md) plus 'work', the labor pay of work records. */
export const COST_SOURCES = [...EXPENSE_CATEGORIES, 'work'] as const;
export type CostSource = (typeof COST_SOURCES)[number];

/**
 * The accounting categories of the Accounting Dashboard, in display order: the spec's six (part 2 §2) plus vehicle and
 * fuel, and other costs (issue 39 scope 3: fuel is no equipment and a dumpster rental no utility bill).
 */
export const ACCOUNTING_CATEGORIES = [
  'materials',
  'labor',
  'subcontractors',
  'equipment',
  'vehicle',
  'permits',
  'utilities',
  'other',
] as const;
export type AccountingCategory = (typeof ACCOUNTING_CATEGORIES)[number];

/** Display names of the six categories. */
export const ACCOUNTING_CATEGORY_LABELS: Record<AccountingCategory, string> = {
  materials: 'Materials',
  labor: 'Labor & Payroll',
  subcontractors: 'Subcontractors',
  equipment: 'Equipment',
  vehicle: 'Vehicle & Fuel',
  permits: 'Permits & Legal',
  utilities: 'Utilities',
  other: 'Other costs',
};

/**
 * Where each expense category (and work-record pay) is booked (docs/decisions/047-accounting-categories-and-the-tax-summary.md,
 * docs/decisions/086-accounting-categories-that-fit-issue-39-scope-3-one-point.md):
 * crew meals are a labor cost, gas and fuel are vehicle and fuel (IRS Schedule C line 9, car and truck expenses),
 * 'other' is other costs (line 27a), never utilities.
 */
export const CATEGORY_MAP: Record<CostSource, AccountingCategory> = {
  material: 'materials',
  labor: 'labor',
  work: 'labor',
  dining: 'labor',
  subcontractor: 'subcontractors',
  equipment: 'equipment',
  gas: 'vehicle',
  fuel: 'vehicle',
  permits: 'permits',
  utilities: 'utilities',
  other: 'other',
};

/** Totals in cents per cost source; a missing source is 0. */
export type SourceTotals = Partial<Record<CostSource, Cents>>;

/** The accounting category of an expense category or 'work'. */
export function accountingCategory(source: CostSource): AccountingCategory {
  return CATEGORY_MAP[source];
}

/** Sums cost-source totals into the six accounting categories (each source lands in exactly one). */
export function splitByAccountingCategory(totals: SourceTotals): Record<AccountingCategory, Cents> {
  const out = Object.fromEntries(ACCOUNTING_CATEGORIES.map((c) => [c, cents(0)])) as Record<AccountingCategory, Cents>;
  for (const source of COST_SOURCES) {
    const value = totals[source];
    if (value !== undefined) out[CATEGORY_MAP[source]] = addCents(out[CATEGORY_MAP[source]], value);
  }
  return out;
}

/** The total of every cost source, cents. */
export function totalOfSources(totals: SourceTotals): Cents {
  return addCents(...COST_SOURCES.map((s) => totals[s] ?? cents(0)));
}
