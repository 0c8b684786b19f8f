import { sql } from 'drizzle-orm';
import { todayIso } from '../../../domain/dates';
import { centsToDecimalString, dollarsToCents } from '../../../domain/money';
import { paidWeekConflictMessage, type RateEntry, type RatePreview } from '../../../domain/pay-rates';
import { weekEnd } from '../../../domain/payroll';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';
import { assertPeriodOpen } from '../closing/service';

/**
 * Dated pay rates (issue 37 scope 2, migration 0037): an employee's rate history, what a change would reprice, and
 * the change itself. The history's trigger rewrites the kept rates of the affected work records, whose own triggers
 * keep every total; the employee row keeps the rates in force today.
 */

const rate = (dollars: number | null) => (dollars === null ? null : centsToDecimalString(dollarsToCents(dollars)));

/** The rates a change saves from `effectiveFrom`; an omitted hourly rate keeps the one in force that day. */
export type RateChange = { effectiveFrom: string; dailyRate: number; hourlyRate?: number | undefined };

/** The history of an employee, newest first; 404 for an unknown employee. */
export async function rateHistory(db: Db, employeeId: number): Promise<RateEntry[]> {
  const list = await rows<RateEntry & { known: boolean }>(
    db.execute(sql`SELECT r.effective_from::text AS "effectiveFrom", r.daily_rate::float8 AS "dailyRate",
        r.hourly_rate::float8 AS "hourlyRate", true AS known
      FROM employees e LEFT JOIN employee_rates r ON r.employee_id = e.id
      WHERE e.id = ${employeeId} ORDER BY r.effective_from DESC NULLS LAST`),
  );
  if (list.length === 0) throw notFound('Employee');
  return list.filter((r) => r.effectiveFrom !== null).map(({ known: _known, ...r }) => r);
}

/** The rates in force on `day` for the employee (employee_rate_on, the history's rule). */
async function ratesOn(db: Db, employeeId: number, day: string): Promise<{ dailyRate: number | null; hourlyRate: number | null }> {
  const [r] = await rows<{ dailyRate: number | null; hourlyRate: number | null }>(
    db.execute(
      sql`SELECT daily_rate::float8 AS "dailyRate", hourly_rate::float8 AS "hourlyRate" FROM employee_rate_on(${employeeId}, ${day}::date)`,
    ),
  );
  return r ?? { dailyRate: null, hourlyRate: null };
}

/** The full rates of a change: the hourly rate in force on its day when the change leaves it out. */
async function resolvedChange(db: Db, employeeId: number, change: RateChange) {
  const inForce = await ratesOn(db, employeeId, change.effectiveFrom);
  return { inForce, dailyRate: change.dailyRate, hourlyRate: change.hourlyRate ?? inForce.hourlyRate };
}

type PreviewRow = { workRecords: number; before: number; after: number; until: string | null; paidWeek: string | null };

/**
 * What saving `change` would reprice, in one statement: the employee's work records whose rate (hourly for hour
 * entries, custom pay or daily otherwise) differs under the history with the change, their labor pay before and after,
 * the next entry's date, and the first of their payroll weeks already paid (a payroll payment for that week).
 */
export async function previewRateChange(db: Db, employeeId: number, change: RateChange): Promise<RatePreview> {
  const exists = await rows(db.execute(sql`SELECT 1 FROM employees WHERE id = ${employeeId}`));
  if (exists.length === 0) throw notFound('Employee');
  const next = await resolvedChange(db, employeeId, change);
  const e = change.effectiveFrom;
  const [row] = await rows<PreviewRow>(
    db.execute(sql`
      WITH h AS (
        SELECT effective_from, daily_rate, hourly_rate FROM employee_rates WHERE employee_id = ${employeeId} AND effective_from <> ${e}::date
        UNION ALL SELECT ${e}::date, ${rate(next.dailyRate)}::numeric, ${rate(next.hourlyRate)}::numeric
      ),
      w AS (
        SELECT t.date,
          labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, t.daily_rate, t.hourly_rate) AS before,
          labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, r.daily_rate, r.hourly_rate) AS after,
          CASE WHEN t.entry_type = 'hours' THEN t.hourly_rate IS DISTINCT FROM r.hourly_rate
               ELSE coalesce(t.custom_pay, t.daily_rate) IS DISTINCT FROM coalesce(t.custom_pay, r.daily_rate) END AS changed
        FROM time_entries t CROSS JOIN LATERAL (
          SELECT h.daily_rate, h.hourly_rate FROM h
          ORDER BY (h.effective_from <= t.date) DESC, CASE WHEN h.effective_from <= t.date THEN h.effective_from END DESC, h.effective_from
          LIMIT 1) r
        WHERE t.employee_id = ${employeeId}
      )
      SELECT (count(*) FILTER (WHERE changed))::int AS "workRecords",
        coalesce(sum(before) FILTER (WHERE changed), 0)::float8 AS before,
        coalesce(sum(after) FILTER (WHERE changed), 0)::float8 AS after,
        (SELECT min(effective_from)::text FROM h WHERE effective_from > ${e}::date) AS until,
        (SELECT min(payroll_week_start(w2.date))::text FROM w w2
          WHERE w2.changed AND EXISTS (SELECT 1 FROM payments pm WHERE pm.employee_id = ${employeeId}
            AND pm.payment_type = 'payroll' AND pm.week_start_date = payroll_week_start(w2.date))) AS "paidWeek"
      FROM w`),
  );
  return {
    effectiveFrom: e,
    until: row.until,
    workRecords: row.workRecords,
    laborPayBefore: row.before,
    laborPayAfter: row.after,
    paidWeek: row.paidWeek ? { start: row.paidWeek, end: weekEnd(row.paidWeek) } : null,
  };
}

