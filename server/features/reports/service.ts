import { sql } from 'drizzle-orm';
import { sharePercent } from '../../../domain/accounting-breakdown';
import {
  ACCOUNTING_CATEGORIES,
  ACCOUNTING_CATEGORY_LABELS,
  type CostSource,
  splitByAccountingCategory,
  totalOfSources,
} from '../../../domain/accounting-categories';
import { REVENUE_METHOD_TEXT } from '../../../domain/accounting-revenue';
import { addDays } from '../../../domain/dates';
import { type Cents, centsFromDb, centsToDollars as d, subCents } from '../../../domain/money';
import { projectionAnswer } from '../../../domain/projection-schema';
import { profitMargin } from '../../../domain/projects';
import {
  industryComparison,
  REPORT_PROJECT_COUNT,
  REPORT_RANGES,
  type Report,
  type ReportRange,
  reportLabel,
} from '../../../domain/reports';
import type { Db } from '../../db/client';
import { intArray, rows } from '../../db/sql-fragments';
import { getRevenueMethod, revenueBetween } from '../accounting/revenue-method';
import { unpricedWorkBetween } from '../accounting/service';
import { costItemsBetweenSql } from '../accounting/year-sql';
import { projectionsOf } from '../projection/service';
import { unpricedWorkColumns } from '../projects/project-select';

/**
 * Contract value of jobs started in the range (part 2 §9's "revenue": budgets of active projects started in it), a
 * sales figure shown by that name, never revenue (docs/product/rules.md), and their count.
 */
async function rangeJobsStarted(db: Db, from: string, to: string) {
  const [r] = await rows<{ revenue: string; n: number }>(
    db.execute(sql`SELECT coalesce(sum(p.budget + p.change_order_total), 0)::text AS revenue, count(*)::int AS n FROM projects p
      WHERE p.is_active AND p.start_date >= ${from}::date AND p.start_date <= ${to}::date`),
  );
  return { revenue: centsFromDb(r.revenue), projects: r.n };
}

/** The range's costs per source (expense category, 'work'), one grouped statement. */
async function rangeCosts(db: Db, from: string, to: string) {
  const grouped = await rows<{ source: CostSource; amount: string }>(
    db.execute(sql`SELECT c.source, sum(c.amount)::text AS amount FROM (${costItemsBetweenSql(from, addDays(to, 1))}) c GROUP BY 1`),
  );
  return Object.fromEntries(grouped.map((g) => [g.source, centsFromDb(g.amount)])) as Partial<Record<CostSource, Cents>>;
}

/** The first 5 of the range's revenue projects (newest start first) with every cost so far and their unpriced work (kept). */
async function rangeProjects(db: Db, from: string, to: string, today: string) {
  type Row = { id: number; name: string; budget: string; costs: string; unpricedWorkRecords: number; unpricedEmployees: string[] };
  const list = await rows<Row>(
    db.execute(sql`SELECT p.id, p.name, (p.budget + p.change_order_total)::text AS budget, (p.expense_total + p.labor_total)::text AS costs,
        ${unpricedWorkColumns}
      FROM projects p
      WHERE p.is_active AND p.start_date >= ${from}::date AND p.start_date <= ${to}::date
      ORDER BY p.start_date DESC, p.id DESC LIMIT ${REPORT_PROJECT_COUNT}`),
  );
  // The one projection (issue 39) of the same projects: the label is read from the projected margin, so a job
  // projected at a loss is never "Excellent"; the spec's profit (budget − costs so far) is its budget left.
  const { byId } = await projectionsOf(db, today, sql`p.id = ANY(${intArray(list.map((p) => p.id))})`);
  return list.map((p) => {
    const budget = centsFromDb(p.budget);
    const costs = centsFromDb(p.costs);
    const margin = profitMargin(budget, costs);
    const projection = byId.get(p.id);
    const projected = projection ? projectionAnswer(projection) : null;
    return {
      id: p.id,
      name: p.name,
      budget: d(budget),
      totalCosts: d(costs),
      profit: d(subCents(budget, costs)),
      profitMargin: margin,
      label: reportLabel(projected ? projected.projectedMargin : margin),
      projectedProfit: projected?.projectedProfit ?? d(subCents(budget, costs)),
      projectedMargin: projected?.projectedMargin ?? margin,
      profitToDate: projected?.profitToDate ?? 0,
      estimateSource: projected?.estimateSource ?? 'none',
      risk: projected?.risk ?? 'low',
      unpricedWorkRecords: p.unpricedWorkRecords,
      unpricedEmployees: p.unpricedEmployees,
    };
  });
}

/** Spending per supplier in the range, largest first (top 10). */
async function rangeSuppliers(db: Db, from: string, to: string) {
  const list = await rows<{ id: number; name: string; n: number; amount: string }>(
    db.execute(sql`SELECT s.id, s.name, count(*)::int AS n, sum(e.amount)::text AS amount
      FROM expenses e JOIN suppliers s ON s.id = e.supplier_id
      WHERE e.date >= ${from}::date AND e.date <= ${to}::date
      GROUP BY s.id, s.name ORDER BY sum(e.amount) DESC, s.id LIMIT 10`),
  );
  return list.map((s) => ({ id: s.id, name: s.name, expenseCount: s.n, amount: d(centsFromDb(s.amount)) }));
}

/** The Reports page's figures for the range ending today, in five statements. */
export async function buildReport(db: Db, range: ReportRange, today: string): Promise<Report> {
  const from = addDays(today, 1 - REPORT_RANGES[range]);
  const basis = await getRevenueMethod(db);
  const [rev, started, costs, projects, suppliers, unpriced] = await Promise.all([
    revenueBetween(db, basis, from, today),
    rangeJobsStarted(db, from, today),
    rangeCosts(db, from, today),
    rangeProjects(db, from, today, today),
    rangeSuppliers(db, from, today),
    // The same work records as rangeCosts prices (dated from..today).
    unpricedWorkBetween(db, from, addDays(today, 1)),
  ]);
  const expenses = totalOfSources(costs);
  const margin = profitMargin(rev.revenue, expenses);
  const split = splitByAccountingCategory(costs);
  const total = d(expenses);
  return {
    range,
    from,
    to: today,
    revenueMethod: basis,
    revenueBasis: REVENUE_METHOD_TEXT[basis].label,
    summary: {
      revenue: d(rev.revenue),
      projects: started.projects,
      contractValueOfJobsStarted: d(started.revenue),
      expenses: d(expenses),
      profit: d(subCents(rev.revenue, expenses)),
      profitMargin: margin,
      ...unpriced,
    },
    expenseBreakdown: ACCOUNTING_CATEGORIES.map((c) => ({
      category: c,
      label: ACCOUNTING_CATEGORY_LABELS[c],
      amount: d(split[c]),
      percent: sharePercent(d(split[c]), total),
    })),
    projectPerformance: projects,
    industryComparison: industryComparison(margin),
    suppliers,
  };
}
