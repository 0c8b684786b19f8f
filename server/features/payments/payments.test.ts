import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { databaseKinds, httpClient, rowCount, startTestServer, type TestServer } from '../../test/harness';

/** An employee with the contact fields payments use. */
async function insertPayee(
  db: Db,
  e: { name: string; handle?: string | null; phone?: string | null; email?: string | null; active?: boolean },
) {
  const [row] = await rows<{ id: number }>(
    db.execute(sql`INSERT INTO employees (name, position, daily_rate, pay_type, cashapp_handle, phone, email, active)
      VALUES (${e.name}, 'Carpenter', '180.00', 'daily', ${e.handle ?? null}, ${e.phone ?? null}, ${e.email ?? null}, ${e.active ?? true}) RETURNING id`),
  );
  return row.id;
}

describe.each(databaseKinds)('payments API on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let ana: number;
  let ben: number;
  const payment = (o: Record<string, unknown> = {}) => ({
    employeeId: ana,
    amount: 100,
    paymentDate: '2026-11-14',
    paymentType: 'payroll',
    paymentMethod: 'cashapp',
    status: 'pending',
    ...o,
  });
  const paymentCount = async () => rowCount(server, 'payments');

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    ana = await insertPayee(server.database.db, { name: 'Ana Lopez', handle: '$analopez', phone: '555-0100', email: 'ana@example.com' });
    ben = await insertPayee(server.database.db, { name: 'Ben Ruiz', phone: '555-0111' });
    await insertPayee(server.database.db, { name: 'Old Hand', handle: '$oldhand', active: false });
  });
  afterAll(() => server.close());

  it('creates a payment (201 with its id) and updates its status, keeping notes unless new ones are sent', async () => {
    const created = await api.post('/api/payments', payment({ notes: 'Week 46', weekStartDate: '2026-11-08' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      employeeId: ana,
      amount: 100,
      status: 'pending',
      paymentMethod: 'cashapp',
      weekStartDate: '2026-11-08',
      weekEndDate: '2026-11-14',
      notes: 'Week 46',
    });
    const done = await api.put(`/api/payments/${created.body.id}`, { status: 'completed' });
    expect(done).toMatchObject({
      status: 200,
      body: { id: created.body.id, status: 'completed', notes: 'Week 46', paymentMethod: 'cashapp' },
    });
    // The user confirmed paying by cash instead: the method recorded is the one confirmed.
    const byCash = await api.put(`/api/payments/${created.body.id}`, { status: 'completed', paymentMethod: 'cash' });
    expect(byCash).toMatchObject({ status: 200, body: { status: 'completed', paymentMethod: 'cash', notes: 'Week 46' } });
    expect((await api.put(`/api/payments/${created.body.id}`, { status: 'completed', paymentMethod: 'venmo' })).status).toBe(400);
    const again = await api.post('/api/payments', payment({ weekStartDate: '2026-11-08' }));
    expect(again.status).toBe(409);
    expect(await api.put('/api/payments/999999', { status: 'completed' })).toEqual({ status: 404, body: { message: 'Payment not found' } });
  });

  it.each([
    ['an unknown employee', { employeeId: 999_999 }, 'employeeId', 'Employee not found'],
    ['a zero amount', { amount: 0 }, 'amount', 'Amount must be a positive number'],
    ['an unknown method', { paymentMethod: 'venmo' }, 'paymentMethod', 'Payment method must be cash, check, zelle or cashapp'],
  ])('refuses %s with 400 and writes nothing', async (_label, change, path, message) => {
    const before = await paymentCount();
    const res = await api.post('/api/payments', payment(change));
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
    expect(await paymentCount()).toBe(before);
  });

  it('gives a Cash App link and instructions for an employee with a handle', async () => {
    const { body: a } = await api.post('/api/payroll-advances', {
      employeeId: ana,
      amount: 100,
      reason: 'Rent',
      advanceDate: '2026-11-10',
    });
    const res = await api.post('/api/payments/generate-instructions', { advanceId: a.id });
    expect(res).toEqual({
      status: 200,
      body: {
        paymentLink: 'https://cash.app/$analopez/100.00',
        instructions: 'Send $100.00 to Ana Lopez ($analopez) in Cash App',
        amount: 100,
        method: 'cashapp',
      },
    });
  });

  it('asks for a manual payment when a Cash App employee has no handle', async () => {
    const { body: a } = await api.post('/api/payroll-advances', {
      employeeId: ben,
      amount: 75.5,
      reason: 'Gas',
      advanceDate: '2026-11-10',
    });
    expect((await api.post('/api/payments/generate-instructions', { advanceId: a.id })).body).toEqual({
      paymentLink: null,
      instructions: 'Manual payment required: Ben Ruiz has no Cash App handle on file',
      amount: 75.5,
      method: 'cashapp',
    });
  });

  it('gives Zelle instructions with the phone and email, and cash instructions, without a link', async () => {
    const { body: z } = await api.post('/api/payments', payment({ paymentMethod: 'zelle', amount: 1234.5 }));
    expect((await api.post('/api/payments/generate-instructions', { paymentId: z.id })).body).toEqual({
      paymentLink: null,
      instructions: 'Send $1,234.50 to Ana Lopez with Zelle at 555-0100 or ana@example.com',
      amount: 1234.5,
      method: 'zelle',
    });
    const { body: c } = await api.post('/api/payroll-advances', {
      employeeId: ana,
      amount: 100,
      reason: 'Lunch',
      advanceDate: '2026-11-11',
      paymentMethod: 'cash',
    });
    expect((await api.post('/api/payments/generate-instructions', { advanceId: c.id })).body).toEqual({
      paymentLink: null,
      instructions: 'Pay $100.00 in cash to Ana Lopez and mark it paid',
      amount: 100,
      method: 'cash',
    });
  });

  it('refuses instructions without exactly one id, and 404s unknown ones', async () => {
    expect((await api.post('/api/payments/generate-instructions', {})).status).toBe(400);
    expect((await api.post('/api/payments/generate-instructions', { advanceId: 1, paymentId: 1 })).status).toBe(400);
    expect(await api.post('/api/payments/generate-instructions', { advanceId: 999_999 })).toEqual({
      status: 404,
      body: { message: 'Advance not found' },
    });
    expect(await api.post('/api/payments/generate-instructions', { paymentId: 999_999 })).toEqual({
      status: 404,
      body: { message: 'Payment not found' },
    });
  });

  it('lists the active employees with a Cash App handle', async () => {
    expect((await api.get('/api/payments/cashapp-employees')).body).toEqual([
      { id: ana, name: 'Ana Lopez', cashappHandle: '$analopez', phone: '555-0100' },
    ]);
  });

  it('reads the unset business config, saves a valid one, and refuses a handle without $', async () => {
    expect((await api.get('/api/payments/cashapp-config')).body).toEqual({
      businessHandle: null,
      businessDisplayName: null,
      isConfigured: false,
    });
    const saved = await api.put('/api/payments/cashapp-config', {
      businessHandle: '$PlumblineBuild',
      businessDisplayName: 'Plumbline Builders',
    });
    expect(saved).toEqual({
      status: 200,
      body: { businessHandle: '$PlumblineBuild', businessDisplayName: 'Plumbline Builders', isConfigured: true },
    });
    await api.put('/api/payments/cashapp-config', { businessHandle: '$Plumbline2', businessDisplayName: 'Plumbline' });
    const refused = await api.put('/api/payments/cashapp-config', { businessHandle: 'nodollar', businessDisplayName: 'Nope' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual({
      path: 'businessHandle',
      message: 'The handle must start with $ followed by letters, digits, - or _',
    });
    expect((await api.get('/api/payments/cashapp-config')).body).toEqual({
      businessHandle: '$Plumbline2',
      businessDisplayName: 'Plumbline',
      isConfigured: true,
    });
    const stored = await rows<{ n: number }>(
      server.database.db.execute(sql`SELECT count(*)::int AS n FROM configurations WHERE key LIKE 'cashapp.%'`),
    );
    expect(stored[0].n).toBe(2);
  });
});
