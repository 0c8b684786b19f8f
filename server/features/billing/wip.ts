import { sql } from 'drizzle-orm';
import { bpToPercent, type WipRow, wipRow, wipTotals } from '../../../domain/billing/arithmetic';
import type { WipReport, WipRowAnswer } from '../../../domain/billing/schemas';
import { addDays, todayIso } from '../../../domain/dates';
import { centsFromDb } from '../../../domain/money';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { notFound } from '../../http/errors';
import { dollars } from './billing-project';

/** The WIP report (percentage of completion) and its month-end snapshots. */
type WipSource = { id: number; name: string; contract: string; est: string | null; cost: string; billed: string };

const wipAnswer = (r: WipRow): WipRowAnswer => ({
  contractValue: dollars(r.contractValue),
  estimatedTotalCost: dollars(r.estimatedTotalCost),
  costToDate: dollars(r.costToDate),
  percentComplete: bpToPercent(r.percentCompleteBp),
  earnedRevenue: dollars(r.earnedRevenue),
  billedToDate: dollars(r.billedToDate),
  overUnderBilling: dollars(r.overUnderBilling),
  estimatedGrossProfit: dollars(r.estimatedGrossProfit),
  estimatedMargin: r.estimatedMarginBp === null ? null : bpToPercent(r.estimatedMarginBp),
  backlog: dollars(r.backlog),
});

function buildWip(sources: WipSource[], asOf: string, monthEnd: string | null, takenAt: string | null): WipReport {
  const computed = sources.map((s) => ({
    s,
    row: wipRow({
      contractValue: centsFromDb(s.contract),
      estimatedTotalCost: centsFromDb(s.est),
      costToDate: centsFromDb(s.cost),
      billedToDate: centsFromDb(s.billed),
    }),
  }));
  return {
    asOf,
    monthEnd,
    takenAt,
    rows: computed.map(({ s, row }) => ({ projectId: s.id, projectName: s.name, estimateMissing: s.est === null, ...wipAnswer(row) })),
    totals: wipAnswer(wipTotals(computed.map((c) => c.row))),
  };
}

/**
 * The live WIP report: every active project with its contract value (budget + approved change orders), estimated
 * total cost, cost to date (the trigger-kept expense and labor totals), billed to date (completed to date of its
 * latest invoice that is not void, retainage included), and the percentage-of-completion figures; one statement.
 */
export async function wipReport(db: Db): Promise<WipReport> {
  const sources = await rows<WipSource>(
    db.execute(sql`SELECT p.id, p.name, (p.budget + p.change_order_total)::text AS contract, b.estimated_total_cost::text AS est,
        (p.expense_total + p.labor_total)::text AS cost, coalesce(li.completed_to_date, 0)::text AS billed
      FROM projects p
      LEFT JOIN project_billing b ON b.project_id = p.id
      LEFT JOIN LATERAL (SELECT i.completed_to_date FROM invoices i WHERE i.project_id = p.id AND i.status <> 'void' ORDER BY i.id DESC LIMIT 1) li ON true
      WHERE p.is_active ORDER BY p.name, p.id`),
  );
  return buildWip(sources, todayIso(), null, null);
}

/** The last day of the month before the one `day` is in. */
export function previousMonthEnd(day: string): string {
  return addDays(`${day.slice(0, 7)}-01`, -1);
}

/**
 * The WIP as it stood at a month's end, from dated records: change orders approved by then, costs of the months up
 * to it (cost_month_totals), and each project's latest invoice dated by then. Projects active now are listed.
 */
async function wipAsOf(db: Db, monthEnd: string): Promise<WipSource[]> {
  const month = `${monthEnd.slice(0, 7)}-01`;
  return rows<WipSource>(
    db.execute(sql`SELECT p.id, p.name,
        (p.budget + coalesce((SELECT sum(c.amount) FROM change_orders c WHERE c.project_id = p.id AND c.status = 'approved'
          AND c.decided_at < (${monthEnd}::date + 1)), 0))::text AS contract,
        b.estimated_total_cost::text AS est,
        coalesce((SELECT sum(t.amount) FROM cost_month_totals t WHERE t.project_id = p.id AND t.month <= ${month}::date), 0)::text AS cost,
        coalesce((SELECT i.completed_to_date FROM invoices i WHERE i.project_id = p.id AND i.status <> 'void' AND i.invoice_date <= ${monthEnd}::date
          ORDER BY i.id DESC LIMIT 1), 0)::text AS billed
      FROM projects p LEFT JOIN project_billing b ON b.project_id = p.id
      WHERE p.is_active ORDER BY p.name, p.id`),
  );
}

/** Keeps the snapshot of the last month end when it is not kept yet (taken once; later edits never change it). */
export async function keepMonthEndSnapshot(db: Db, today: string = todayIso()): Promise<void> {
  const monthEnd = previousMonthEnd(today);
  const [have] = await rows<{ n: number }>(db.execute(sql`SELECT count(*)::int AS n FROM wip_snapshots WHERE month_end = ${monthEnd}`));
  if (have.n > 0) return;
  const report = buildWip(await wipAsOf(db, monthEnd), monthEnd, monthEnd, null);
  await db.execute(sql`INSERT INTO wip_snapshots (month_end, report) VALUES (${monthEnd}, ${JSON.stringify(report)}::jsonb)
    ON CONFLICT (month_end) DO NOTHING`);
}

/** A kept month-end snapshot, or 404. */
export async function wipSnapshot(db: Db, monthEnd: string): Promise<WipReport> {
  const [s] = await rows<{ report: WipReport; takenAt: string }>(
    db.execute(sql`SELECT report, ${isoTimestamp(sql`taken_at`)} AS "takenAt" FROM wip_snapshots WHERE month_end = ${monthEnd}`),
  );
  if (!s) throw notFound('WIP snapshot');
  return { ...s.report, takenAt: s.takenAt };
}

export async function listWipSnapshots(db: Db): Promise<{ monthEnd: string; takenAt: string }[]> {
  return rows(
    db.execute(
      sql`SELECT month_end::text AS "monthEnd", ${isoTimestamp(sql`taken_at`)} AS "takenAt" FROM wip_snapshots ORDER BY month_end DESC`,
    ),
  );
}
