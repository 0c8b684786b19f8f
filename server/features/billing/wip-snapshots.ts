import { sql } from 'drizzle-orm';
import { monthEndsBetween, previousMonthEnd } from '../../../domain/billing/month-ends';
import type { WipReport, WipSnapshotList } from '../../../domain/billing/report-schemas';
import { todayIso } from '../../../domain/dates';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { notFound } from '../../http/errors';
import { buildWip, type WipSource } from './wip';

// WIP month-end snapshots: the last month end's kept on the first WIP request of a month, earlier ones filled in.

/** How many month ends a fill-in goes back at most (five years). */
export const MAX_BACKFILL_MONTHS = 60;

/**
 * The WIP as it stood at a month's end, from dated records: change orders approved by then, costs of the months up
 * to it (cost_month_totals), and each project's latest invoice (not void) dated by then. The projects listed are
 * those active now or finished after it (actual finish date) that had started by then or had a cost or an invoice. What has no date is taken
 * as it is now: the budget, the estimated total cost, whether an invoice was voided (docs/decisions.md).
 */
async function wipAsOf(db: Db, monthEnd: string): Promise<WipSource[]> {
  const month = `${monthEnd.slice(0, 7)}-01`;
  return rows<WipSource>(
    db.execute(sql`SELECT id, name, contract, est, cost, billed FROM (SELECT p.id, p.name, p.start_date,
        (p.budget + coalesce((SELECT sum(c.amount) FROM change_orders c WHERE c.project_id = p.id AND c.status = 'approved'
          AND c.decided_at < (${monthEnd}::date + 1)), 0))::text AS contract,
        b.estimated_total_cost::text AS est,
        coalesce((SELECT sum(t.amount) FROM cost_month_totals t WHERE t.project_id = p.id AND t.month <= ${month}::date), 0)::text AS cost,
        coalesce((SELECT i.completed_to_date FROM invoices i WHERE i.project_id = p.id AND i.status <> 'void' AND i.invoice_date <= ${monthEnd}::date
          ORDER BY i.id DESC LIMIT 1), 0)::text AS billed
      FROM projects p LEFT JOIN project_billing b ON b.project_id = p.id
      WHERE p.is_active OR p.actual_finish_date > ${monthEnd}::date) x
      WHERE x.start_date <= ${monthEnd}::date OR x.cost::numeric <> 0 OR x.billed::numeric <> 0
      ORDER BY x.name, x.id`),
  );
}

async function keep(db: Db, monthEnd: string, backfilled: boolean): Promise<boolean> {
  const report = buildWip(await wipAsOf(db, monthEnd), monthEnd, monthEnd, null, backfilled);
  const kept = await rows<{ id: number }>(
    db.execute(sql`INSERT INTO wip_snapshots (month_end, report, backfilled) VALUES (${monthEnd}, ${JSON.stringify(report)}::jsonb, ${backfilled})
      ON CONFLICT (month_end) DO NOTHING RETURNING id`),
  );
  return kept.length > 0;
}

/** Keeps the snapshot of the last month end when it is not kept yet (taken once; later edits never change it). */
export async function keepMonthEndSnapshot(db: Db, today: string = todayIso()): Promise<void> {
  const monthEnd = previousMonthEnd(today);
  const [have] = await rows<{ n: number }>(db.execute(sql`SELECT count(*)::int AS n FROM wip_snapshots WHERE month_end = ${monthEnd}`));
  if (have.n === 0) await keep(db, monthEnd, false);
}

/**
 * Fills in the snapshots of the earlier month ends that have none, from the month the first project started (at most
 * MAX_BACKFILL_MONTHS back) to the last month end, each computed from the records dated by its month end and marked
 * as filled in. Kept snapshots are never replaced. Answers how many were added.
 */
export async function backfillWipSnapshots(db: Db, today: string = todayIso()): Promise<{ added: number }> {
  const last = previousMonthEnd(today);
  const [first] = await rows<{ day: string | null }>(db.execute(sql`SELECT min(start_date)::text AS day FROM projects`));
  if (!first.day) return { added: 0 };
  const wanted = monthEndsBetween(first.day, last, MAX_BACKFILL_MONTHS);
  if (wanted.length === 0) return { added: 0 };
  const have = await rows<{ monthEnd: string }>(
    db.execute(sql`SELECT month_end::text AS "monthEnd" FROM wip_snapshots WHERE month_end >= ${wanted[0]}::date`),
  );
  const kept = new Set(have.map((h) => h.monthEnd));
  let added = 0;
  for (const monthEnd of wanted) if (!kept.has(monthEnd) && (await keep(db, monthEnd, true))) added += 1;
  return { added };
}

/** A kept month-end snapshot, or 404. */
export async function wipSnapshot(db: Db, monthEnd: string): Promise<WipReport> {
  const [s] = await rows<{ report: WipReport; takenAt: string; backfilled: boolean }>(
    db.execute(
      sql`SELECT report, ${isoTimestamp(sql`taken_at`)} AS "takenAt", backfilled FROM wip_snapshots WHERE month_end = ${monthEnd}`,
    ),
  );
  if (!s) throw notFound('WIP snapshot');
  return { ...s.report, takenAt: s.takenAt, backfilled: s.backfilled };
}

/** The kept month ends, newest first, each with when it was taken and whether it was filled in afterwards. */
export async function listWipSnapshots(db: Db): Promise<WipSnapshotList> {
  return rows(
    db.execute(
      sql`SELECT month_end::text AS "monthEnd", ${isoTimestamp(sql`taken_at`)} AS "takenAt", backfilled
        FROM wip_snapshots ORDER BY month_end DESC`,
    ),
  );
}
