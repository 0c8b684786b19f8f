import { sql } from 'drizzle-orm';
import { monthEndsBetween, previousMonthEnd } from '../../../domain/billing/month-ends';
import type { WipReport, WipSnapshotList } from '../../../domain/billing/report-schemas';
import { todayIso } from '../../../domain/dates';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { notFound } from '../../http/errors';
import { buildWip, wipSources } from './wip';

// WIP month-end snapshots: the last month end's kept on the first WIP request of a month, earlier ones filled in.
// Each is the WIP as of its month end (wipSources: the records dated by then, the estimate in force then).

type StoredRow = Partial<WipReport['rows'][number]> &
  Omit<
    WipReport['rows'][number],
    'estimateStatus' | 'completed' | 'inTotals' | 'note' | 'lossProvision' | 'overUnderWithProvision' | 'grossProfitToDate'
  >;

/**
 * A snapshot kept before issue 37 has no estimate status, loss provision or gross profit to date: it is shown as it
 * was computed then (its totals unchanged), the missing fields from what it has (no provision was made then).
 */
function upgradeStored(report: WipReport): WipReport {
  const upRow = <R extends Partial<WipReport['rows'][number]>>(r: R) => ({
    ...r,
    lossProvision: r.lossProvision ?? 0,
    overUnderWithProvision: r.overUnderWithProvision ?? r.overUnderBilling ?? 0,
    grossProfitToDate: r.grossProfitToDate ?? Math.round(((r.earnedRevenue ?? 0) - (r.costToDate ?? 0)) * 100) / 100,
  });
  return {
    ...report,
    leftOutOfTotals: report.leftOutOfTotals ?? 0,
    rows: report.rows.map((r: StoredRow) => ({
      ...upRow(r),
      estimateStatus: r.estimateStatus ?? (r.estimateMissing ? 'missing' : 'usable'),
      completed: r.completed ?? false,
      inTotals: r.inTotals ?? true,
      note: r.note ?? null,
    })),
    totals: upRow(report.totals),
  };
}

/** How many month ends a fill-in goes back at most (five years). */
export const MAX_BACKFILL_MONTHS = 60;

async function keep(db: Db, monthEnd: string, backfilled: boolean): Promise<boolean> {
  const report = buildWip(await wipSources(db, monthEnd), monthEnd, monthEnd, null, backfilled);
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
  return { ...upgradeStored(s.report), takenAt: s.takenAt, backfilled: s.backfilled };
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
