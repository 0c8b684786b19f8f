import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekDays } from '../../../domain/timesheet';
import { rows } from '../../db/sql-fragments';
import { insertEmployee, insertWorkRecord, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, rowCount, startTestServer, type TestServer } from '../../test/harness';

type Entry = {
  id?: number | null;
  employeeId: number;
  date: string;
  projectId: number;
  entryType: 'days' | 'hours';
  days?: number | null;
  hours?: number | null;
};

const SUNDAY = '2026-11-15';
const [, MON, TUE, WED, THU, FRI] = weekDays(SUNDAY);
const full = (employeeId: number, date: string, projectId: number): Entry => ({ employeeId, date, projectId, entryType: 'days', days: 1 });

describe.each(databaseKinds)('PUT /api/timesheet (weekly timesheet, issue 39) on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let kitchen: number;
  let deck: number;
  let ana: number; // $180/day
  let ben: number; // $200/day
  let cruz: number; // $25/h
  const records = async (employeeId: number) =>
    rows<Entry & { id: number }>(
      server.database.db.execute(sql`SELECT id, employee_id AS "employeeId", date::text AS date, project_id AS "projectId",
        entry_type AS "entryType", days::float8 AS days, hours::float8 AS hours
        FROM time_entries WHERE employee_id = ${employeeId} ORDER BY date, id`),
    );
  const labor = async (projectId: number) => (await api.get(`/api/projects/${projectId}`)).body.totalExpenses;
  const save = (employeeIds: number[], entries: Entry[], from = SUNDAY, to = weekDays(SUNDAY)[6]) =>
    api.put('/api/timesheet', { from, to, employeeIds, entries });

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    kitchen = (await api.post('/api/projects', projectPayload({ name: 'Kitchen', budget: 50_000 }))).body.id;
    deck = (await api.post('/api/projects', projectPayload({ name: 'Deck', budget: 20_000 }))).body.id;
    ana = await insertEmployee(server.database.db, { name: 'Ana Lopez', dailyRate: '180.00' });
    ben = await insertEmployee(server.database.db, { name: 'Ben Ortiz', dailyRate: '200.00' });
    cruz = await insertEmployee(server.database.db, { name: 'Cruz Diaz', hourlyRate: '25.00' });
    await api.post(`/api/projects/${deck}/employees`, { employeeId: ben });
    await insertWorkRecord(server.database.db, kitchen, ana, '1', null, '2026-11-09');
  });
  afterAll(() => server.close());

  it('answers the crew with their usual project (last work, else the team they are on) and the week before', async () => {
    const res = await api.get(`/api/timesheet?week=${WED}`);
    expect(res.status).toBe(200);
    expect(res.body.weekStart).toBe(SUNDAY);
    const byName = Object.fromEntries(res.body.employees.map((e: { name: string }) => [e.name, e]));
    expect(byName['Ana Lopez']).toMatchObject({ defaultProjectId: kitchen, weekPaid: false });
    expect(byName['Ben Ortiz']).toMatchObject({ defaultProjectId: deck });
    expect(byName['Cruz Diaz']).toMatchObject({ defaultProjectId: null });
    expect(res.body.lastWeek).toEqual([expect.objectContaining({ employeeId: ana, date: '2026-11-09', projectId: kitchen, days: 1 })]);
    expect(res.body.records).toEqual([]);
    expect(res.body.projects.map((p: { name: string }) => p.name)).toEqual(['Deck', 'Kitchen']);
  });

  it('writes a crew week in one save: days at the daily rate, hours at the hourly rate, project totals follow', async () => {
    const entries = [MON, TUE, WED, THU, FRI].flatMap((d) => [
      full(ana, d, kitchen),
      full(ben, d, deck),
      { employeeId: cruz, date: d, projectId: kitchen, entryType: 'hours' as const, hours: 8 },
    ]);
    const res = await save([ana, ben, cruz], entries);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 15, updated: 0, deleted: 0, warnings: [] });
    expect(res.body.records).toHaveLength(15);
    expect(await labor(kitchen)).toBe(180 + 5 * 180 + 5 * 8 * 25); // with the record of Nov 9
    expect(await labor(deck)).toBe(5 * 200);
  });

  it('writes only the difference: unchanged records keep their ids, a changed cell is updated, a cleared one deleted', async () => {
    const before = (await api.get(`/api/timesheet?week=${SUNDAY}`)).body.records as (Entry & { id: number })[];
    const anaFri = before.find((r) => r.employeeId === ana && r.date === FRI);
    const anaThu = before.find((r) => r.employeeId === ana && r.date === THU);
    const wanted: Entry[] = before
      .filter((r) => r !== anaThu)
      .map((r): Entry => (r === anaFri ? { ...r, days: 0.5 } : r))
      .concat([{ id: null, employeeId: ana, date: SUNDAY, projectId: kitchen, entryType: 'hours', days: null, hours: 4.5 }]);
    const res = await save([ana, ben, cruz], wanted);
    expect(res.body).toMatchObject({ created: 1, updated: 1, deleted: 1, warnings: [] });
    const ids = (await records(ana)).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining(before.filter((r) => r.employeeId === ana && r !== anaThu).map((r) => r.id)));
    expect((await records(ana)).find((r) => r.date === FRI)?.days).toBe(0.5);
    const again = await save([ana, ben, cruz], (await api.get(`/api/timesheet?week=${SUNDAY}`)).body.records);
    expect(again.body).toMatchObject({ created: 0, updated: 0, deleted: 0 });
  });

  it('warns (and saves) when a person is booked more than a day on a date; half and half on two projects is one day', async () => {
    const current = (await api.get(`/api/timesheet?week=${SUNDAY}`)).body.records as Entry[];
    const benMon = current.find((r) => r.employeeId === ben && r.date === MON) as Entry;
    const benTue = current.find((r) => r.employeeId === ben && r.date === TUE) as Entry;
    const wanted: Entry[] = current
      .filter((r) => r.employeeId === ben && r !== benTue)
      .concat([
        full(ben, MON, kitchen),
        { ...benTue, days: 0.5 },
        { employeeId: ben, date: TUE, projectId: kitchen, entryType: 'days', days: 0.5 },
      ]);
    const res = await save([ben], wanted);
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([{ employeeId: ben, date: MON, message: 'Ben Ortiz is booked 2 days on Mon, Nov 16 (2 projects)' }]);
    expect((await records(ben)).filter((r) => r.date === MON).map((r) => r.projectId)).toEqual([benMon.projectId, kitchen]);
  });

  it.each([
    ['days that are neither half nor full', { days: 0.75 }, 'entries.0.days', 'Tue, Nov 17: Days must be 0.5 (half day) or 1 (full day)'],
    [
      '25 hours',
      { entryType: 'hours', days: null, hours: 25 },
      'entries.0.hours',
      'Tue, Nov 17: Hours must be more than 0 and at most 24, with at most 2 decimals',
    ],
    ['a day outside the save', { date: '2026-11-22' }, 'entries.0.date', 'Sun, Nov 22: the day is outside 2026-11-15 – 2026-11-21'],
    ['a project that does not exist', { projectId: 999_999 }, 'entries.0.projectId', 'Ana Lopez, Tue, Nov 17: Project not found'],
  ])('refuses %s with 400 naming the row and day, and writes nothing', async (_label, change, path, message) => {
    const before = await rowCount(server, 'time_entries');
    const res = await save([ana, ben], [{ ...full(ana, TUE, kitchen), ...change } as Entry, full(ben, MON, deck)]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
    expect(await rowCount(server, 'time_entries')).toBe(before);
  });

  it('refuses a save across two payroll weeks with 400', async () => {
    const res = await save([ana], [], SUNDAY, '2026-11-22');
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      path: 'to',
      message: 'A timesheet save covers days of one payroll week (Sunday to Saturday)',
    });
  });

  it('writes all or nothing: a write failing after the delete and the update leaves every record as it was', async () => {
    const db = server.database.db;
    await db.execute(sql`CREATE FUNCTION test_refuse_2375() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.hours = 23.75 THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`);
    await db.execute(sql`CREATE TRIGGER test_refuse_2375 BEFORE INSERT ON time_entries FOR EACH ROW EXECUTE FUNCTION test_refuse_2375()`);
    try {
      const before = await records(cruz);
      const [first, second, ...rest] = before; // first deleted, second updated, a new one refused by the trigger
      expect(first).toBeDefined();
      const wanted: Entry[] = [
        { ...second, hours: 6 },
        ...rest,
        { employeeId: cruz, date: SUNDAY, projectId: kitchen, entryType: 'hours', hours: 23.75 },
      ];
      const res = await save([cruz], wanted);
      expect(res.status).toBe(500);
      expect(await records(cruz)).toEqual(before);
    } finally {
      await db.execute(sql`DROP TRIGGER test_refuse_2375 ON time_entries`);
      await db.execute(sql`DROP FUNCTION test_refuse_2375()`);
    }
  });

  it('answers 409 and writes nothing (for anyone) when a changed person has the payroll week paid; unchanged they pass', async () => {
    await server.database.db.execute(sql`INSERT INTO payments (employee_id, amount, payment_method, payment_type, payment_date, week_start_date, week_end_date, status)
      VALUES (${cruz}, 1000.00, 'cash', 'payroll', '2026-11-21', ${SUNDAY}, '2026-11-21', 'completed')`);
    const sheet = (await api.get(`/api/timesheet?week=${SUNDAY}`)).body;
    expect(sheet.employees.find((e: { id: number }) => e.id === cruz).weekPaid).toBe(true);
    const before = await rowCount(server, 'time_entries');
    const cruzRecords = sheet.records.filter((r: Entry) => r.employeeId === cruz);
    const res = await save(
      [ana, cruz],
      [...cruzRecords.slice(1), ...sheet.records.filter((r: Entry) => r.employeeId === ana), full(ana, SUNDAY, deck)],
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'The payroll week of Nov 15, 2026 is already paid for Cruz Diaz: their work records of that week can no longer change. Nothing was saved.',
    );
    expect(await rowCount(server, 'time_entries')).toBe(before);
    const unchanged = await save(
      [ana, cruz],
      [...cruzRecords, ...sheet.records.filter((r: Entry) => r.employeeId === ana), full(ana, SUNDAY, deck)],
    );
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.created).toBe(1);
  });

  it('keeps a record added since the sheet was loaded (not among `seen`) instead of deleting it', async () => {
    const sheet = (await api.get(`/api/timesheet?week=${SUNDAY}`)).body;
    const added = await insertWorkRecord(server.database.db, deck, ben, '1', null, SUNDAY);
    const benRecords = sheet.records.filter((r: Entry) => r.employeeId === ben);
    const res = await api.put('/api/timesheet', {
      from: SUNDAY,
      to: weekDays(SUNDAY)[6],
      employeeIds: [ben],
      entries: benRecords,
      seen: benRecords.map((r: { id: number }) => r.id),
    });
    expect(res.body).toMatchObject({ created: 0, updated: 0, deleted: 0 });
    expect((await records(ben)).map((r) => r.id)).toContain(added);
  });

  it('answers 409 for a record deleted since the timesheet was opened, and for a day in a closed period', async () => {
    const gone = await save([ana], [{ id: 999_999, ...full(ana, MON, kitchen) }]);
    expect(gone.status).toBe(409);
    expect(gone.body.message).toMatch(/^Ana Lopez, Mon, Nov 16: this work record was changed or deleted/);
    expect((await api.post('/api/accounting/periods/close', { through: '2026-10-31' })).status).toBeLessThan(300);
    const before = await rowCount(server, 'time_entries');
    const closed = await save([ana], [full(ana, '2026-10-30', kitchen)], '2026-10-25', '2026-10-31');
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/closed/i);
    expect(await rowCount(server, 'time_entries')).toBe(before);
  });
});
