import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../domain/dates';
import { type Reconciliation, reconciliationSchema } from '../../../domain/reconciliation';
import { rows } from '../../db/sql-fragments';
import { insertEmployee, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { payrollState } from './payroll-test-helpers';

/**
 * Issue 37: advances recovered exactly once (pending or paid with Pay Now, never cancelled ones), a payroll payment
 * dated the day the money left, the books check finding wages no payment covers, and a paid week closed for its
 * work records (a correction goes on the next payroll as an adjustment). Each case failed before the change.
 */
const W1 = '2026-10-04'; // Sunday
const W2 = addDays(W1, 7);
const W3 = addDays(W1, 14);

describe.each(databaseKinds)('advances recovered once, payment dates, paid weeks closed on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projectId: number;
  const rowOf = async (employeeId: number, week: string) =>
    (await api.get(`/api/payroll/weekly?week=${week}`)).body.find((r: { employeeId: number }) => r.employeeId === employeeId);
  const stubOf = async (employeeId: number, week: string) =>
    (await api.get(`/api/payroll/paystub?employeeId=${employeeId}&week=${week}`)).body;
  const work = async (employeeId: number, date: string, days = 1) => {
    const res = await api.post('/api/time-entries', { projectId, employeeId, date, entryType: 'days', days });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const advance = async (employeeId: number, amount: number, advanceDate: string) => {
    const res = await api.post('/api/payroll-advances', { employeeId, amount, reason: 'Rent', advanceDate });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const reconciliation = async (): Promise<Reconciliation> =>
    reconciliationSchema.parse((await api.get('/api/system/reconciliation')).body);
  const payWeek = async (week: string, body: Record<string, unknown> = {}) => {
    const res = await api.post('/api/payroll/pay-week', { week, ...body });
    expect(res.status).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    projectId = (await api.post('/api/projects', projectPayload({ name: 'Porch' }))).body.id;
  });
  afterAll(() => server.close());

  it('an advance sent with Pay Now (paid) is deducted when its week is paid, exactly once; a pending one too; a cancelled one never', async () => {
    const ana = await insertEmployee(server.database.db, { name: 'Ana Paid', dailyRate: '200.00' });
    await work(ana, addDays(W1, 1), 3); // 600.00
    await work(ana, addDays(W2, 1), 2); // 400.00 next week
    const sent = await advance(ana, 100, addDays(W1, 2));
    // The client's Pay Now: instructions, then the advance marked paid.
    expect((await api.post('/api/payments/generate-instructions', { advanceId: sent })).status).toBe(200);
    expect((await api.put(`/api/payroll-advances/${sent}`, { status: 'paid' })).status).toBe(200);
    const handed = await advance(ana, 50, addDays(W1, 3)); // pending: cash handed over
    const cancelled = await advance(ana, 70, addDays(W1, 3));
    expect((await api.put(`/api/payroll-advances/${cancelled}`, { status: 'cancelled' })).status).toBe(200);

    // Before paying, the row deducts both and marks the pending one as never sent through Pay Now.
    expect(await rowOf(ana, W1)).toMatchObject({ totalPay: 600, totalAdvances: 150, unsentAdvances: 50, netPay: 450 });
    const paid = await payWeek(W1, { paymentDate: addDays(W1, 6) });
    expect(paid.payments).toEqual([expect.objectContaining({ employeeId: ana, amount: 450 })]);
    const { advances } = await payrollState(server.database.db);
    expect(advances.find((a) => a.id === sent)).toMatchObject({ status: 'deducted', weekStartDate: W1 });
    expect(advances.find((a) => a.id === handed)).toMatchObject({ status: 'deducted', weekStartDate: W1 });
    expect(advances.find((a) => a.id === cancelled)).toMatchObject({ status: 'cancelled', weekStartDate: null });

    // The paid week still shows what it recovered; its stub lists both advances.
    expect(await rowOf(ana, W1)).toMatchObject({ totalAdvances: 150, unsentAdvances: 0, netPay: 450, payment: { amount: 450 } });
    const stub = await stubOf(ana, W1);
    expect(stub.advances.map((a: { id: number }) => a.id)).toEqual([sent, handed]);
    // Not again next week.
    expect(await rowOf(ana, W2)).toMatchObject({ totalPay: 400, totalAdvances: 0, netPay: 400 });
    expect((await payWeek(W2)).payments).toEqual([expect.objectContaining({ employeeId: ana, amount: 400 })]);
    expect((await reconciliation()).differences.filter((d) => d.label.includes('Ana Paid'))).toEqual([]);
  });

  it('the advances CSV lists each advance given and each recovered, dated the day the payroll money left', async () => {
    const res = await fetch(`${server.url}/api/accounting/exports/advances.csv?year=2026`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="advances-2026.csv"');
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toBe('Date,Description,Amount,Employee,Movement,Advance Date,Status,Payment Method,Recovered Week Start,Project');
    const ana = lines.filter((l) => l.includes('Ana Paid'));
    // Given 100.00 (Pay Now) and 50.00 (pending); both recovered by W1's payroll, paid on its Saturday; the cancelled one is not there.
    expect(ana).toEqual([
      `${addDays(W1, 2)},Advance to Ana Paid: Rent,100.00,Ana Paid,given,${addDays(W1, 2)},deducted,cashapp,${W1},`,
      `${addDays(W1, 3)},Advance to Ana Paid: Rent,50.00,Ana Paid,given,${addDays(W1, 3)},deducted,cashapp,${W1},`,
      `${addDays(W1, 6)},"Advance of ${addDays(W1, 2)} recovered from Ana Paid's payroll, week of ${W1}",100.00,Ana Paid,recovered,${addDays(W1, 2)},deducted,cashapp,${W1},`,
      `${addDays(W1, 6)},"Advance of ${addDays(W1, 3)} recovered from Ana Paid's payroll, week of ${W1}",50.00,Ana Paid,recovered,${addDays(W1, 3)},deducted,cashapp,${W1},`,
    ]);
  });

  it('dates the payments the day chosen in Pay Week (default today), never in the future; the date can be corrected', async () => {
    const ben = await insertEmployee(server.database.db, { name: 'Ben Dated', dailyRate: '150.00' });
    const cy = await insertEmployee(server.database.db, { name: 'Cy Today', dailyRate: '150.00' });
    const week = '2026-09-06';
    await work(ben, addDays(week, 1));
    const tomorrow = addDays(todayIso(), 1);
    const future = await api.post('/api/payroll/pay-week', { week, paymentDate: tomorrow });
    expect(future.status).toBe(400);
    expect(future.body.message).toContain('Payment date cannot be in the future');
    expect((await payrollState(server.database.db)).payments.some((p) => p.employeeId === ben)).toBe(false);

    const res = await payWeek(week, { paymentDate: addDays(week, 6) });
    expect(res.payments).toEqual([expect.objectContaining({ employeeId: ben, paymentDate: addDays(week, 6) })]);
    const paymentId = res.payments[0].id;
    expect((await rowOf(ben, week)).payment).toMatchObject({ id: paymentId, paymentDate: addDays(week, 6) });

    const moved = await api.put(`/api/payments/${paymentId}/date`, { paymentDate: addDays(week, 8) });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: paymentId, paymentDate: addDays(week, 8) });
    expect((await api.put(`/api/payments/${paymentId}/date`, { paymentDate: tomorrow })).status).toBe(400);
    expect((await api.put('/api/payments/999999/date', { paymentDate: week })).status).toBe(404);
    expect((await rowOf(ben, week)).payment.paymentDate).toBe(addDays(week, 8));
    // Once the books are closed through the payment's day, its date is refused either way (409) and stays.
    expect((await api.post('/api/accounting/periods/close', { through: addDays(week, 8) })).status).toBe(200);
    for (const paymentDate of [addDays(week, 9), addDays(week, 7)]) {
      const closed = await api.put(`/api/payments/${paymentId}/date`, { paymentDate });
      expect(closed.status).toBe(409);
      expect(closed.body.message).toContain('The books are closed through Sep 14, 2026');
    }
    expect((await rowOf(ben, week)).payment.paymentDate).toBe(addDays(week, 8));
    expect((await api.post('/api/accounting/periods/reopen', { through: null, reason: 'Test of payment dates' })).status).toBe(200);

    await work(cy, addDays('2026-09-13', 1));
    expect((await payWeek('2026-09-13')).payments).toEqual([expect.objectContaining({ employeeId: cy, paymentDate: todayIso() })]);
  });

  it('the books check reports wages in a paid week that no payment covers', async () => {
    const dee = await insertEmployee(server.database.db, { name: 'Dee Paid', dailyRate: '100.00' });
    const eli = await insertEmployee(server.database.db, { name: 'Eli Missed', dailyRate: '120.00' });
    const week = '2026-08-02';
    await work(dee, addDays(week, 1));
    await payWeek(week);
    // Added after the week was paid, for someone who got no payment.
    await work(eli, addDays(week, 2), 2);
    const found = (await reconciliation()).differences.filter((d) => d.kind === 'unpaid-wages');
    expect(found).toEqual([
      {
        kind: 'unpaid-wages',
        id: eli,
        label: `Eli Missed, week of ${week}: work in a paid week that no payment covers (pay the week again)`,
        stored: 0,
        expected: 240,
      },
    ]);
    // Paying the week again pays only Eli, and the books reconcile.
    expect((await payWeek(week)).payments).toEqual([expect.objectContaining({ employeeId: eli, amount: 240 })]);
    expect((await reconciliation()).differences.filter((d) => d.kind === 'unpaid-wages' || d.kind === 'payroll-week')).toEqual([]);
  });

  it('a correction in a paid week keeps what was paid and lands on the next payroll as an adjustment', async () => {
    const fay = await insertEmployee(server.database.db, { name: 'Fay Fixed', dailyRate: '200.00' });
    const record = await work(fay, addDays(W1, 4), 2); // 400.00
    const extra = await work(fay, addDays(W1, 5), 1); // 200.00
    const paid = await payWeek(W1);
    expect(paid.payments).toEqual([expect.objectContaining({ employeeId: fay, amount: 600 })]);
    const before = { row: await rowOf(fay, W1), stub: (await stubOf(fay, W1)).totals };

    // After payment: a forgotten day added (+200), a record edited 2 → 2.5 days (+100), one deleted (−200).
    await work(fay, addDays(W1, 6), 1);
    const edit = await api.put(`/api/time-entries/${record}`, {
      projectId,
      employeeId: fay,
      date: addDays(W1, 4),
      entryType: 'days',
      days: 2.5,
    });
    expect(edit.status).toBe(200);
    expect((await api.del(`/api/time-entries/${extra}`)).status).toBe(204);

    // The paid week's figures stay.
    const after = await rowOf(fay, W1);
    expect({ totalPay: after.totalPay, netPay: after.netPay, payment: after.payment }).toEqual({
      totalPay: before.row.totalPay,
      netPay: before.row.netPay,
      payment: before.row.payment,
    });
    expect(after).toMatchObject({ totalPay: 600, totalAdjustments: -100 });
    const paidStub = await stubOf(fay, W1);
    expect(paidStub.totals).toMatchObject({ grossPay: before.stub.grossPay, netPay: before.stub.netPay });
    expect(paidStub.adjustments).toEqual([
      expect.objectContaining({ sourceWeek: W1, paidInWeek: null, amount: -100, label: 'Changed after payment: goes on the next payroll' }),
    ]);

    // The next week (unpaid, no work of its own) carries the +100.00 and its stub says what it is for.
    expect(await rowOf(fay, W2)).toMatchObject({ totalPay: 100, totalAdjustments: 100, netPay: 100 });
    await work(fay, addDays(W2, 1)); // 200.00
    const next = await stubOf(fay, W2);
    expect(next.adjustments).toEqual([
      expect.objectContaining({ sourceWeek: W1, amount: 100, label: 'Adjustment for week of Oct 4, 2026' }),
    ]);
    expect(next.totals).toMatchObject({ grossPay: 300, totalAdjustments: 100, netPay: 300 });
    // Its payroll pays it once; the week after no longer carries it.
    expect((await payWeek(W2)).payments).toEqual([expect.objectContaining({ employeeId: fay, amount: 300 })]);
    expect((await stubOf(fay, W2)).adjustments).toEqual([expect.objectContaining({ paidInWeek: W2, amount: 100 })]);
    expect((await stubOf(fay, W1)).adjustments[0].label).toBe('Changed after payment: paid with the week of Oct 11, 2026');
    expect(await rowOf(fay, W3)).toMatchObject({ totalAdjustments: 0, totalPay: 0 });

    // The project's labor cost is the real work: 2.5 + 1 days = 700.00 for W1, 200.00 for W2.
    const project = (await api.get(`/api/projects/${projectId}`)).body;
    const fayWork = project.timeEntries.filter((t: { employeeId: number }) => t.employeeId === fay);
    expect(fayWork).toHaveLength(3);
    expect((await reconciliation()).differences.filter((d) => d.label.includes('Fay Fixed'))).toEqual([]);

    // Rebuilding the lines from the work records (a restore, a bulk load) is no correction: no adjustment moves.
    const adjustments = () =>
      rows(
        server.database.db.execute(
          sql`SELECT id, source_week::text, amount::text, recovered_week::text FROM payroll_adjustments ORDER BY id`,
        ),
      );
    const kept = await adjustments();
    await server.database.db.execute(sql`SELECT refresh_payroll_week_lines()`);
    expect(await adjustments()).toEqual(kept);
  });

  it('wages payable as of a day: unpaid work and corrections, less advances not yet recovered', async () => {
    // A fresh employee in a week nobody else used: as of its Saturday, 2 days unpaid (300.00) less a 40.00 advance.
    const gil = await insertEmployee(server.database.db, { name: 'Gil Owed', dailyRate: '150.00' });
    const week = '2026-07-05';
    const before = (await api.get(`/api/payroll/wages-payable?asOf=${addDays(week, -1)}`)).body;
    await work(gil, addDays(week, 1), 2);
    await advance(gil, 40, addDays(week, 2));
    const sat = addDays(week, 6);
    const owed = (await api.get(`/api/payroll/wages-payable?asOf=${sat}`)).body;
    expect(owed).toMatchObject({ asOf: sat });
    const delta = (k: 'unpaidWork' | 'advancesOutstanding' | 'wagesPayable' | 'adjustments') =>
      Math.round(owed[k] * 100) - Math.round(before[k] * 100);
    // Everything else in this database is dated after the week, except earlier weeks' figures in `before`.
    expect([delta('unpaidWork'), delta('advancesOutstanding'), delta('wagesPayable')]).toEqual([30000, 4000, 26000]);
    // Paid on the Saturday: nothing of Gil's is owed from then on; a later correction is, until paid.
    await payWeek(week, { paymentDate: sat });
    const settled = (await api.get(`/api/payroll/wages-payable?asOf=${sat}`)).body;
    expect(Math.round(settled.wagesPayable * 100)).toBe(Math.round(before.wagesPayable * 100));
    await work(gil, addDays(week, 5), 1);
    const corrected = (await api.get(`/api/payroll/wages-payable?asOf=${sat}`)).body;
    expect(Math.round(corrected.adjustments * 100) - Math.round(before.adjustments * 100)).toBe(15000);
    expect((await api.get('/api/payroll/wages-payable?asOf=soon')).status).toBe(400);
  });
});
