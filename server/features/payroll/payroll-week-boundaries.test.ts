import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/dates';
import { insertEmployee, insertWorkRecord, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { insertAdvance, payrollState } from './payroll-test-helpers';

/**
 * The weekly payroll window at its edges (docs/product/rules.md §2): for the week starting Sunday S, work
 * records dated S..S+6 count, and totalAdvances = advances neither cancelled nor recovered (pending or paid with
 * Pay Now) dated on or before S+6 while the week is unpaid, and those its payment recovered once paid; netPay =
 * totalPay − totalAdvances. The same window holds in the weekly list, the pay stub and pay-week (week-rules.ts).
 */
const S = '2026-11-08'; // Sunday
const SAT = addDays(S, 6);
const NEXT_SUN = addDays(S, 7);

describe.each(databaseKinds)('payroll week window boundaries on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projectId: number;
  const ids: Record<string, number> = {};
  const rowOf = async (employeeId: number, week = S) =>
    (await api.get(`/api/payroll/weekly?week=${week}`)).body.find((r: { employeeId: number }) => r.employeeId === employeeId);

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    const db = server.database.db;
    projectId = (await api.post('/api/projects', projectPayload({ name: 'Edge House' }))).body.id;
    const edge = await insertEmployee(db, { name: 'Edda Edge', dailyRate: '100.00' });
    ids.edge = edge;
    // Work: the Saturday before and the Sunday after are out; Sunday S and Saturday S+6 are in.
    await insertWorkRecord(db, projectId, edge, '1', null, addDays(S, -1));
    await insertWorkRecord(db, projectId, edge, '1', null, S);
    await insertWorkRecord(db, projectId, edge, '1', null, SAT);
    await insertWorkRecord(db, projectId, edge, '1', null, NEXT_SUN);
    // Advances counted: pending from an earlier week, pending dated on Saturday, paid with Pay Now on Sunday.
    ids.older = await insertAdvance(db, edge, '10.00', addDays(S, -10));
    ids.saturday = await insertAdvance(db, edge, '20.00', SAT);
    ids.paid = await insertAdvance(db, edge, '160.00', S, 'paid');
    // Not counted: pending from next Sunday, already deducted (by another week), cancelled.
    ids.sunday = await insertAdvance(db, edge, '40.00', NEXT_SUN);
    const otherWeek = await insertAdvance(db, edge, '80.00', addDays(S, 1), 'deducted');
    await db.execute(sql`UPDATE payroll_advances SET week_start_date = ${addDays(S, -7)} WHERE id = ${otherWeek}`);
    await insertAdvance(db, edge, '320.00', S, 'cancelled');
    // Advances above the pay: the net is negative in the list (pay-week then carries the rest).
    ids.short = await insertEmployee(db, { name: 'Sol Short', dailyRate: '100.00' });
    await insertWorkRecord(db, projectId, ids.short, '0.5', null, SAT);
    await insertAdvance(db, ids.short, '75.25', SAT);
  });
  afterAll(() => server.close());

  it('weekly list: work on Sunday S and Saturday S+6 in, the days either side out; advances dated up to Saturday in', async () => {
    expect(await rowOf(ids.edge)).toMatchObject({ totalDays: 2, totalPay: 200, totalAdvances: 190, unsentAdvances: 30, netPay: 10 });
  });

  it('weekly list: an advance above the pay gives a negative net', async () => {
    expect(await rowOf(ids.short)).toMatchObject({ totalDays: 0.5, totalPay: 50, totalAdvances: 75.25, netPay: -25.25 });
  });

  it('next week: the Sunday work and the Sunday advance, plus what is still pending from before', async () => {
    // 10.00 (older), 20.00 (Saturday) and 160.00 (paid) are not recovered yet, so they count in the next week too.
    expect(await rowOf(ids.edge, NEXT_SUN)).toMatchObject({ totalDays: 1, totalPay: 100, totalAdvances: 230, netPay: -130 });
  });

  it('pay stub: the same window, listing exactly the counted advances', async () => {
    const stub = (await api.get(`/api/payroll/paystub?employeeId=${ids.edge}&week=${S}`)).body;
    expect(stub.weekPeriod).toEqual({ startDate: S, endDate: SAT });
    expect(stub.workDetails.map((d: { date: string }) => d.date)).toEqual([S, SAT]);
    expect(stub.advances.map((a: { id: number }) => a.id).sort()).toEqual([ids.older, ids.saturday, ids.paid].sort());
    expect(stub.totals).toEqual({ totalDays: 2, grossPay: 200, totalAdjustments: 0, totalAdvances: 190, netPay: 10 });
  });

  it('pay-week pays the Saturday work, deducts the advance dated Saturday, leaves the next Sunday one pending', async () => {
    // A later week of its own, so the hand-made 'deducted' row above plays no part.
    const S2 = addDays(S, 28);
    const db = server.database.db;
    const paz = await insertEmployee(db, { name: 'Paz Week', dailyRate: '100.00' });
    await insertWorkRecord(db, projectId, paz, '1', null, S2);
    await insertWorkRecord(db, projectId, paz, '1', null, addDays(S2, 6));
    await insertWorkRecord(db, projectId, paz, '1', null, addDays(S2, 7));
    const saturday = await insertAdvance(db, paz, '30.00', addDays(S2, 6));
    const sunday = await insertAdvance(db, paz, '40.00', addDays(S2, 7));

    const res = await api.post('/api/payroll/pay-week', { week: S2 });
    expect(res.status).toBe(200);
    expect(res.body.payments).toEqual([
      expect.objectContaining({ employeeId: paz, amount: 170, weekStartDate: S2, weekEndDate: addDays(S2, 6) }),
    ]);
    const { advances } = await payrollState(db);
    expect(advances.find((a) => a.id === saturday)).toMatchObject({ status: 'deducted', weekStartDate: S2, weekEndDate: addDays(S2, 6) });
    expect(advances.find((a) => a.id === sunday)).toMatchObject({ status: 'pending', weekStartDate: null });
    // After paying, the week still shows the 30.00 it deducted; the next week only the Sunday advance.
    expect(await rowOf(paz, S2)).toMatchObject({ totalPay: 200, totalAdvances: 30, netPay: 170, payment: { amount: 170 } });
    expect(await rowOf(paz, addDays(S2, 7))).toMatchObject({ totalPay: 100, totalAdvances: 40, netPay: 60 });
  });
});
