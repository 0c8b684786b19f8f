import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../domain/dates';
import { weekEnd, weekStart } from '../../../domain/payroll';
import { rows } from '../../db/sql-fragments';
import { projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

/**
 * Issue 37 scope 2: a rate change applies to work from its effective date; work before it keeps the rate in force on
 * the day worked; a change that would reprice a paid payroll week is refused. The reproduction of the audit's defect
 * (a raise repriced 28 paid weeks and the previous year's costs) is the first test: before migration 0037 the raise
 * repriced every record.
 */
const today = todayIso();
const lastYear = `${Number(today.slice(0, 4)) - 1}`;

const employee = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Lopez',
  position: 'Carpenter',
  dailyRate: 180,
  payType: 'daily',
  preferredPaymentMethod: 'cash',
  effectiveFrom: `${lastYear}-01-01`,
  ...overrides,
});

describe.each(databaseKinds)('dated pay rates on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  const exec = <T>(q: ReturnType<typeof sql>) => rows<T>(server.database.db.execute(q));

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  });
  afterAll(() => server.close());

  async function setUp(name: string, payload: Record<string, unknown> = {}) {
    const e = await api.post('/api/employees', employee({ name, ...payload }));
    expect(e.status).toBe(201);
    const p = await api.post('/api/projects', projectPayload({ name: `${name} job`, startDate: `${lastYear}-01-02` }));
    expect(p.status).toBe(201);
    const work = async (date: string, body: Record<string, unknown> = { entryType: 'days', days: 1 }) => {
      const res = await api.post('/api/time-entries', { projectId: p.body.id, employeeId: e.body.id, date, ...body });
      expect(res.status).toBe(201);
      return res.body as { id: number; pay: number; rate: number };
    };
    const pays = async () =>
      (await api.get(`/api/time-entries?projectId=${p.body.id}`)).body
        .map((r: { date: string; pay: number }) => ({ date: r.date, pay: r.pay }))
        .sort((a: { date: string; pay: number }, b: { date: string; pay: number }) => a.date.localeCompare(b.date) || a.pay - b.pay);
    const total = async () => (await api.get(`/api/projects/${p.body.id}`)).body.totalExpenses as number;
    return { id: e.body.id as number, projectId: p.body.id as number, body: e.body, work, pays, total };
  }

  const reconciled = async () => (await api.get('/api/system/reconciliation')).body.differences;

  it('a raise effective today leaves earlier work, paid weeks and last year’s costs unchanged and prices new work at the new rate', async () => {
    const ana = await setUp('Ana Lopez');
    const paidDay = addDays(today, -14);
    await ana.work(`${lastYear}-06-10`);
    await ana.work(paidDay);
    const paid = await api.post('/api/payroll/pay-week', { week: paidDay, paymentMethods: {} });
    expect(paid.status).toBe(200);
    expect(paid.body.payments).toEqual([expect.objectContaining({ employeeId: ana.id, amount: 180 })]);
    const lastYearCosts = async () =>
      exec<{ amount: string }>(sql`SELECT amount::text AS amount FROM cost_month_totals
        WHERE project_id = ${ana.projectId} AND month = ${`${lastYear}-06-01`}::date AND source = 'work'`);
    expect(await lastYearCosts()).toEqual([{ amount: '180.00' }]);

    const raise = await api.put(`/api/employees/${ana.id}`, { ...employee(), dailyRate: 200, effectiveFrom: undefined });
    expect(raise.status).toBe(200);
    expect(raise.body.dailyRate).toBe(200);
    await ana.work(today);

    expect(await ana.pays()).toEqual([
      { date: `${lastYear}-06-10`, pay: 180 },
      { date: paidDay, pay: 180 },
      { date: today, pay: 200 },
    ]);
    expect(await ana.total()).toBe(560);
    expect(await lastYearCosts()).toEqual([{ amount: '180.00' }]);
    const week = (await api.get(`/api/payroll/weekly?week=${paidDay}`)).body.find((r: { employeeId: number }) => r.employeeId === ana.id);
    expect(week).toMatchObject({ totalPay: 180, netPay: 180, payment: { amount: 180 } });
    const stub = (await api.get(`/api/payroll/paystub?employeeId=${ana.id}&week=${paidDay}`)).body;
    expect(stub).toMatchObject({ employee: { dailyRate: 180 }, workDetails: [{ rate: 180, pay: 180 }], totals: { grossPay: 180 } });
    expect((await api.get(`/api/employees/${ana.id}/rates`)).body).toEqual([
      { effectiveFrom: today, dailyRate: 200, hourlyRate: null },
      { effectiveFrom: `${lastYear}-01-01`, dailyRate: 180, hourlyRate: null },
    ]);
    expect(await reconciled()).toEqual([]);
    // Rebuilding the kept figures from the detail rows (restore, bulk load) prices each record at its own rates too.
    await exec(sql`SELECT refresh_payroll_week_lines()`);
    await exec(sql`SELECT refresh_cost_month_totals()`);
    expect(await lastYearCosts()).toEqual([{ amount: '180.00' }]);
    const rebuilt = (await api.get(`/api/payroll/weekly?week=${paidDay}`)).body.find((r: { employeeId: number }) => r.employeeId === ana.id);
    expect(rebuilt).toMatchObject({ totalPay: 180, netPay: 180, totalAdjustments: 0 });
    expect(await reconciled()).toEqual([]);
  });

  it('an effective date in the past reprices only the work from that date, up to the next change, with a preview first', async () => {
    const ben = await setUp('Ben Ortiz', { dailyRate: 100, hourlyRate: 30 });
    const [d1, d2, d3] = [addDays(today, -10), addDays(today, -6), addDays(today, -3)];
    await ben.work(d1);
    await ben.work(d2);
    await ben.work(d3);
    await ben.work(d3, { entryType: 'hours', hours: 4 });

    const preview = await api.get(`/api/employees/${ben.id}/rate-preview?dailyRate=150&effectiveFrom=${d2}`);
    expect(preview).toEqual({
      status: 200,
      body: { effectiveFrom: d2, until: null, workRecords: 2, laborPayBefore: 200, laborPayAfter: 300, paidWeek: null },
    });
    const put = await api.put(`/api/employees/${ben.id}`, employee({ name: 'Ben Ortiz', dailyRate: 150, effectiveFrom: d2 }));
    expect(put.status).toBe(200);
    // The audit log keeps each record whose kept rates changed, saying why: the d2 and d3 day entries, and the d3 hour
    // entry, which keeps both rates of its day (its pay, at the hourly rate, is unchanged).
    const audited = await exec<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log
      WHERE entity = 'work_record' AND action = 'update' AND context = 'rate_change' AND project_id = ${ben.projectId}`);
    expect(audited).toEqual([{ n: 3 }]);
    expect(await ben.pays()).toEqual([
      { date: d1, pay: 100 },
      { date: d2, pay: 150 },
      { date: d3, pay: 120 },
      { date: d3, pay: 150 },
    ]);

    // A raise of the hourly rate from d3 reprices the hour entry only; then a change between d1 and d2 applies until d2.
    expect(
      (await api.put(`/api/employees/${ben.id}`, employee({ name: 'Ben Ortiz', dailyRate: 150, hourlyRate: 35, effectiveFrom: d3 })))
        .status,
    ).toBe(200);
    const between = addDays(d1, 1);
    const gap = await api.get(`/api/employees/${ben.id}/rate-preview?dailyRate=110&effectiveFrom=${between}`);
    expect(gap.body).toEqual({ effectiveFrom: between, until: d2, workRecords: 0, laborPayBefore: 0, laborPayAfter: 0, paidWeek: null });
    expect(
      (await api.put(`/api/employees/${ben.id}`, employee({ name: 'Ben Ortiz', dailyRate: 110, effectiveFrom: between }))).status,
    ).toBe(200);

    expect(await ben.total()).toBe(100 + 150 + 150 + 140);
    const stored = await api.get(`/api/employees/${ben.id}`);
    expect(stored.body).toMatchObject({ dailyRate: 150, hourlyRate: 35 }); // the rates in force today
    expect((await api.get(`/api/employees/${ben.id}/rates`)).body.map((r: { effectiveFrom: string }) => r.effectiveFrom)).toEqual([
      d3,
      d2,
      between,
      `${lastYear}-01-01`,
    ]);
    expect(await reconciled()).toEqual([]);
  });

  it('a change that would reprice a paid week is refused with 409 naming the week, and writes nothing', async () => {
    const cy = await setUp('Cy Short', { dailyRate: 120 });
    const paidDay = addDays(today, -21);
    await cy.work(paidDay);
    await cy.work(addDays(today, -2));
    expect((await api.post('/api/payroll/pay-week', { week: paidDay, paymentMethods: {} })).status).toBe(200);
    const before = { total: await cy.total(), rates: (await api.get(`/api/employees/${cy.id}/rates`)).body };

    const preview = await api.get(`/api/employees/${cy.id}/rate-preview?dailyRate=150&effectiveFrom=${paidDay}`);
    const start = weekStart(paidDay);
    expect(preview.body.paidWeek).toEqual({ start, end: weekEnd(start) });
    const refused = await api.put(`/api/employees/${cy.id}`, employee({ name: 'Cy S. Short', dailyRate: 150, effectiveFrom: paidDay }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/would reprice the payroll week of .+, which is already paid\. Choose an effective date after/);
    expect(await cy.total()).toBe(before.total);
    expect((await api.get(`/api/employees/${cy.id}/rates`)).body).toEqual(before.rates);
    expect((await api.get(`/api/employees/${cy.id}`)).body).toMatchObject({ name: 'Cy Short', dailyRate: 120 });

    // The day after the paid Saturday is allowed, and reprices only the later record.
    const after = addDays(weekEnd(start), 1);
    expect((await api.put(`/api/employees/${cy.id}`, employee({ name: 'Cy Short', dailyRate: 150, effectiveFrom: after }))).status).toBe(
      200,
    );
    expect(await cy.total()).toBe(120 + 150);
    expect(await reconciled()).toEqual([]);
  });

  it('refuses an effective date after today or not a date with 400, and an unknown employee with 404', async () => {
    const dee = await setUp('Dee Idle');
    for (const effectiveFrom of [addDays(today, 1), 'soon']) {
      const res = await api.put(`/api/employees/${dee.id}`, employee({ name: 'Dee Idle', dailyRate: 190, effectiveFrom }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ path: 'effectiveFrom' })]);
    }
    expect((await api.get(`/api/employees/${dee.id}/rate-preview?dailyRate=190&effectiveFrom=${addDays(today, 1)}`)).status).toBe(400);
    expect((await api.get(`/api/employees/${dee.id}/rate-preview?dailyRate=abc`)).status).toBe(400);
    expect((await api.get('/api/employees/999999/rate-preview?dailyRate=190')).status).toBe(404);
    expect((await api.get('/api/employees/999999/rates')).status).toBe(404);
    expect((await api.get(`/api/employees/${dee.id}`)).body.dailyRate).toBe(180);
  });

  it('saving the form again without a rate change adds no history entry', async () => {
    const eve = await setUp('Eve Ray', { dailyRate: 0 });
    expect((await api.put(`/api/employees/${eve.id}`, employee({ name: 'Eve R. Ray', dailyRate: 0 }))).status).toBe(200);
    expect((await api.get(`/api/employees/${eve.id}/rates`)).body).toHaveLength(1);
  });
});
