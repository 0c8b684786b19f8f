import type { AccountingOverview, ProjectBreakdown, ReceiptRow } from './accounting';
import { type CostSource, type SourceTotals, splitByAccountingCategory, totalOfSources } from './accounting-categories';
import { REVENUE_METHOD_TEXT, type RevenueMethod } from './accounting-revenue';
import { estimateTaxes, taxDeductions } from './accounting-tax';
import { addCents, type Cents, cents, centsToDollars, dollarsToCents, subCents } from './money';
import { profitMargin } from './projects';
import type { UnpricedWork } from './unpriced-work';

/** One SQL group: the costs of one source in one month (1..12), cents. */
export type MonthSourceTotal = { month: number; source: CostSource; amount: Cents };
/** Revenue and project counts of the projects started in one month (1..12). */
export type MonthRevenue = { month: number; revenue: Cents; projects: number; completed: number; active: number };
/** A project of the year with its budget and all its costs so far, cents, and its work priced at $0 (any year). */
export type YearProject = { id: number; name: string; budget: Cents; costs: Cents; status: string } & UnpricedWork;
/** The year's work records priced at $0 for want of a rate, and how many projects they are on. */
export type YearUnpricedWork = { unpricedWorkRecords: number; projectsWithUnpricedWork: number };

export type OverviewInput = {
  year: number;
  revenueMethod: RevenueMethod;
  costs: MonthSourceTotal[];
  revenue: MonthRevenue[];
  /** Contract value of the jobs started in the year (a sales figure, not revenue). */
  contractValueOfJobsStarted: Cents;
  projects: YearProject[];
  unpriced: YearUnpricedWork;
  receipts: ReceiptRow[];
  receiptCount: number;
  taxRate: number;
};

const d = centsToDollars;

/** Sums month × source totals into per-source totals for the whole year (or one month). */
export function sourceTotals(costs: MonthSourceTotal[], month?: number): SourceTotals {
  const out: SourceTotals = {};
  for (const c of costs) if (month === undefined || c.month === month) out[c.source] = addCents(out[c.source] ?? cents(0), c.amount);
  return out;
}

/** A project's row in Project Analysis: profit = budget − costs, margin on the budget. */
export function projectBreakdown(p: YearProject): ProjectBreakdown {
  return {
    id: p.id,
    name: p.name,
    budget: d(p.budget),
    totalCosts: d(p.costs),
    status: p.status,
    profit: d(subCents(p.budget, p.costs)),
    profitMargin: profitMargin(p.budget, p.costs),
    unpricedWorkRecords: p.unpricedWorkRecords,
    unpricedEmployees: [...p.unpricedEmployees],
  };
}

/** Assembles the accounting overview (part 2 §3) from the year's SQL aggregates; every figure adds up to the cent. */
export function buildOverview(input: OverviewInput): AccountingOverview {
  const totals = sourceTotals(input.costs);
  const totalExpenses = totalOfSources(totals);
  const totalRevenue = addCents(...input.revenue.map((r) => r.revenue));
  const count = (k: 'projects' | 'completed' | 'active') => input.revenue.reduce((n, r) => n + r[k], 0);
  const split = splitByAccountingCategory(totals);
  const deductions = taxDeductions(totals);
  const tax = estimateTaxes(totalRevenue, deductions.totalDeductions, input.taxRate);
  const monthlyBreakdown = Array.from({ length: 12 }, (_, i) => {
    const month = i + 1;
    const m = sourceTotals(input.costs, month);
    const mSplit = splitByAccountingCategory(m);
    const revenue = input.revenue.find((r) => r.month === month)?.revenue ?? cents(0);
    const expenses = totalOfSources(m);
    return {
      month: `${input.year}-${String(month).padStart(2, '0')}`,
      revenue: d(revenue),
      expenses: d(expenses),
      profit: d(subCents(revenue, expenses)),
      materialCosts: d(mSplit.materials),
      laborCosts: d(mSplit.labor),
    };
  });
  return {
    revenueMethod: input.revenueMethod,
    revenueBasis: REVENUE_METHOD_TEXT[input.revenueMethod].label,
    yearlyOverview: {
      year: input.year,
      totalRevenue: d(totalRevenue),
      contractValueOfJobsStarted: d(input.contractValueOfJobsStarted),
      totalProjects: count('projects'),
      totalExpenses: d(totalExpenses),
      netProfit: d(subCents(totalRevenue, totalExpenses)),
      profitMargin: profitMargin(totalRevenue, totalExpenses),
      completedProjects: count('completed'),
      activeProjects: count('active'),
      unpricedWorkRecords: input.unpriced.unpricedWorkRecords,
      projectsWithUnpricedWork: input.unpriced.projectsWithUnpricedWork,
    },
    expenseBreakdown: {
      materials: d(split.materials),
      labor: d(split.labor),
      subcontractors: d(split.subcontractors),
      equipment: d(split.equipment),
      vehicle: d(split.vehicle),
      permits: d(split.permits),
      utilities: d(split.utilities),
      other: d(split.other),
    },
    monthlyBreakdown,
    projectsBreakdown: input.projects.map(projectBreakdown),
    receipts: input.receipts,
    receiptCount: input.receiptCount,
    taxSummary: {
      deductibleExpenses: d(deductions.deductibleExpenses),
      equipmentDepreciation: d(deductions.equipmentDepreciation),
      businessMileage: d(deductions.businessMileage),
      officeExpenses: d(deductions.officeExpenses),
      totalDeductions: d(deductions.totalDeductions),
      taxableIncome: d(tax.taxableIncome),
      taxRate: tax.taxRate,
      estimatedTaxes: d(tax.estimatedTaxes),
      quarterlyEstimate: d(tax.quarterlyEstimate),
    },
  };
}

/**
 * The same overview at another tax rate: only the estimate depends on the rate (revenue and deductions do not), so
 * one overview per year can be cached and the rate applied after.
 */
export function withTaxRate(o: AccountingOverview, taxRate: number): AccountingOverview {
  if (o.taxSummary.taxRate === taxRate) return o;
  const tax = estimateTaxes(dollarsToCents(o.yearlyOverview.totalRevenue), dollarsToCents(o.taxSummary.totalDeductions), taxRate);
  return {
    ...o,
    taxSummary: {
      ...o.taxSummary,
      taxableIncome: d(tax.taxableIncome),
      taxRate: tax.taxRate,
      estimatedTaxes: d(tax.estimatedTaxes),
      quarterlyEstimate: d(tax.quarterlyEstimate),
    },
  };
}
