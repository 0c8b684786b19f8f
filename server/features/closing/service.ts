import { type SQL, sql } from 'drizzle-orm';
import {
  type ClosePeriodInput,
  closedPeriodMessage,
  closeProblem,
  isClosed,
  type Periods,
  type ReopenPeriodInput,
  reopenProblem,
} from '../../../domain/closing';
import { todayIso } from '../../../domain/dates';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/errors';

/** The close date as SQL (a date, null when nothing is closed): the newest row of the history, one primary-key read. */
export const closedThroughSql = sql`(SELECT cp.through FROM closed_periods cp ORDER BY cp.id DESC LIMIT 1)`;

/**
 * SQL that is true when a record dated `date` (a date expression or value) lies in an open period: put it in the
 * WHERE of a one-statement write so the write happens only when the period is open, then call assertPeriodOpen
 * when nothing was written to say why.
 */
export function periodOpenSql(date: SQL | string): SQL {
  const day = typeof date === 'string' ? sql`${date}::date` : date;
  return sql`(${day} > coalesce(${closedThroughSql}, '-infinity'::date))`;
}

/** The books' close date (YYYY-MM-DD), or null when no period is closed. */
export async function closedThrough(db: Db): Promise<string | null> {
  const [row] = await rows<{ through: string | null }>(db.execute(sql`SELECT ${closedThroughSql}::text AS through`));
  return row?.through ?? null;
}

/**
 * Refuses (409, naming the closed period and the record) a create, change or delete of a record dated in a
 * closed period. `dates` are every date the write touches (a move: the old and the new date); null ones are
 * ignored. One indexed read; call it in the write's own transaction.
 */
export async function assertPeriodOpen(db: Db, date: string | null | readonly (string | null)[], what: string): Promise<void> {
  const dates = (Array.isArray(date) ? date : [date]).filter((d): d is string => typeof d === 'string');
  if (dates.length === 0) return;
  const through = await closedThrough(db);
  const closed = dates.find((d) => isClosed(through, d));
  if (through !== null && closed !== undefined) throw new AppError('conflict', closedPeriodMessage(through, what, closed));
}

/**
 * The same refusal for a change or delete of a stored row: reads, in one statement, the row's current date
 * (`table`.`dateColumn` of row `id`) with the close date, and refuses when either the stored date or the new one
 * (`newDate`, null for a delete) is closed. A missing row passes (the caller answers its own 404).
 */
export async function assertStoredRowOpen(
  db: Db,
  row: { table: string; dateColumn: string; id: number },
  newDate: string | null,
  what: string,
): Promise<void> {
  const [found] = await rows<{ stored: string | null; through: string | null }>(
    db.execute(sql`SELECT (SELECT t.${sql.identifier(row.dateColumn)} FROM ${sql.identifier(row.table)} t WHERE t.id = ${row.id})::text AS stored,
      ${closedThroughSql}::text AS through`),
  );
  const through = found?.through ?? null;
  if (through === null) return;
  for (const d of [found.stored, newDate])
    if (d !== null && isClosed(through, d)) throw new AppError('conflict', closedPeriodMessage(through, what, d));
}

/** The close date and every close and reopen, newest first. */
export async function getPeriods(db: Db): Promise<Periods> {
  const history = await rows<Periods['history'][number]>(
    db.execute(sql`SELECT id, action, through::text AS through, reason, actor_name AS "actorName",
      ${isoTimestamp(sql`at`)} AS at
      FROM closed_periods ORDER BY id DESC`),
  );
  return { closedThrough: history[0]?.through ?? null, history };
}

/** Writes one event; who did it comes from the transaction's audit settings (asActor). Serialised against other closes. */
async function record(tx: Db, action: 'close' | 'reopen', through: string | null, reason: string | null): Promise<void> {
  await tx.execute(sql`INSERT INTO closed_periods (action, through, reason, actor_id, actor_name)
    VALUES (${action}, ${through}::date, ${reason},
      nullif(current_setting('plumbline.actor_id', true), '')::integer,
      coalesce(nullif(current_setting('plumbline.actor_name', true), ''), 'System'))`);
}

/** Locks the history for one close or reopen (reads stay free) and answers the current close date. */
async function lockedThrough(tx: Db): Promise<string | null> {
  await tx.execute(sql`LOCK TABLE closed_periods IN SHARE ROW EXCLUSIVE MODE`);
  return closedThrough(tx);
}

/** Closes the books through a day: not in the future, never earlier than the current close date (409 otherwise). */
export async function closePeriod(db: Db, input: ClosePeriodInput, today: string = todayIso()): Promise<Periods> {
  return inTransaction(db, async (tx) => {
    const current = await lockedThrough(tx);
    const problem = closeProblem(input.through, current, today);
    if (problem) throw new AppError(input.through > today ? 'invalid' : 'conflict', problem, [{ path: 'through', message: problem }]);
    if (current !== input.through) await record(tx, 'close', input.through, null);
    return getPeriods(tx);
  });
}

/** Reopens: moves the close date earlier (or to none), with the reason kept in the history and the audit log. */
export async function reopenPeriod(db: Db, input: ReopenPeriodInput): Promise<Periods> {
  return inTransaction(db, async (tx) => {
    const current = await lockedThrough(tx);
    const problem = reopenProblem(input.through, current);
    if (problem) throw new AppError('conflict', problem);
    await record(tx, 'reopen', input.through, input.reason);
    return getPeriods(tx);
  });
}
