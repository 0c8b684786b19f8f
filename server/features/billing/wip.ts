import { sql } from 'drizzle-orm';
import { bpToPercent, type WipRow, wipRow, wipTotals } from '../../../domain/billing/arithmetic';
import type { WipReport, WipRowAnswer } from '../../../domain/billing/report-schemas';
import { todayIso } from '../../../domain/dates';
import { centsFromDb } from '../../../domain/money';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { dollars } from './billing-project';

// The live WIP report (percentage of completion); its month-end snapshots are in wip-snapshots.ts.

export type WipSource = { id: number; name: string; contract: string; est: string | null; cost: string; billed: string };

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

/** The WIP report of these projects as of a day (a month end for a snapshot). */
export function buildWip(
  sources: WipSource[],
  asOf: string,
  monthEnd: string | null,
  takenAt: string | null,
  backfilled = false,
): WipReport {
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
    backfilled,
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
