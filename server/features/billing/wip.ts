import { sql } from 'drizzle-orm';
import { bpToPercent } from '../../../domain/billing/arithmetic';
import { inWipTotals, type WipRow, wipNote, wipRow, wipTotals } from '../../../domain/billing/percentage-of-completion';
import type { WipReport, WipRowAnswer } from '../../../domain/billing/report-schemas';
import { todayIso } from '../../../domain/dates';
import { centsFromDb } from '../../../domain/money';
import type { Db } from '../../db/client';
import { laborPaySql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';
import { dollars } from './billing-project';

// The WIP report (percentage of completion, domain/billing/percentage-of-completion.ts) as of a day; its month-end
// snapshots are in wip-snapshots.ts and read the same sources (wipSources) at the month end.

export type WipSource = {
  id: number;
  name: string;
  contract: string;
  est: string | null;
  cost: string;
  billed: string;
  completed: boolean;
};

const money = (c: WipRow['costToDate'] | null) => (c === null ? null : dollars(c));

const wipAnswer = (r: WipRow): WipRowAnswer => ({
  contractValue: dollars(r.contractValue),
  estimatedTotalCost: money(r.estimatedTotalCost),
  costToDate: dollars(r.costToDate),
  percentComplete: r.percentCompleteBp === null ? null : bpToPercent(r.percentCompleteBp),
  earnedRevenue: dollars(r.earnedRevenue),
  billedToDate: dollars(r.billedToDate),
  overUnderBilling: dollars(r.overUnderBilling),
  lossProvision: dollars(r.lossProvision),
  overUnderWithProvision: dollars(r.overUnderWithProvision),
  grossProfitToDate: dollars(r.grossProfitToDate),
  estimatedGrossProfit: money(r.estimatedGrossProfit),
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
      estimatedTotalCost: s.est === null ? null : centsFromDb(s.est),
      costToDate: centsFromDb(s.cost),
      billedToDate: centsFromDb(s.billed),
      completed: s.completed,
    }),
  }));
  const rowsOut = computed.map(({ s, row }) => ({
    projectId: s.id,
    projectName: s.name,
    estimateMissing: row.estimateStatus === 'missing' && !row.completed,
    estimateStatus: row.estimateStatus,
    completed: row.completed,
    inTotals: inWipTotals(row),
    note: wipNote(row),
    ...wipAnswer(row),
  }));
  return {
    asOf,
    monthEnd,
    takenAt,
    backfilled,
    rows: rowsOut,
    totals: wipAnswer(wipTotals(computed.map((c) => c.row))),
    leftOutOfTotals: rowsOut.filter((r) => !r.inTotals).length,
  };
}

/**
 * Every project's WIP sources as of a day, one statement: the contract value (budget + change orders approved by
 * then), the estimated total cost in force then (project_estimates), the cost to date (the trigger-kept totals less
 * the costs dated after the day: few for today, read by the (project_id, date) indexes), billed to date (completed
 * to date of the latest pay application sent by then: drafts and voids never), and whether it was finished by then.
 * The projects listed are those active now or finished after the day that had started by then or had a cost or a
 * billing. What has no date is taken as it is now: the budget, whether an invoice was voided (docs/decisions/).
 */
export async function wipSources(db: Db, asOf: string): Promise<WipSource[]> {
  return rows<WipSource>(
    db.execute(sql`SELECT id, name, contract, est, cost, billed, completed FROM (SELECT p.id, p.name, p.start_date,
        (p.budget + coalesce((SELECT sum(c.amount) FROM change_orders c WHERE c.project_id = p.id AND c.status = 'approved'
          AND c.decided_at < (${asOf}::date + 1)), 0))::text AS contract,
        (SELECT e.estimated_total_cost FROM project_estimates e WHERE e.project_id = p.id AND e.effective_date <= ${asOf}::date
          ORDER BY e.effective_date DESC, e.id DESC LIMIT 1)::text AS est,
        (p.expense_total + p.labor_total
          - coalesce((SELECT sum(x.amount) FROM expenses x WHERE x.project_id = p.id AND x.date > ${asOf}::date), 0)
          - coalesce((SELECT sum(${laborPaySql}) FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id
              WHERE t.project_id = p.id AND t.date > ${asOf}::date), 0))::text AS cost,
        coalesce((SELECT i.completed_to_date FROM invoices i WHERE i.project_id = p.id AND i.status NOT IN ('void', 'draft')
          AND i.invoice_date <= ${asOf}::date ORDER BY i.invoice_date DESC, i.id DESC LIMIT 1), 0)::text AS billed,
        (p.status = 'completed' AND coalesce(p.actual_finish_date, p.end_date, p.start_date, ${asOf}::date) <= ${asOf}::date) AS completed
      FROM projects p
      WHERE p.is_active OR p.actual_finish_date > ${asOf}::date) x
      WHERE x.start_date <= ${asOf}::date OR x.cost::numeric <> 0 OR x.billed::numeric <> 0
      ORDER BY x.name, x.id`),
  );
}

/** The WIP report as of a day (default today): cost and billings dated on or before it only. */
export async function wipReport(db: Db, asOf: string = todayIso()): Promise<WipReport> {
  return buildWip(await wipSources(db, asOf), asOf, null, null);
}
