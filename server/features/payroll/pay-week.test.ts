import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../../domain/dates';
import { insertEmployee, insertWorkRecord, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { insertAdvance, payrollState } from './payroll-test-helpers';

const S = '2026-11-08';
const E = '2026-11-14';

describe.each(databaseKinds)('POST /api/payroll/pay-week on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let ana: number;
  let ben: number;
  let cy: number;
  let dee: number;
  let anaAdvance: number;
  let cyAdvance: number;
  let laterAdvance: number;
  const rowOf = async (employeeId: number, week = S) =>
    (await api.get(`/api/payroll/weekly?week=${week}`)).body.find((r: { employeeId: number }) => r.employeeId === employeeId);

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    const db = server.database.db;
    const projectA = (await api.post('/api/projects', projectPayload({ name: 'A Kitchen' }))).body.id;
    const projectB = (await api.post('/api/projects', projectPayload({ name: 'B Deck' }))).body.id;
    ana = await insertEmployee(db, { name: 'Ana Lopez', dailyRate: '180.00' });
    ben = await insertEmployee(db, { name: 'Ben Diaz', dailyRate: '200.00' });
    cy = await insertEmployee(db, { name: 'Cy Short', dailyRate: '100.00' });
    dee = await insertEmployee(db, { name: 'Dee Idle', dailyRate: '150.00' });
    await insertWorkRecord(db, projectA, ana, '2.5', null, '2026-11-10');
    await insertWorkRecord(db, projectB, ana, '1', '220.00', '2026-11-11');
    anaAdvance = await insertAdvance(db, ana, '100.00', '2026-11-09');
    laterAdvance = await insertAdvance(db, ana, '30.00', '2026-11-16'); // after Saturday: next week's
    await insertWorkRecord(db, projectA, ben, '1', null, '2026-11-12');
    // Cy's advance is larger than his pay: the pay goes to the advance and the rest carries over.
    await insertWorkRecord(db, projectA, cy, '1', null, '2026-11-12');
    cyAdvance = await insertAdvance(db, cy, '150.00', '2026-11-03');
    await db.execute(sql`UPDATE employees SET preferred_payment_method = 'check' WHERE id = ${ben}`);
    await db.execute(sql`UPDATE employees SET preferred_payment_method = NULL WHERE id = ${cy}`);
  });
  afterAll(() => server.close());

  it('refuses bad input with 400 and writes nothing', async () => {
    for (const body of [{}, { week: 'soon' }, { week: S, paymentMethods: { [ana]: 'venmo' } }]) {
      const res = await api.post('/api/payroll/pay-week', body);
      expect(res.status).toBe(400);
    }
    const state = await payrollState(server.database.db);
    expect(state.payments).toEqual([]);
    expect(state.advances.every((a) => a.status === 'pending')).toBe(true);
  });

  it('pays 570.00 to Ana with the chosen method, deducts her advance once, and skips the rest with reasons', async () => {
    const res = await api.post('/api/payroll/pay-week', { week: '2026-11-12', paymentMethods: { [ana]: 'zelle' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ weekStartDate: S, weekEndDate: E });
    expect(res.body.payments).toEqual([
      expect.objectContaining({
        employeeId: ana,
        amount: 570,
        paymentMethod: 'zelle',
        paymentType: 'payroll',
        status: 'pending',
        weekStartDate: S,
        weekEndDate: E,
        paymentDate: todayIso(),
      }),
      // No method sent for Ben: his preferred one (check); Cy has none set, so the spec's cashapp.
      expect.objectContaining({ employeeId: ben, amount: 200, paymentMethod: 'check' }),
      // Cy's 100.00 pay goes to his 150.00 advance: a completed 0.00 payment settles the week.
      expect.objectContaining({
        employeeId: cy,
        amount: 0,
        paymentMethod: 'cashapp',
        status: 'completed',
        notes: 'Pay went to advances; nothing to send',
      }),
    ]);
    expect(res.body.skipped).toEqual([{ employeeId: dee, reason: 'Nothing to pay' }]);
    const { advances } = await payrollState(server.database.db);
    expect(advances.find((a) => a.id === anaAdvance)).toMatchObject({ status: 'deducted', weekStartDate: S, weekEndDate: E });
    expect(advances.find((a) => a.id === laterAdvance)).toMatchObject({ status: 'pending', weekStartDate: null });
    expect(advances.find((a) => a.id === cyAdvance)).toMatchObject({ status: 'deducted', weekStartDate: S });
    // The 50.00 his pay didn't cover is carried to the next week.
    expect((await rowOf(cy, '2026-11-15')).totalAdvances).toBe(50);
    expect(await rowOf(cy)).toMatchObject({ totalPay: 100, totalAdvances: 150, payment: { amount: 0, status: 'completed' } });
  });

  it('then shows the payment on the row, with the advance this payment deducted', async () => {
    const row = await rowOf(ana);
    expect(row).toMatchObject({
      totalPay: 670,
      totalAdvances: 100,
      netPay: 570,
      payment: { amount: 570, status: 'pending', paymentMethod: 'zelle' },
    });
    expect(row.payment.id).toEqual(expect.any(Number));
    // The stub printed after paying still shows the advance this payroll deducted.
    const stub = (await api.get(`/api/payroll/paystub?employeeId=${ana}&week=${S}`)).body;
    expect(stub.totals).toEqual({ totalDays: 3.5, grossPay: 670, totalAdjustments: 0, totalAdvances: 100, netPay: 570 });
    expect(stub.advances.map((a: { id: number }) => a.id)).toEqual([anaAdvance]);
    // The later advance is deducted from the next week, not again from this one.
    expect((await rowOf(ana, '2026-11-15')).totalAdvances).toBe(30);
  });

  it('creates nothing on a second pay-week for the same week', async () => {
    const before = await payrollState(server.database.db);
    const res = await api.post('/api/payroll/pay-week', { week: S });
    expect(res.status).toBe(200);
    expect(res.body.payments).toEqual([]);
    expect(res.body.skipped).toEqual(
      expect.arrayContaining([
        { employeeId: ana, reason: 'Already paid for this week' },
        { employeeId: ben, reason: 'Already paid for this week' },
        { employeeId: cy, reason: 'Already paid for this week' },
      ]),
    );
    expect(await payrollState(server.database.db)).toEqual(before);
  });

  it('lets the unique index settle two concurrent pay-weeks: one payment per employee', async () => {
    const db = server.database.db;
    const eve = await insertEmployee(db, { name: 'Eve Race', dailyRate: '120.00' });
    const projectId = (await api.post('/api/projects', projectPayload({ name: 'C Roof' }))).body.id;
    await insertWorkRecord(db, projectId, eve, '2', null, '2026-11-20');
    const adv = await insertAdvance(db, eve, '20.00', '2026-11-19');
    const results = await Promise.all([
      api.post('/api/payroll/pay-week', { week: '2026-11-15' }),
      api.post('/api/payroll/pay-week', { week: '2026-11-15' }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const paidEve = results.flatMap((r) => r.body.payments).filter((p: { employeeId: number }) => p.employeeId === eve);
    expect(paidEve).toHaveLength(1);
    expect(paidEve[0].amount).toBe(220);
    const state = await payrollState(db);
    expect(state.payments.filter((p) => p.employeeId === eve)).toEqual([
      { employeeId: eve, amount: '220.00', weekStartDate: '2026-11-15' },
    ]);
    expect(state.advances.find((a) => a.id === adv)?.status).toBe('deducted');
    // Ana has no work that week, so nothing is paid to her and her 30.00 advance of 2026-11-16 stays pending.
    expect(state.advances.find((a) => a.id === laterAdvance)?.status).toBe('pending');
  });
});
