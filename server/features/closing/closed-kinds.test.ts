import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../../domain/dates';
import { rows } from '../../db/sql-fragments';
import { insertEmployee, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

const TABLES = ['expenses', 'time_entries', 'payroll_advances', 'payments', 'invoices', 'invoice_payments', 'change_orders', 'projects'];

// Issue 37 scope 3: after a close, every kind of record dated on or before the close date is refused with 409 and
// nothing is written (each table's rows are the same before and after). Before this change there was no close at all.
describe.each(databaseKinds)('a closed period refuses every kind of change on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projectId: number;
  let employeeId: number;
  const ids: Record<string, number> = {};
  /** Every row of the tables a write could touch, as text: equal before and after means nothing was written. */
  const fingerprint = async () => {
    const out: Record<string, string | null> = {};
    for (const t of TABLES) {
      const [r] = await rows<{ f: string | null }>(
        server.database.db.execute(sql.raw(`SELECT string_agg(x::text, '|' ORDER BY x.id) AS f FROM ${t} x`)),
      );
      out[t] = r.f;
    }
    return out;
  };
  const refused = async (res: { status: number; body: { message: string } }, what: string, date: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.message).toContain(`The books are closed through Dec 31, 2025: this ${what} dated ${date} cannot be changed.`);
  };
  const record = (o: Record<string, unknown> = {}) => ({
    projectId,
    employeeId,
    date: '2025-06-10',
    entryType: 'days',
    days: 1,
    description: 'Framing',
    ...o,
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    projectId = (await api.post('/api/projects', projectPayload({ name: 'Closed year house', budget: 50_000, startDate: '2025-01-06' })))
      .body.id;
    employeeId = await insertEmployee(server.database.db, { name: 'Ana Lopez', dailyRate: '200.00' });
    // 2025, still open: a work record, an advance, a payment, an invoice sent, a draft invoice and a change order.
    ids.work = (await api.post('/api/time-entries', record())).body.id;
    ids.advance = (
      await api.post('/api/payroll-advances', { employeeId, amount: 100, reason: 'Rent', advanceDate: '2025-06-12', status: 'pending' })
    ).body.id;
    ids.payment = (
      await api.post('/api/payments', {
        employeeId,
        amount: 200,
        paymentDate: '2025-06-14',
        paymentType: 'payroll',
        paymentMethod: 'zelle',
        status: 'pending',
        weekStartDate: '2025-06-08',
      })
    ).body.id;
    const sov = (await api.get(`/api/projects/${projectId}/schedule-of-values`)).body;
    ids.line = sov.lines[0].id;
    const first = await api.post(`/api/projects/${projectId}/invoices`, {
      invoiceDate: '2025-06-15',
      periodTo: '2025-06-15',
      lines: [{ sovLineId: ids.line, mode: 'percent', value: 20 }],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    ids.sent = first.body.id;
    expect((await api.put(`/api/invoices/${ids.sent}/status`, { status: 'sent' })).status).toBe(200);
    const draft = await api.post(`/api/projects/${projectId}/invoices`, {
      invoiceDate: '2025-11-15',
      periodTo: '2025-11-15',
      lines: [{ sovLineId: ids.line, mode: 'percent', value: 10 }],
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    ids.draft = draft.body.id;
    const co = await api.post(`/api/projects/${projectId}/change-orders`, { description: 'Skylight', amount: 900, date: '2025-06-20' });
    expect(co.status).toBe(201);
    ids.co = co.body.id;
    expect((await api.post('/api/accounting/periods/close', { through: '2025-12-31' })).status).toBe(200);
  }, 120_000);
  afterAll(() => server?.close());

  it('work records: create, edit, move out of or into the closed period, delete', async () => {
    const before = await fingerprint();
    await refused(await api.post('/api/time-entries', record({ date: '2025-07-01' })), 'work record', 'Jul 1, 2025');
    await refused(await api.put(`/api/time-entries/${ids.work}`, record({ days: 2 })), 'work record', 'Jun 10, 2025');
    await refused(await api.put(`/api/time-entries/${ids.work}`, record({ date: '2026-01-05' })), 'work record', 'Jun 10, 2025');
    await refused(await api.del(`/api/time-entries/${ids.work}`), 'work record', 'Jun 10, 2025');
    const later = await api.post('/api/time-entries', record({ date: '2026-01-06' }));
    expect(later.status).toBe(201);
    await refused(await api.put(`/api/time-entries/${later.body.id}`, record({ date: '2025-12-31' })), 'work record', 'Dec 31, 2025');
    expect((await api.del(`/api/time-entries/${later.body.id}`)).status).toBe(204);
    expect(await fingerprint()).toEqual(before);
  });

  it('advances and payroll payments', async () => {
    const before = await fingerprint();
    await refused(
      await api.post('/api/payroll-advances', { employeeId, amount: 50, reason: 'Gas', advanceDate: '2025-12-01', status: 'pending' }),
      'advance',
      'Dec 1, 2025',
    );
    await refused(await api.put(`/api/payroll-advances/${ids.advance}`, { status: 'cancelled' }), 'advance', 'Jun 12, 2025');
    await refused(
      await api.post('/api/payments', {
        employeeId,
        amount: 20,
        paymentDate: '2025-12-20',
        paymentType: 'other',
        paymentMethod: 'zelle',
        status: 'completed',
      }),
      'payment',
      'Dec 20, 2025',
    );
    await refused(await api.put(`/api/payments/${ids.payment}`, { status: 'completed' }), 'payment', 'Jun 14, 2025');
    expect(await fingerprint()).toEqual(before);
  });

  it('invoices and pay applications, payments received, change orders', async () => {
    const before = await fingerprint();
    await refused(
      await api.post(`/api/projects/${projectId}/invoices`, {
        invoiceDate: '2025-12-15',
        periodTo: '2025-12-15',
        lines: [{ sovLineId: ids.line, mode: 'percent', value: 5 }],
      }),
      'pay application',
      'Dec 15, 2025',
    );
    await refused(await api.put(`/api/invoices/${ids.draft}/status`, { status: 'sent' }), 'invoice', 'Nov 15, 2025');
    await refused(await api.post(`/api/invoices/${ids.draft}/send`, { to: 'client@example.com' }), 'invoice', 'Nov 15, 2025');
    await refused(await api.put(`/api/invoices/${ids.sent}/status`, { status: 'void' }), 'invoice', 'Jun 15, 2025');
    await refused(
      await api.post(`/api/invoices/${ids.sent}/payments`, { amount: 1000, date: '2025-12-20', method: 'check' }),
      'payment received',
      'Dec 20, 2025',
    );
    await refused(
      await api.post(`/api/projects/${projectId}/change-orders`, { description: 'Porch', amount: 500, date: '2025-12-01' }),
      'change order',
      'Dec 1, 2025',
    );
    await refused(await api.put(`/api/change-orders/${ids.co}`, { status: 'approved' }), 'change order', 'Jun 20, 2025');
    await refused(await api.put(`/api/change-orders/${ids.co}`, { date: '2026-01-02' }), 'change order', 'Jun 20, 2025');
    expect(await fingerprint()).toEqual(before);
  });

  it('a correction dated in the open period is accepted: a payment received and a change order in 2026', async () => {
    const paid = await api.post(`/api/invoices/${ids.sent}/payments`, { amount: 1000, date: '2026-01-05', method: 'check' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const co = await api.post(`/api/projects/${projectId}/change-orders`, { description: 'Porch', amount: 500, date: '2026-01-02' });
    expect(co.status).toBe(201);
  });

  it('a project with records in the closed period is not deleted (409), and stays whole', async () => {
    const other = (await api.post('/api/projects', projectPayload({ name: 'Unpaid 2025 job', budget: 1000 }))).body.id;
    await server.database.db.execute(sql`INSERT INTO expenses (project_id, category, description, amount, date)
      VALUES (${other}, 'material', 'Lumber', 120, '2025-12-02')`);
    const res = await api.del(`/api/projects/${other}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('The books are closed through Dec 31, 2025: this project has records dated in the closed period');
    expect((await api.get(`/api/projects/${other}`)).body.totalExpenses).toBe(120);
  });

  it('paying a week is refused when the books are closed through today, the payment day', async () => {
    const today = todayIso();
    await api.post('/api/time-entries', record({ date: today }));
    expect((await api.post('/api/accounting/periods/close', { through: today })).status).toBe(200);
    const before = await fingerprint();
    const res = await api.post('/api/payroll/pay-week', { week: today });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('this payroll payment dated');
    expect(await fingerprint()).toEqual(before);
  });
});