/**
 * Saves a rate change inside the caller's transaction, before the employee's other fields (404 when missing): refused with 409 (nothing
 * written) when it would reprice a paid payroll week (retro pay is out of scope, docs/decisions/). Nothing happens
 * when the rates equal those in force on the day. Locks in the order the work-record triggers take them (the
 * employee's work records, then the employee), so a work record written meanwhile is either seen or waits.
 * A change effective in a closed period is refused the same way (409 naming the period): it would reprice closed work.
 */
export async function saveRateChange(tx: Db, employeeId: number, change: RateChange): Promise<void> {
  await tx.execute(sql`SELECT id FROM time_entries WHERE employee_id = ${employeeId} ORDER BY id FOR UPDATE`);
  const found = await rows(tx.execute(sql`SELECT id FROM employees WHERE id = ${employeeId} FOR UPDATE`));
  if (found.length === 0) throw notFound('Employee');
  const next = await resolvedChange(tx, employeeId, change);
  // No rate and a rate of 0 price alike (labor_pay, labor_rate_missing): saving the form again changes nothing.
  if ((next.inForce.dailyRate ?? 0) === (next.dailyRate ?? 0) && (next.inForce.hourlyRate ?? 0) === (next.hourlyRate ?? 0)) return;
  await assertPeriodOpen(tx, change.effectiveFrom, 'rate change');
  const preview = await previewRateChange(tx, employeeId, change);
  if (preview.paidWeek) throw new AppError('conflict', paidWeekConflictMessage(preview.paidWeek, change.effectiveFrom));
  // The repriced work records' audit entries say why they changed (domain/audit.ts describeAudit).
  const [{ context }] = await rows<{ context: string }>(
    tx.execute(sql`SELECT coalesce(current_setting('plumbline.audit_context', true), '') AS context`),
  );
  await tx.execute(sql`SELECT set_config('plumbline.audit_context', 'rate_change', true)`);
  await tx.execute(sql`INSERT INTO employee_rates AS h (employee_id, effective_from, daily_rate, hourly_rate)
    VALUES (${employeeId}, ${change.effectiveFrom}::date, ${rate(next.dailyRate)}::numeric, ${rate(next.hourlyRate)}::numeric)
    ON CONFLICT (employee_id, effective_from) DO UPDATE SET daily_rate = excluded.daily_rate, hourly_rate = excluded.hourly_rate`);
  await tx.execute(sql`SELECT set_config('plumbline.audit_context', ${context}, true)`);
  await syncTodayRates(tx, employeeId);
}

/** The employee row's rates := those in force today (the spec's callers read the row). */
export async function syncTodayRates(tx: Db, employeeId: number): Promise<void> {
  await tx.execute(sql`UPDATE employees e SET daily_rate = r.daily_rate, hourly_rate = r.hourly_rate
    FROM employee_rate_on(${employeeId}, ${todayIso()}::date) r
    WHERE e.id = ${employeeId} AND (e.daily_rate IS DISTINCT FROM r.daily_rate OR e.hourly_rate IS DISTINCT FROM r.hourly_rate)`);
}

/** A new employee's first entry: its rates from `effectiveFrom` (and for any work recorded before it). */
export async function saveFirstRates(tx: Db, employeeId: number, change: RateChange): Promise<void> {
  await tx.execute(sql`INSERT INTO employee_rates (employee_id, effective_from, daily_rate, hourly_rate)
    SELECT id, ${change.effectiveFrom}::date, daily_rate, hourly_rate FROM employees WHERE id = ${employeeId}`);
}

/** Marks the transaction's employee writes as keeping the history themselves (the employees trigger of 0037 stands by). */
export async function writingRateHistory(tx: Db, on: boolean): Promise<void> {
  await tx.execute(sql`SELECT set_config('plumbline.rate_history', ${on ? 'on' : ''}, true)`);
}
