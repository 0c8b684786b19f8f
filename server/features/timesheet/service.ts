import { type SQL, sql } from 'drizzle-orm';
import type { Timesheet, TimesheetSave, TimesheetSaved } from '../../../domain/api/timesheet';
import { bookingWarnings, weekdayText } from '../../../domain/booking-warnings';
import { addDays, todayIso } from '../../../domain/dates';
import { dayText } from '../../../domain/pay-rates';
import { weekStart } from '../../../domain/payroll';
import { diffIsEmpty, type StoredEntry, timesheetDiff } from '../../../domain/timesheet';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/errors';
import { FOREMAN_NOT_YOURS } from '../../http/scope';
import { assertPeriodOpen, closedThrough } from '../closing/service';
import { weekPaidSql } from '../payroll/week-rules';

type Booked = Timesheet['records'][number];

/** The condition that a project id expression is one the actor reaches (server/http/scope.ts projectScopeSql). */
export type ProjectScope = (projectId: SQL) => SQL;

/** Reaches every project. */
export const everyProject: ProjectScope = () => sql`true`;

const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

const entryColumns = sql`t.id, t.employee_id AS "employeeId", t.date::text AS date, t.project_id AS "projectId",
  t.entry_type AS "entryType", t.days::float8 AS days, t.hours::float8 AS hours`;

/** Work records of people `ids` dated from..to that the scope reaches (project scope of the actor), by date and id. */
function entriesOf(db: Db, ids: readonly number[], from: string, to: string, scope: ProjectScope): Promise<Booked[]> {
  return rows<Booked>(
    db.execute(sql`SELECT ${entryColumns} FROM time_entries t
      WHERE t.employee_id = ANY(${intArray(ids)}) AND t.date BETWEEN ${from}::date AND ${to}::date AND ${scope(sql`t.project_id`)}
      ORDER BY t.date, t.id`),
  );
}

/**
 * The timesheet of the payroll week containing `week`: the crew (active people the scope reaches, and anyone with
 * work in it or the week before), the active projects to book, and the work records of both weeks.
 * `crewScope` limits the people (a foreman: the teams of their projects), `scope` the records and projects.
 */
export async function getTimesheet(db: Db, week: string, scope: { projects: ProjectScope; crew: SQL }): Promise<Timesheet> {
  const sunday = weekStart(week);
  const lastSunday = addDays(sunday, -7);
  const saturday = addDays(sunday, 6);
  const employees = await rows<Timesheet['employees'][number]>(
    db.execute(sql`SELECT em.id, em.name, em.position, em.pay_type AS "payType",
        (em.pay_type = 'hourly' AND coalesce(em.hourly_rate, 0) > 0) AS "paidByHour",
        coalesce(
          (SELECT t.project_id FROM time_entries t JOIN projects p ON p.id = t.project_id
            WHERE t.employee_id = em.id AND t.date <= ${saturday}::date AND p.is_active AND ${scope.projects(sql`p.id`)}
            ORDER BY t.date DESC, t.id DESC LIMIT 1),
          (SELECT pe.project_id FROM project_employees pe JOIN projects p ON p.id = pe.project_id
            WHERE pe.employee_id = em.id AND p.is_active AND ${scope.projects(sql`p.id`)}
            ORDER BY pe.assigned_date DESC, pe.id DESC LIMIT 1)
        ) AS "defaultProjectId",
        coalesce((SELECT array_agg(pe.project_id ORDER BY pe.project_id) FROM project_employees pe JOIN projects p ON p.id = pe.project_id
            WHERE pe.employee_id = em.id AND p.is_active AND ${scope.projects(sql`p.id`)}), '{}'::int[]) AS "teamProjectIds",
        ${weekPaidSql(sql`em.id`, sql`${sunday}::date`)} AS "weekPaid"
      FROM employees em
      WHERE (em.active AND ${scope.crew})
        OR EXISTS (SELECT 1 FROM time_entries t WHERE t.employee_id = em.id
          AND t.date BETWEEN ${lastSunday}::date AND ${saturday}::date AND ${scope.projects(sql`t.project_id`)})
      ORDER BY em.name, em.id`),
  );
  const ids = employees.map((e) => e.id);
  const all = ids.length === 0 ? [] : await entriesOf(db, ids, lastSunday, saturday, scope.projects);
  const projects = await rows<Timesheet['projects'][number]>(
    db.execute(sql`SELECT p.id, p.name FROM projects p WHERE (p.is_active AND ${scope.projects(sql`p.id`)})
      OR p.id = ANY(${intArray([...new Set(all.map((r) => r.projectId)), 0])}) ORDER BY p.name, p.id`),
  );
  return {
    weekStart: sunday,
    today: todayIso(),
    closedThrough: await closedThrough(db),
    employees,
    projects,
    records: all.filter((r) => r.date >= sunday),
    lastWeek: all.filter((r) => r.date < sunday),
  };
}

