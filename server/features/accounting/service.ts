import { type SQL, sql } from 'drizzle-orm';
import type { AccountingOverview, ReceiptPage, ReceiptRow, ReceiptsQuery } from '../../../domain/accounting';
import type { CostSource } from '../../../domain/accounting-categories';
import {
  buildOverview,
  type MonthRevenue,
  type MonthSourceTotal,
  type YearProject,
  type YearUnpricedWork,
} from '../../../domain/accounting-overview';
import type { RevenueMethod } from '../../../domain/accounting-revenue';
import { type Cents, centsFromDb, centsToDollars } from '../../../domain/money';
import type { Db } from '../../db/client';
import { laborRateMissingSql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';
import { escapeLike } from '../expenses/expense-filter-sql';
import { getRevenueMethod, yearBilledProjects, yearBilledRevenue, yearCashProjects, yearCashRevenue, yearEarned } from './revenue-method';
import { revenueProjectsWhereSql, yearBounds, yearCostItemsSql } from './year-sql';

/**
 * The year's costs per month and source (expense category or 'work'), and the count of expenses, in one statement
 * over cost_month_totals (kept by triggers, migration 0021: a few thousand rows instead of every cost of the year;
 * yearCostsFromDetail is the same figures from the detail rows).
 */
export async function yearCosts(db: Db, year: number): Promise<{ costs: MonthSourceTotal[]; expenseCount: number }> {
  const { from, to } = yearBounds(year);
  return groupedCosts(
    db,
    sql`SELECT extract(month FROM c.month)::int AS month, c.source, sum(c.amount)::text AS amount, sum(c.count)::int AS n
      FROM cost_month_totals c WHERE c.month >= ${from}::date AND c.month < ${to}::date GROUP BY 1, 2 HAVING sum(c.count) > 0`,
  );
}

/** yearCosts recomputed from every expense and work record of the year (the reconciliation's way; tests compare them). */
export async function yearCostsFromDetail(db: Db, year: number): Promise<{ costs: MonthSourceTotal[]; expenseCount: number }> {
  return groupedCosts(
    db,
    sql`SELECT extract(month FROM c.date)::int AS month, c.source, sum(c.amount)::text AS amount, count(*)::int AS n
      FROM (${yearCostItemsSql(year)}) c GROUP BY 1, 2`,
  );
}

async function groupedCosts(db: Db, query: SQL): Promise<{ costs: MonthSourceTotal[]; expenseCount: number }> {
  const grouped = await rows<{ month: number; source: CostSource; amount: string; n: number }>(db.execute(query));
  return {
    costs: grouped.map((g) => ({ month: g.month, source: g.source, amount: centsFromDb(g.amount) })),
    expenseCount: grouped.filter((g) => g.source !== 'work').reduce((n, g) => n + g.n, 0),
  };
}

/**
 * Contract value of the jobs started in the year (part 2 §9's "sum of budgets of active projects started in the
 * range"), a sales figure shown by that name, never revenue (docs/product/rules.md), one statement.
 */
export async function yearContractValueOfJobsStarted(db: Db, year: number): Promise<Cents> {
  const [row] = await rows<{ total: string | null }>(
    db.execute(sql`SELECT sum(p.budget + p.change_order_total)::text AS total FROM projects p WHERE ${revenueProjectsWhereSql(year)}`),
  );
  return centsFromDb(row?.total ?? null);
}

/**
 * The work records dated from <= date < to that labor pay prices at $0 (labor_rate_missing(), as costItemsBetweenSql
 * prices them), and on how many projects: one statement over the period's work records (index on date).
 */
export async function unpricedWorkBetween(db: Db, from: string, to: string): Promise<YearUnpricedWork> {
  const [row] = await rows<YearUnpricedWork>(
    db.execute(sql`SELECT count(*)::int AS "unpricedWorkRecords", count(DISTINCT t.project_id)::int AS "projectsWithUnpricedWork"
      FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id
      WHERE t.date >= ${from}::date AND t.date < ${to}::date AND ${laborRateMissingSql}`),
  );
  return row ?? { unpricedWorkRecords: 0, projectsWithUnpricedWork: 0 };
}

type ReceiptSqlRow = Omit<ReceiptRow, 'amount' | 'imageUrl'> & { amount: string; fileName: string | null; total: number };

/** Receipt Management's filters over expenses e, suppliers s and projects p of the year. */
export function receiptConditions(year: number, q: Pick<ReceiptsQuery, 'search' | 'category'>): SQL {
  const { from, to } = yearBounds(year);
  const conditions = [sql`e.date >= ${from}::date AND e.date < ${to}::date`];
  if (q.category && q.category !== 'all') conditions.push(sql`e.category = ${q.category}`);
  if (q.search) {
    const like = `%${escapeLike(q.search.toLowerCase())}%`;
    conditions.push(sql`(lower(e.description) LIKE ${like} OR lower(s.name) LIKE ${like} OR lower(p.name) LIKE ${like})`);
  }
  return sql.join(conditions, sql` AND `);
}

/**
 * ORDER BY of Receipt Management: the chosen column (newest first by default), text case-insensitively in byte order
 * so PGlite and PostgreSQL agree (as the Expenses list), no supplier last either way, ties by id in the same direction
 * so pages never overlap.
 */
function receiptOrderSql(q: Pick<ReceiptsQuery, 'sort' | 'dir'>): SQL {
  const dir = (q.dir ?? 'desc') === 'asc' ? sql`ASC` : sql`DESC`;
  const key = {
    date: sql`e.date`,
    description: sql`lower(e.description) COLLATE "C"`,
    supplier: sql`lower(s.name) COLLATE "C"`,
    project: sql`lower(p.name) COLLATE "C"`,
    category: sql`e.category`,
    amount: sql`e.amount`,
  }[q.sort ?? 'date'];
  // Only the supplier can be missing. NULLS LAST on a column that is never null would still stop the (date, id)
  // index from serving the default order: the overview's newest 100 took 75 ms sorting the year instead of 1 ms.
  const nulls = q.sort === 'supplier' ? sql` NULLS LAST` : sql``;
  return sql`ORDER BY ${key} ${dir}${nulls}, e.id ${dir}`;
}

/** Receipt rows of the year's expenses, newest first unless sorted; the count of every match only when asked (a window over them all). */
async function receiptRows(db: Db, year: number, q: Omit<ReceiptsQuery, 'year'>, withTotal: boolean): Promise<ReceiptPage> {
  const total = withTotal ? sql`count(*) OVER ()::int` : sql`0`;
  const found = await rows<ReceiptSqlRow>(
    db.execute(sql`SELECT e.id, e.description, s.name AS supplier, p.name AS "projectName", e.date::text AS date, e.category,
        e.amount::text AS amount, r.file_name AS "fileName", ${total} AS total
      FROM expenses e JOIN projects p ON p.id = e.project_id
        LEFT JOIN suppliers s ON s.id = e.supplier_id LEFT JOIN receipts r ON r.id = e.receipt_id
      WHERE ${receiptConditions(year, q)}
      ${receiptOrderSql(q)} LIMIT ${q.limit ?? 50} OFFSET ${q.offset ?? 0}`),
  );
  return {
    total: found[0]?.total ?? 0,
    rows: found.map(({ fileName, total: _total, amount, ...r }) => ({
      ...r,
      amount: centsToDollars(centsFromDb(amount)),
      imageUrl: fileName ? `/uploads/receipts/${fileName}` : null,
    })),
  };
}

/** One page of the year's expenses as receipt rows, newest first, with the count of every match. */
export function receiptPage(db: Db, year: number, q: Omit<ReceiptsQuery, 'year'>): Promise<ReceiptPage> {
  return receiptRows(db, year, q, true);
}

/** The year's revenue per month and the projects it comes from, on a basis (domain/accounting-revenue.ts). */
export async function yearRevenueOnBasis(
  db: Db,
  year: number,
  basis: RevenueMethod,
): Promise<{ revenue: MonthRevenue[]; projects: YearProject[] }> {
  if (basis === 'earned') return yearEarned(db, year);
  const [revenue, projects] =
    basis === 'billed'
      ? await Promise.all([yearBilledRevenue(db, year), yearBilledProjects(db, year)])
      : await Promise.all([yearCashRevenue(db, year), yearCashProjects(db, year)]);
  return { revenue, projects };
}

/**
 * The Accounting Dashboard's year (part 2 §3) in a few aggregate statements on the owner's revenue basis (earned,
 * billed or cash, domain/accounting-revenue.ts); formulas in domain/accounting-*.ts.
 */
export async function accountingOverview(db: Db, year: number, taxRate: number): Promise<AccountingOverview> {
  const revenueMethod = await getRevenueMethod(db);
  const [{ costs, expenseCount }, { revenue, projects }, contractValueOfJobsStarted, receipts, unpriced] = await Promise.all([
    yearCosts(db, year),
    yearRevenueOnBasis(db, year, revenueMethod),
    yearContractValueOfJobsStarted(db, year),
    // The newest 100 only: the year's count comes from yearCosts, so no window over all of them (index on date, id).
    receiptRows(db, year, { search: undefined, limit: 100 }, false),
    unpricedWorkBetween(db, yearBounds(year).from, yearBounds(year).to),
  ]);
  const receiptCount = expenseCount;
  return buildOverview({
    year,
    revenueMethod,
    costs,
    revenue,
    contractValueOfJobsStarted,
    projects,
    unpriced,
    receipts: receipts.rows,
    receiptCount,
    taxRate,
  });
}
