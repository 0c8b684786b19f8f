import { type SQL, sql } from 'drizzle-orm';
import type { MonthRevenue, YearProject } from '../../../domain/accounting-overview';
import {
  DEFAULT_REVENUE_METHOD,
  type JobHistory,
  jobEarnedByMonth,
  jobRevenueBetween,
  REVENUE_METHODS,
  type RevenueMethod,
} from '../../../domain/accounting-revenue';
import { addDays } from '../../../domain/dates';
import { type Cents, cents, centsFromDb } from '../../../domain/money';
import type { Db } from '../../db/client';
import { laborPaySql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';
import { type YearProjectRow, yearBounds, yearProjectColumns, yearProjectFromRow } from './year-sql';

const KEY = 'accounting.revenueMethod';

/**
 * The owner's revenue basis (configurations), earned until one is chosen; a stored `project-start` (no longer a
 * basis, migration 0041 turns it into earned) reads as earned too.
 */
export async function getRevenueMethod(db: Db): Promise<RevenueMethod> {
  const [row] = await rows<{ value: string | null }>(db.execute(sql`SELECT value FROM configurations WHERE key = ${KEY}`));
  const value = row?.value;
  return REVENUE_METHODS.find((m) => m === value) ?? DEFAULT_REVENUE_METHOD;
}

/** Saves the method; the cached overviews drop with the configurations change. */
export async function setRevenueMethod(db: Db, method: RevenueMethod): Promise<{ method: RevenueMethod }> {
  await db.execute(sql`INSERT INTO configurations (key, value, description)
    VALUES (${KEY}, ${method}, 'The basis on which revenue is recognised: earned, billed or cash')
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
  return { method: await getRevenueMethod(db) };
}

/**
 * The work each pay application sent in the year bills (its completed to date less that of the project's previous
 * one sent, retainage included; a retainage release bills none), as (project_id, invoice_date, amount), in date
 * order. Drafts are not billed yet and voids never, and neither is the base of the next one (a draft's work is
 * billed by the first application sent after it: domain billedItems); the previous one may be of an earlier year.
 */
function yearBilledSql(year: number) {
  const { from, to } = yearBounds(year);
  return billedBetweenSql(from, to);
}

/** yearBilledSql over from <= invoice date < to. */
function billedBetweenSql(from: string, to: string) {
  return sql`SELECT b.project_id, b.invoice_date, b.amount FROM (
      SELECT i.project_id, i.invoice_date,
        i.completed_to_date - coalesce(lag(i.completed_to_date) OVER (PARTITION BY i.project_id ORDER BY i.invoice_date, i.id), 0) AS amount
      FROM invoices i WHERE i.status NOT IN ('void', 'draft') AND i.project_id IN (
        SELECT project_id FROM invoices WHERE invoice_date >= ${from}::date AND invoice_date < ${to}::date)) b
    WHERE b.invoice_date >= ${from}::date AND b.invoice_date < ${to}::date`;
}

/**
 * Billed revenue per month of invoice date, one statement. Each project billed in the year is counted once, in the
 * month of its first invoice of the year, so the month counts add up to the year's.
 */
export async function yearBilledRevenue(db: Db, year: number): Promise<MonthRevenue[]> {
  const grouped = await rows<{ month: number; revenue: string; projects: number; completed: number; active: number }>(
    db.execute(sql`WITH billed AS (${yearBilledSql(year)}),
      rev AS (SELECT extract(month FROM invoice_date)::int AS month, sum(amount) AS revenue FROM billed GROUP BY 1),
      firsts AS (SELECT project_id, extract(month FROM min(invoice_date))::int AS month FROM billed GROUP BY 1),
      counts AS (SELECT f.month, count(*)::int AS projects, count(*) FILTER (WHERE p.status = 'completed')::int AS completed,
          count(*) FILTER (WHERE p.is_active)::int AS active
        FROM firsts f JOIN projects p ON p.id = f.project_id GROUP BY 1)
      SELECT month, coalesce(r.revenue, 0)::text AS revenue, coalesce(c.projects, 0) AS projects,
        coalesce(c.completed, 0) AS completed, coalesce(c.active, 0) AS active
      FROM rev r FULL JOIN counts c USING (month)`),
  );
  return grouped.map((g) => ({ ...g, revenue: centsFromDb(g.revenue) }));
}

/** The projects billed in the year with their contract value and every cost so far (job costing, as the other method). */
export async function yearBilledProjects(db: Db, year: number): Promise<YearProject[]> {
  const list = await rows<YearProjectRow>(
    db.execute(sql`SELECT ${yearProjectColumns}
      FROM projects p WHERE p.id IN (SELECT project_id FROM (${yearBilledSql(year)}) b) ORDER BY p.start_date, p.id`),
  );
  return list.map(yearProjectFromRow);
}

// ------------------------------------------------------------------------------------------------------- cash

/** Payments received in the year per month of their date, each paying project counted in its first month; one statement. */
export async function yearCashRevenue(db: Db, year: number): Promise<MonthRevenue[]> {
  const { from, to } = yearBounds(year);
  const grouped = await rows<{ month: number; revenue: string; projects: number; completed: number; active: number }>(
    db.execute(sql`WITH paid AS (SELECT project_id, date, amount FROM invoice_payments WHERE date >= ${from}::date AND date < ${to}::date),
      rev AS (SELECT extract(month FROM date)::int AS month, sum(amount) AS revenue FROM paid GROUP BY 1),
      firsts AS (SELECT project_id, extract(month FROM min(date))::int AS month FROM paid GROUP BY 1),
      counts AS (SELECT f.month, count(*)::int AS projects, count(*) FILTER (WHERE p.status = 'completed')::int AS completed,
          count(*) FILTER (WHERE p.is_active)::int AS active
        FROM firsts f JOIN projects p ON p.id = f.project_id GROUP BY 1)
      SELECT month, coalesce(r.revenue, 0)::text AS revenue, coalesce(c.projects, 0) AS projects,
        coalesce(c.completed, 0) AS completed, coalesce(c.active, 0) AS active
      FROM rev r FULL JOIN counts c USING (month)`),
  );
  return grouped.map((g) => ({ ...g, revenue: centsFromDb(g.revenue) }));
}

/** The projects paid in the year with their contract value and every cost so far. */
export async function yearCashProjects(db: Db, year: number): Promise<YearProject[]> {
  const { from, to } = yearBounds(year);
  const list = await rows<YearProjectRow>(
    db.execute(sql`SELECT ${yearProjectColumns} FROM projects p WHERE p.id IN (
        SELECT project_id FROM invoice_payments WHERE date >= ${from}::date AND date < ${to}::date) ORDER BY p.start_date, p.id`),
  );
  return list.map(yearProjectFromRow);
}

// ----------------------------------------------------------------------------------------------------- earned

export type EarnedSourceRow = {
  k: 'p' | 'c' | 'e' | 'o';
  projectId: number;
  d: string | null;
  a: string | null;
  s: string | null;
  n: number;
};

/** The ids (as id) of the projects whose earned to date can move from <= day < to (earnedSourcesSql). */
function earnedProjectsSql(from: string, to: string) {
  const finished = sql`CASE WHEN p.status = 'completed' THEN coalesce(p.actual_finish_date, p.end_date, p.start_date, '0001-01-01'::date) END`;
  return sql`SELECT project_id AS id FROM cost_month_totals WHERE month >= date_trunc('month', ${from}::date)::date AND month < ${to}::date
      UNION SELECT project_id FROM project_estimates WHERE effective_date >= ${from}::date AND effective_date < ${to}::date
      UNION SELECT project_id FROM change_orders WHERE status = 'approved' AND decided_at >= ${from}::date AND decided_at < ${to}::date
      UNION SELECT p.id FROM projects p WHERE ${finished} >= ${from}::date AND ${finished} < ${to}::date`;
}

/**
 * What a period's earned revenue (from <= day < to) needs of the projects whose earned to date can move in it (a
 * cost, an estimate, an approved change order or a finish dated in it; any other project's earned to date is the
 * same at both ends), in one statement of tagged rows: 'p' the project (budget, kept cost total, finish day, status),
 * 'c' its costs per month from the period's month on (cost_month_totals: the kept total less these is its cost
 * before that month), 'e' its dated estimates, 'o' its approved change orders with the day they were approved.
 */
export function earnedSourcesSql(from: string, to: string, projects: 'moving' | 'all' = 'moving') {
  // A period that starts or ends inside a month reads that month's costs from the detail rows, on their days.
  const partial = [...new Set([from, to].filter((d) => !d.endsWith('-01')).map((d) => `${d.slice(0, 7)}-01`))];
  const inPartial = (col: SQL) =>
    sql`(${sql.join(
      partial.map((m) => sql`(${col} >= ${m}::date AND ${col} < (${m}::date + interval '1 month'))`),
      sql` OR `,
    )})`;
  const finished = sql`CASE WHEN p.status = 'completed' THEN coalesce(p.actual_finish_date, p.end_date, p.start_date, '0001-01-01'::date) END`;
  // 'all': every project, for a balance as of a day (the month-end revenue adjustment of the ledger needs the earned
  // to date of the jobs that did not move too); their costs before `from` are still one item.
  const rel = projects === 'all' ? sql`SELECT id FROM projects` : earnedProjectsSql(from, to);
  return sql`WITH rel AS (${rel})
    SELECT 'p' AS k, p.id AS "projectId", (${finished})::text AS d, p.budget::text AS a,
      (p.expense_total + p.labor_total)::text || ' ' || p.status || ' ' || p.is_active::text AS s, 0 AS n
      FROM projects p JOIN rel ON rel.id = p.id
    UNION ALL SELECT 'c', c.project_id, c.month::text, sum(c.amount)::text, NULL, 0
      FROM cost_month_totals c JOIN rel ON rel.id = c.project_id WHERE c.month >= date_trunc('month', ${from}::date)::date
        ${
          partial.length
            ? sql`AND c.month NOT IN (${sql.join(
                partial.map((m) => sql`${m}::date`),
                sql`, `,
              )})`
            : sql``
        }
      GROUP BY c.project_id, c.month
    ${
      partial.length
        ? sql`UNION ALL SELECT 'c', x.project_id, x.date::text, sum(x.amount)::text, NULL, 0 FROM (
        SELECT e.project_id, e.date, e.amount FROM expenses e WHERE ${inPartial(sql`e.date`)}
        UNION ALL SELECT t.project_id, t.date, ${laborPaySql} FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id
          WHERE ${inPartial(sql`t.date`)}) x JOIN rel ON rel.id = x.project_id
      GROUP BY x.project_id, x.date`
        : sql``
    }
    UNION ALL SELECT 'e', e.project_id, e.effective_date::text, e.estimated_total_cost::text, NULL, e.id
      FROM project_estimates e JOIN rel ON rel.id = e.project_id WHERE e.effective_date < ${to}::date
    UNION ALL SELECT 'o', c.project_id, (c.decided_at::date)::text, c.amount::text, NULL, c.id
      FROM change_orders c JOIN rel ON rel.id = c.project_id WHERE c.status = 'approved' AND c.decided_at < ${to}::date`;
}

type EarnedJob = JobHistory & { id: number; keptCost: Cents; status: string; active: boolean; costsFromYear: Cents };

/** The tagged rows as one JobHistory per project (costs before the year as one item: kept total − those from the year). */
export function earnedJobs(list: EarnedSourceRow[]): EarnedJob[] {
  const jobs = new Map<
    number,
    EarnedJob & {
      costs: { date: string; amount: Cents }[];
      estimates: { date: string; amount: Cents | null; n: number }[];
      changeOrders: { date: string; amount: Cents }[];
    }
  >();
  for (const r of list.filter((x) => x.k === 'p')) {
    const [kept, status, active] = (r.s ?? '0 x false').split(' ');
    jobs.set(r.projectId, {
      id: r.projectId,
      budget: centsFromDb(r.a),
      keptCost: centsFromDb(kept),
      status,
      active: active === 'true',
      costsFromYear: cents(0),
      finishedOn: r.d,
      changeOrders: [],
      costs: [],
      estimates: [],
      invoices: [],
      payments: [],
    });
  }
  for (const r of list) {
    const job = jobs.get(r.projectId);
    if (!job || r.k === 'p' || r.d === null) continue;
    if (r.k === 'c') {
      job.costs.push({ date: r.d, amount: centsFromDb(r.a) });
      job.costsFromYear = cents(job.costsFromYear + centsFromDb(r.a));
    } else if (r.k === 'e') job.estimates.push({ date: r.d, amount: r.a === null ? null : centsFromDb(r.a), n: r.n });
    else job.changeOrders.push({ date: r.d, amount: centsFromDb(r.a) });
  }
  return [...jobs.values()].map((j) => ({
    ...j,
    costs: [{ date: '0001-01-01', amount: cents(j.keptCost - j.costsFromYear) }, ...j.costs],
    estimates: [...j.estimates].sort((a, b) => a.date.localeCompare(b.date) || a.n - b.n),
  }));
}

/**
 * Earned revenue per month (percentage of completion, domain jobEarnedByMonth) and the projects that earned any in
 * the year: one statement of sources and one of the candidates' Project Analysis rows, the formula per project in TS.
 */
export async function yearEarned(db: Db, year: number): Promise<{ revenue: MonthRevenue[]; projects: YearProject[] }> {
  const { from, to } = yearBounds(year);
  // The Project Analysis rows of the candidates are read alongside; those that earned nothing are dropped after.
  const [sources, candidates] = await Promise.all([
    rows<EarnedSourceRow>(db.execute(earnedSourcesSql(from, to))),
    rows<YearProjectRow>(
      db.execute(sql`WITH rel AS (${earnedProjectsSql(from, to)})
        SELECT ${yearProjectColumns} FROM projects p JOIN rel ON rel.id = p.id ORDER BY p.start_date, p.id`),
    ),
  ]);
  const jobs = earnedJobs(sources);
  const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, revenue: 0, projects: 0, completed: 0, active: 0 }));
  const earning = new Set<number>();
  for (const job of jobs) {
    const byMonth = jobEarnedByMonth(job, year);
    byMonth.forEach((v, i) => {
      months[i].revenue += v;
    });
    const first = byMonth.findIndex((v) => v !== 0);
    if (first < 0) continue;
    earning.add(job.id);
    months[first].projects += 1;
    if (job.status === 'completed') months[first].completed += 1;
    if (job.active) months[first].active += 1;
  }
  return {
    revenue: months.filter((m) => m.revenue !== 0 || m.projects !== 0).map((m) => ({ ...m, revenue: cents(m.revenue) })),
    projects: candidates.filter((p) => earning.has(p.id)).map(yearProjectFromRow),
  };
}

// ------------------------------------------------------------------------------------------------ any period

/**
 * Revenue of a period on a basis (Reports' ranges): from and to both included. Earned: what the projects recognised
 * to date at its end less the day before it; billed: the work on the
 * applications sent in it; cash: the payments received in it. With how many projects it came from.
 */
export async function revenueBetween(
  db: Db,
  basis: RevenueMethod,
  from: string,
  to: string,
): Promise<{ revenue: Cents; projects: number }> {
  const next = addDays(to, 1);
  if (basis === 'earned') {
    const jobs = earnedJobs(await rows<EarnedSourceRow>(db.execute(earnedSourcesSql(from, next))));
    const each = jobs.map((j) => jobRevenueBetween('earned', j, from, to));
    return { revenue: cents(each.reduce<number>((s, v) => s + v, 0)), projects: each.filter((v) => v !== 0).length };
  }
  const [r] = await rows<{ revenue: string | null; n: number }>(
    db.execute(
      basis === 'billed'
        ? sql`SELECT sum(amount)::text AS revenue, count(DISTINCT project_id)::int AS n FROM (${billedBetweenSql(from, next)}) b`
        : sql`SELECT sum(amount)::text AS revenue, count(DISTINCT project_id)::int AS n FROM invoice_payments
            WHERE date >= ${from}::date AND date < ${next}::date`,
    ),
  );
  return { revenue: centsFromDb(r?.revenue ?? null), projects: r?.n ?? 0 };
}
