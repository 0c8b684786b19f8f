import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Reconciliation, reconciliationSchema } from '../../../domain/reconciliation';
import { rows } from '../../db/sql-fragments';
import { insertEmployee, insertWorkRecord } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

type Line = { week: string; employeeId: number; projectId: number; count: number; days: string; hours: string; pay: string };

/**
 * The weekly payroll reads payroll_week_lines (migration 0031, kept by the work-record and employee-rate triggers):
 * after every kind of write that can change them, the lines equal a recomputation from the work records, no empty
 * line is left behind, and the reconciliation reports a line written behind the triggers.
 */
describe.each(databaseKinds)('the payroll week lines on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let alpha: number;
  let beta: number;
  let ana: number;
  let ben: number;
  const exec = <T = Record<string, unknown>>(q: SQL) => rows<T>(server.database.db.execute(q));
  const reconciliation = async (): Promise<Reconciliation> => {
    const res = await api.get('/api/system/reconciliation');
    expect(res.status).toBe(200);
    return reconciliationSchema.parse(res.body);
  };
  const lines = () =>
    exec<Line>(sql`SELECT week_start::text AS week, employee_id AS "employeeId", project_id AS "projectId", count,
        days::text AS days, hours::text AS hours, pay::text AS pay
      FROM payroll_week_lines ORDER BY week_start, employee_id, project_id`);
  /** The stored lines equal the ones recomputed from the work records, and the reconciliation agrees. */
  const expectSame = async () => {
    const recomputed = await exec<Line>(sql`
      SELECT payroll_week_start(t.date)::text AS week, t.employee_id AS "employeeId", t.project_id AS "projectId", count(*)::int AS count,
        sum(CASE WHEN t.entry_type = 'hours' THEN 0 ELSE coalesce(t.days, 0) END)::numeric(12, 1)::text AS days,
        sum(CASE WHEN t.entry_type = 'hours' THEN coalesce(t.hours, 0) ELSE 0 END)::numeric(14, 2)::text AS hours,
        sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, em.daily_rate, em.hourly_rate))::numeric(14, 2)::text AS pay
      FROM time_entries t JOIN employees em ON em.id = t.employee_id GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);
    expect(await lines()).toEqual(recomputed);
    expect((await reconciliation()).differences).toEqual([]);
  };
  const payroll = async (week: string) => {
    const res = await api.get(`/api/payroll/weekly?week=${week}`);
    expect(res.status).toBe(200);
    return res.body as { employeeName: string; totalDays: number; totalHours: number; totalPay: number; projects: unknown[] }[];
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    const project = async (name: string) =>
      (
        await exec<{ id: number }>(sql`INSERT INTO projects (name, location, start_date, budget, status, is_active)
          VALUES (${name}, 'Tampa, FL', '2026-01-05', 50000, 'active', true) RETURNING id`)
      )[0].id;
    alpha = await project('Alpha Kitchen');
    beta = await project('Beta Deck');
    ana = await insertEmployee(server.database.db, { name: 'Ana Ruiz', dailyRate: '180.00' });
    ben = await insertEmployee(server.database.db, { name: 'Ben Ortiz', hourlyRate: '31.25' });
  });
  afterAll(() => server.close());

  it('sum the week Sunday to Saturday per employee and project, and the payroll shows them', async () => {
    // Custom pay is a day rate: 0.5 day at $95.50 is $47.75. Saturday 2026-11-07 ends the week of Sunday 2026-11-01; Sunday 2026-11-08 starts the next one.
    await insertWorkRecord(server.database.db, alpha, ana, '1', null, '2026-11-01');
    await insertWorkRecord(server.database.db, alpha, ana, '0.5', '95.50', '2026-11-07');
    await insertWorkRecord(server.database.db, beta, ana, '1', null, '2026-11-04');
    await insertWorkRecord(server.database.db, alpha, ana, '1', null, '2026-11-08');
    await exec(sql`INSERT INTO time_entries (project_id, employee_id, date, hours, entry_type)
      VALUES (${beta}, ${ben}, '2026-11-03', 7.5, 'hours')`);
    // A subcontractor's work is a project cost, not payroll.
    const [sub] = await exec<{ id: number }>(
      sql`INSERT INTO subcontractors (name, specialty) VALUES ('Sparks LLC', 'Electrical') RETURNING id`,
    );
    await exec(sql`INSERT INTO time_entries (project_id, subcontractor_id, date, days, entry_type, custom_pay)
      VALUES (${alpha}, ${sub.id}, '2026-11-02', 1, 'days', 400)`);

    expect(await lines()).toEqual([
      { week: '2026-11-01', employeeId: ana, projectId: alpha, count: 2, days: '1.5', hours: '0.00', pay: '227.75' },
      { week: '2026-11-01', employeeId: ana, projectId: beta, count: 1, days: '1.0', hours: '0.00', pay: '180.00' },
      { week: '2026-11-01', employeeId: ben, projectId: beta, count: 1, days: '0.0', hours: '7.50', pay: '234.38' },
      { week: '2026-11-08', employeeId: ana, projectId: alpha, count: 1, days: '1.0', hours: '0.00', pay: '180.00' },
    ]);
    await expectSame();
    const week = await payroll('2026-11-04');
    expect(week.map((r) => [r.employeeName, r.totalDays, r.totalHours, r.totalPay, r.projects.length])).toEqual([
      ['Ana Ruiz', 2.5, 0, 407.75, 2],
      ['Ben Ortiz', 0, 7.5, 234.38, 1],
    ]);
  });

  it('follow edits that move a record to another week, project or employee, multi-row statements and deletes', async () => {
    const id = await insertWorkRecord(server.database.db, alpha, ana, '1', null, '2026-11-05');
    await exec(sql`UPDATE time_entries SET date = '2026-11-09' WHERE id = ${id}`);
    await expectSame();
    await exec(sql`UPDATE time_entries SET project_id = ${beta}, days = 0.5 WHERE id = ${id}`);
    await expectSame();
    await exec(sql`UPDATE time_entries SET employee_id = ${ben}, entry_type = 'hours', hours = 4, days = NULL WHERE id = ${id}`);
    await expectSame();
    await exec(sql`UPDATE time_entries SET days = days + 0.5 WHERE entry_type = 'days' AND employee_id IS NOT NULL`);
    await exec(sql`UPDATE time_entries SET description = 'same' WHERE project_id = ${alpha}`);
    await expectSame();
    await exec(sql`DELETE FROM time_entries WHERE id = ${id}`);
    await expectSame();
    expect((await exec<{ n: number }>(sql`SELECT count(*)::int AS n FROM payroll_week_lines WHERE count <= 0`))[0].n).toBe(0);
  });

  it("reprice with the employee's rates, as the payroll does", async () => {
    const before = (await payroll('2026-11-01')).find((r) => r.employeeName === 'Ben Ortiz');
    await api.put(`/api/employees/${ben}`, { name: 'Ben Ortiz', position: 'Carpenter', payType: 'hourly', hourlyRate: 40 });
    await expectSame();
    const after = (await payroll('2026-11-01')).find((r) => r.employeeName === 'Ben Ortiz');
    expect(after?.totalHours).toBe(before?.totalHours);
    expect(after?.totalPay).toBe(Math.round((after?.totalHours ?? 0) * 40 * 100) / 100);
    await exec(sql`UPDATE employees SET daily_rate = 212.37, name = 'Ana R.' WHERE id = ${ana}`);
    await expectSame();
  });

  it("empty with a project's delete; the reconciliation reports a line written behind the triggers", async () => {
    await exec(sql`DELETE FROM projects WHERE id = ${beta}`);
    await expectSame();
    expect(await exec(sql`SELECT 1 FROM payroll_week_lines WHERE project_id = ${beta}`)).toEqual([]);

    await exec(
      sql`UPDATE payroll_week_lines SET pay = pay + 0.01, days = days + 1 WHERE employee_id = ${ana} AND week_start = '2026-11-08'`,
    );
    const [line] = await lines().then((all) => all.filter((l) => l.employeeId === ana && l.week === '2026-11-08'));
    expect((await reconciliation()).differences).toEqual([
      {
        kind: 'payroll-line',
        id: alpha,
        label: `Ana R. on Alpha Kitchen, week of 2026-11-08 (days ${line.days} stored, ${(Number(line.days) - 1).toFixed(1)} found, pay differs)`,
        stored: Number(line.pay),
        expected: Math.round((Number(line.pay) - 0.01) * 100) / 100,
      },
    ]);
    await exec(sql`SELECT refresh_payroll_week_lines()`);
    await expectSame();
  });
});