/** 400 naming the person and the day of each entry whose person or project is unknown (or a new one for someone inactive). */
async function checkReferences(db: Db, body: TimesheetSave, names: Map<number, { name: string; active: boolean }>): Promise<void> {
  const projectIds = [...new Set(body.entries.map((e) => e.projectId))];
  const found = await rows<{ id: number }>(db.execute(sql`SELECT id FROM projects WHERE id = ANY(${intArray([...projectIds, 0])})`));
  const projects = new Set(found.map((p) => p.id));
  const errors: { path: string; message: string }[] = [];
  body.employeeIds.forEach((id, i) => {
    if (!names.has(id)) errors.push({ path: `employeeIds.${i}`, message: `Employee #${id} not found` });
  });
  body.entries.forEach((e, i) => {
    const person = names.get(e.employeeId);
    const who = `${person?.name ?? `Employee #${e.employeeId}`}, ${weekdayText(e.date)}`;
    if (!projects.has(e.projectId)) errors.push({ path: `entries.${i}.projectId`, message: `${who}: Project not found` });
    if (person && !person.active && e.id === null)
      errors.push({ path: `entries.${i}.employeeId`, message: `${who}: Only active employees can be selected` });
  });
  if (errors.length > 0) throw new AppError('invalid', errors[0].message, errors);
}

/** 409 when a person whose records the save changes has their payroll week paid (nothing is written). */
async function assertWeeksUnpaid(db: Db, employeeIds: number[], from: string, names: Map<number, { name: string }>): Promise<void> {
  if (employeeIds.length === 0) return;
  const sunday = weekStart(from);
  const paid = await rows<{ id: number }>(
    db.execute(sql`SELECT em.id FROM employees em WHERE em.id = ANY(${intArray(employeeIds)})
      AND ${weekPaidSql(sql`em.id`, sql`${sunday}::date`)} ORDER BY em.name`),
  );
  if (paid.length === 0) return;
  const who = paid.map((p) => names.get(p.id)?.name ?? `Employee #${p.id}`).join(', ');
  throw new AppError(
    'conflict',
    `The payroll week of ${dayText(sunday)} is already paid for ${who}: their work records of that week can no longer change. Nothing was saved.`,
  );
}

/**
 * Writes a timesheet in one transaction: the difference between the wanted entries and the stored records of its
 * people and days (within `scope`). 400 for an unknown person or project, 409 when a record named is gone, a day
 * written is in a closed period, or a changed person's payroll week is paid; in each case nothing is written.
 * Answers the counts, the booking warnings of its people and days (over every project) and their records.
 */
