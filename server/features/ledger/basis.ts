import { sql } from 'drizzle-orm';
import type { RevenueMethod } from '../../../domain/accounting-revenue';
import { jobStateAt } from '../../../domain/accounting-revenue';
import { earnedToDate } from '../../../domain/billing/percentage-of-completion';
import { addDays } from '../../../domain/dates';
import { basisAdjustmentLines, entryNumber, type JournalLine } from '../../../domain/ledger/entries';
import { type Cents, cents, centsFromDb } from '../../../domain/money';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { type EarnedSourceRow, earnedJobs, earnedSourcesSql } from '../accounting/revenue-method';

type Dated = { projectId: number; date: string; amount: Cents };

/**
 * Each project's cum (revenue on the basis to date − billed to date, domain basisAdjustmentLines) at each of the
 * given days (sorted), read in three statements at most: the billed work of each sent application, the payments
 * received (cash) or the earned sources (earned), and the projects' names. The billed basis has none.
 */
export async function basisCumulative(
  db: Db,
  basis: RevenueMethod,
  days: readonly string[],
): Promise<{ cum: Map<string, Map<number, Cents>>; names: Map<number, string> }> {
  const cum = new Map<string, Map<number, Cents>>();
  const names = new Map<number, string>();
  if (basis === 'billed' || days.length === 0) return { cum, names };
  const last = days[days.length - 1];
  const billed = (
    await rows<{ projectId: number; date: string; amount: string }>(
      db.execute(sql`SELECT project_id AS "projectId", invoice_date::text AS date,
          (completed_to_date - coalesce(lag(completed_to_date) OVER (PARTITION BY project_id ORDER BY invoice_date, id), 0))::text AS amount
        FROM invoices WHERE status NOT IN ('void', 'draft') AND invoice_date <= ${last}::date`),
    )
  ).map((r): Dated => ({ ...r, amount: centsFromDb(r.amount) }));
  const sumTo = (list: Dated[], day: string) => {
    const out = new Map<number, number>();
    for (const r of list) if (r.date <= day) out.set(r.projectId, (out.get(r.projectId) ?? 0) + r.amount);
    return out;
  };
  let basisTo: (day: string) => Map<number, number>;
  if (basis === 'cash') {
    const paid = (
      await rows<{ projectId: number; date: string; amount: string }>(
        db.execute(sql`SELECT project_id AS "projectId", date::text AS date, amount::text AS amount FROM invoice_payments
          WHERE date <= ${last}::date`),
      )
    ).map((r): Dated => ({ ...r, amount: centsFromDb(r.amount) }));
    basisTo = (day) => sumTo(paid, day);
  } else {
    // Every project's costs per month after the first day only (the days are month ends): what came before it is one
    // item, its kept cost total less those (earnedJobs), so the statement reads the months in range, not all history.
    const jobs = earnedJobs(await rows<EarnedSourceRow>(db.execute(earnedSourcesSql(addDays(days[0], 1), addDays(last, 1), 'all'))));
    basisTo = (day) => new Map(jobs.map((j) => [j.id, earnedToDate(jobStateAt(j, day)).recognisedRevenue as number]));
  }
  const ids = new Set<number>();
  for (const day of days) {
    const b = sumTo(billed, day);
    const r = basisTo(day);
    const m = new Map<number, Cents>();
    for (const id of new Set([...b.keys(), ...r.keys()])) {
      const v = (r.get(id) ?? 0) - (b.get(id) ?? 0);
      if (v !== 0) {
        m.set(id, cents(v));
        ids.add(id);
      }
    }
    cum.set(day, m);
  }
  if (ids.size > 0) {
    const list = await rows<{ id: number; name: string }>(
      db.execute(sql`SELECT id, name FROM projects WHERE id = ANY(${`{${[...ids].join(',')}}`}::int[])`),
    );
    for (const p of list) names.set(p.id, p.name);
  }
  return { cum, names };
}

/**
 * The month-end adjustment entries (WIP-YYYY-MM) from cum at `start` (the month end before the first) to each of
 * `monthEnds` in turn: one entry per month end, a line pair per project whose cum moved.
 */
export function adjustmentLines(
  basis: RevenueMethod,
  start: string | null,
  monthEnds: readonly string[],
  data: { cum: Map<string, Map<number, Cents>>; names: Map<number, string> },
): JournalLine[] {
  if (basis === 'billed') return [];
  const out: JournalLine[] = [];
  let prev = start ? (data.cum.get(start) ?? new Map<number, Cents>()) : new Map<number, Cents>();
  for (const day of monthEnds) {
    const cur = data.cum.get(day) ?? new Map<number, Cents>();
    const entryNo = entryNumber('basis', day.slice(0, 7));
    const ids = [...new Set([...prev.keys(), ...cur.keys()])].sort((a, b) => a - b);
    for (const id of ids) {
      for (const l of basisAdjustmentLines(basis, prev.get(id) ?? cents(0), cur.get(id) ?? cents(0))) {
        out.push({
          entryNo,
          date: day,
          kind: 'basis',
          sourceId: null,
          account: l.account,
          amount: l.amount,
          projectId: id,
          project: data.names.get(id) ?? `Project ${id}`,
          name: null,
          memo: `Month-end revenue adjustment to the ${basis} basis`,
          link: null,
        });
      }
    }
    prev = cur;
  }
  return out;
}
