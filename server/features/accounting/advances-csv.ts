import { sql } from 'drizzle-orm';
import { toCsv } from '../../../domain/csv';
import { addCents, type Cents, centsFromDb, sumCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import type { YearCsv } from './exports';
import { yearBounds } from './year-sql';

/** Columns of advances-{year}.csv (docs/csv-exports.md). */
export const ADVANCE_COLUMNS = [
  'Date',
  'Description',
  'Amount',
  'Employee',
  'Movement',
  'Advance Date',
  'Status',
  'Payment Method',
  'Recovered Week Start',
  'Project',
] as const;

type AdvanceCsvRow = {
  date: string;
  movement: 'given' | 'recovered';
  amount: string;
  employee: string;
  advanceDate: string;
  status: string;
  paymentMethod: string;
  weekStart: string | null;
  project: string | null;
  reason: string | null;
};

/**
 * advances-{year}.csv (issue 37): every advance given in the year (dated its advance date; cash out, a prepayment of
 * wages, never a project cost) and every advance recovered from a payroll in the year (dated the day that payroll
 * payment's money left: the advance is taken off that net pay). Cancelled advances are left out. Amounts are
 * positive; Movement says which. So wages reconcile with cash: payroll payments = labor pay − advances recovered.
 */
export async function advancesCsv(db: Db, year: number): Promise<YearCsv & { given: Cents; recovered: Cents }> {
  const { from, to } = yearBounds(year);
  const list = await rows<AdvanceCsvRow>(
    db.execute(sql`
      SELECT * FROM (
        SELECT a.id, 0 AS part, a.advance_date::text AS date, 'given' AS movement, a.amount::text AS amount, em.name AS employee,
          a.advance_date::text AS "advanceDate", a.status, a.payment_method AS "paymentMethod", a.week_start_date::text AS "weekStart",
          p.name AS project, a.reason
        FROM payroll_advances a JOIN employees em ON em.id = a.employee_id LEFT JOIN projects p ON p.id = a.project_id
        WHERE a.status <> 'cancelled' AND a.advance_date >= ${from}::date AND a.advance_date < ${to}::date
        UNION ALL
        SELECT a.id, 1, pm.payment_date::text, 'recovered', a.amount::text, em.name, a.advance_date::text, a.status, a.payment_method,
          a.week_start_date::text, p.name, a.reason
        FROM payroll_advances a JOIN employees em ON em.id = a.employee_id LEFT JOIN projects p ON p.id = a.project_id
        JOIN payments pm ON pm.employee_id = a.employee_id AND pm.week_start_date = a.week_start_date AND pm.payment_type = 'payroll'
        WHERE a.status = 'deducted' AND pm.payment_date >= ${from}::date AND pm.payment_date < ${to}::date
      ) x ORDER BY x.date, x.part, x.id`),
  );
  const description = (x: AdvanceCsvRow) =>
    x.movement === 'given'
      ? `Advance to ${x.employee}${x.reason ? `: ${x.reason}` : ''}`
      : `Advance of ${x.advanceDate} recovered from ${x.employee}'s payroll, week of ${x.weekStart}`;
  const text = toCsv(
    ADVANCE_COLUMNS,
    list.map((x) => [
      x.date,
      description(x),
      x.amount,
      x.employee,
      x.movement,
      x.advanceDate,
      x.status,
      x.paymentMethod,
      x.weekStart,
      x.project,
    ]),
  );
  const total = (m: AdvanceCsvRow['movement']) => sumCents(list.filter((x) => x.movement === m).map((x) => centsFromDb(x.amount)));
  const given = total('given');
  const recovered = total('recovered');
  return { fileName: `advances-${year}.csv`, text, rows: list.length, total: addCents(given, recovered), given, recovered };
}