export async function saveTimesheet(
  db: Db,
  body: TimesheetSave,
  scope: ProjectScope,
  /** Whether the saver may change or delete a record entered by that user (a foreman: only his own; issue 38). */
  mayChange: (enteredBy: number | null) => boolean = () => true,
): Promise<TimesheetSaved> {
  return inTransaction(db, async (tx) => {
    const people = await rows<{ id: number; name: string; active: boolean }>(
      tx.execute(sql`SELECT id, name, active FROM employees WHERE id = ANY(${intArray(body.employeeIds)})`),
    );
    const names = new Map(people.map((p) => [p.id, p]));
    await checkReferences(tx, body, names);
    // Locked, so two saves of the same cells one after the other compare with what the first wrote.
    const stored = await rows<StoredEntry & { enteredBy: number | null }>(
      tx.execute(sql`SELECT ${entryColumns}, t.entered_by AS "enteredBy" FROM time_entries t
        WHERE t.employee_id = ANY(${intArray(body.employeeIds)})
          AND t.date BETWEEN ${body.from}::date AND ${body.to}::date AND ${scope(sql`t.project_id`)}
        ORDER BY t.id FOR UPDATE OF t`),
    );
    // Records added since the sheet was loaded (not seen, not named) are left alone, not deleted.
    const seen = body.seen ? new Set([...body.seen, ...body.entries.map((e) => e.id)]) : null;
    const diff = timesheetDiff(seen ? stored.filter((s) => seen.has(s.id)) : stored, body.entries);
    if (diff.unknown.length > 0) {
      const { index } = diff.unknown[0];
      const e = body.entries[index];
      throw new AppError(
        'conflict',
        `${names.get(e.employeeId)?.name ?? `Employee #${e.employeeId}`}, ${weekdayText(e.date)}: this work record was changed or deleted since the timesheet was opened. Reload it; nothing was saved.`,
      );
    }
    const changed = new Set([...diff.update.map((u) => u.id), ...diff.remove.map((r) => r.id)]);
    const entry = stored.find((s) => changed.has(s.id) && !mayChange(s.enteredBy));
    if (entry) {
      throw new AppError(
        'forbidden',
        `${names.get(entry.employeeId)?.name ?? `Employee #${entry.employeeId}`}, ${weekdayText(entry.date)}: ${FOREMAN_NOT_YOURS}. Nothing was saved.`,
      );
    }
    const before = new Map(stored.map((s) => [s.id, s]));
    const touched = [...diff.create, ...diff.update, ...diff.remove];
    const dates = [...touched.map((e) => e.date), ...diff.update.map((u) => before.get(u.id)?.date ?? u.date)];
    if (!diffIsEmpty(diff)) {
      await assertPeriodOpen(tx, dates, 'work record');
      await assertWeeksUnpaid(tx, [...new Set(touched.map((e) => e.employeeId))], body.from, names);
    }
    if (diff.remove.length > 0) {
      await tx.execute(sql`DELETE FROM time_entries WHERE id = ANY(${intArray(diff.remove.map((r) => r.id))})`);
    }
    for (const u of diff.update) {
      await tx.execute(sql`UPDATE time_entries SET project_id = ${u.projectId}, date = ${u.date}::date, entry_type = ${u.entryType},
        days = ${u.days === null ? null : u.days.toFixed(1)}::numeric, hours = ${u.hours === null ? null : u.hours.toFixed(2)}::numeric
        WHERE id = ${u.id}`);
    }
    if (diff.create.length > 0) {
      const values = diff.create.map(
        (c) =>
          sql`(${c.projectId}::int, ${c.employeeId}::int, ${c.date}::date, ${c.entryType}::text,
            ${c.days === null ? null : c.days.toFixed(1)}::numeric, ${c.hours === null ? null : c.hours.toFixed(2)}::numeric)`,
      );
      await tx.execute(
        sql`INSERT INTO time_entries (project_id, employee_id, date, entry_type, days, hours) VALUES ${sql.join(values, sql`, `)}`,
      );
    }
    // Warnings over every project of the people and days covered (the person's whole day), records within the scope.
    const everything = await entriesOf(tx, body.employeeIds, body.from, body.to, everyProject);
    const plainNames = new Map(people.map((p) => [p.id, p.name]));
    return {
      created: diff.create.length,
      updated: diff.update.length,
      deleted: diff.remove.length,
      warnings: bookingWarnings(everything, plainNames),
      records: await entriesOf(tx, body.employeeIds, body.from, body.to, scope),
    };
  });
}
