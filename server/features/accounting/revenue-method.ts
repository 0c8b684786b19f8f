import { sql } from 'drizzle-orm';
import type { MonthRevenue, YearProject } from '../../../domain/accounting-overview';
import { DEFAULT_REVENUE_METHOD, REVENUE_METHODS, type RevenueMethod } from '../../../domain/accounting-revenue';
import { centsFromDb } from '../../../domain/money';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { type YearProjectRow, yearBounds, yearProjectColumns, yearProjectFromRow } from './year-sql';

const KEY = 'accounting.revenueMethod';

/** The owner's revenue recognition method (configurations), the spec's project-start rule until one is chosen. */
export async function getRevenueMethod(db: Db): Promise<RevenueMethod> {
  const [row] = await rows<{ value: string | null }>(db.execute(sql`SELECT value FROM configurations WHERE key = ${KEY}`));
  const value = row?.value;
  return REVENUE_METHODS.find((m) => m === value) ?? DEFAULT_REVENUE_METHOD;
}

/** Saves the method; the cached overviews drop with the configurations change. */
export async function setRevenueMethod(db: Db, method: RevenueMethod): Promise<{ method: RevenueMethod }> {
  await db.execute(sql`INSERT INTO configurations (key, value, description)
    VALUES (${KEY}, ${method}, 'How the accounting overview recognises revenue')
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
  return { method: await getRevenueMethod(db) };
}

/**
 * The work each invoice sent in the year bills (its completed to date less that of the project's previous invoice
 * that is not void, retainage included; a retainage release bills none), as (project_id, invoice_date, amount).
 * Drafts are not billed yet and void invoices never; the previous invoice may be a draft or of an earlier year.
 */
function yearBilledSql(year: number) {
  const { from, to } = yearBounds(year);
  return sql`SELECT b.project_id, b.invoice_date, b.amount FROM (
      SELECT i.project_id, i.invoice_date, i.status,
        i.completed_to_date - coalesce(lag(i.completed_to_date) OVER (PARTITION BY i.project_id ORDER BY i.id), 0) AS amount
      FROM invoices i WHERE i.status <> 'void' AND i.project_id IN (
        SELECT project_id FROM invoices WHERE invoice_date >= ${from}::date AND invoice_date < ${to}::date)) b
    WHERE b.status <> 'draft' AND b.invoice_date >= ${from}::date AND b.invoice_date < ${to}::date`;
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
