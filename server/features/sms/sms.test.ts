import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsSender } from '../../adapters/sms';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { insertWorkRecord, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, rowCount, startTestServer, type TestServer } from '../../test/harness';
import { deliver } from './outbox';

async function insertCrew(db: Db, name: string, phone: string | null) {
  const [row] = await rows<{ id: number }>(
    db.execute(
      sql`INSERT INTO employees (name, position, daily_rate, pay_type, phone) VALUES (${name}, 'Carpenter', '200.00', 'daily', ${phone}) RETURNING id`,
    ),
  );
  return row.id;
}

type OutboxRow = {
  id: number;
  toPhone: string | null;
  employeeId: number;
  employeeName: string;
  body: string;
  provider: string;
  status: string;
  error: string | null;
  sentAt: string | null;
};

describe.each(databaseKinds)('pay stubs by SMS on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let ana: number;
  let ben: number;
  const outboxCount = async () => rowCount(server, 'sms_outbox');

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    const db = server.database.db;
    const projectId = (await api.post('/api/projects', projectPayload({ name: 'Kitchen remodel' }))).body.id;
    ana = await insertCrew(db, 'Ana Lopez', '555-0100');
    ben = await insertCrew(db, 'Ben Ruiz', null);
    await insertCrew(db, 'Cid Idle', '555-0199'); // no work this week: no pay stub
    await insertWorkRecord(db, projectId, ana, '1.5', null, '2026-11-09');
    await insertWorkRecord(db, projectId, ana, '1', '250.00', '2026-11-10');
    await insertWorkRecord(db, projectId, ben, '1', null, '2026-11-11');
    await insertWorkRecord(db, projectId, ben, '1', null, '2026-11-16'); // next week
    await api.post('/api/payroll-advances', { employeeId: ana, amount: 100, reason: 'Rent', advanceDate: '2026-11-05' });
  });
  afterAll(() => server.close());

  it('stores the pay stub text in the outbox for an employee with a phone (outbox sender)', async () => {
    const res = await api.post('/api/payroll/send-paystub', { employeeId: ana, week: '2026-11-12', paymentMethod: 'zelle' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, outboxId: expect.any(Number) });
    expect(res.body.message).toContain('Ana Lopez');
    const [row] = (await api.get('/api/sms/outbox?limit=1')).body as OutboxRow[];
    expect(row).toMatchObject({
      id: res.body.outboxId,
      toPhone: '555-0100',
      employeeId: ana,
      employeeName: 'Ana Lopez',
      provider: 'outbox',
      status: 'stored',
      error: null,
      sentAt: null,
    });
    // 1.5 × 200 + 1 × 250 = 550 gross, 100 advance, 450 net.
    for (const text of [
      'Ana Lopez',
      'Nov 8, 2026 - Nov 14, 2026',
      'Days worked: 2.5',
      'Gross pay: $550.00',
      'Advances: -$100.00',
      'Net pay: $450.00',
      'Payment method: Zelle',
      'Kitchen remodel',
    ]) {
      expect(row.body).toContain(text);
    }
  });

  it('answers success false and records a failed row for an employee without a phone', async () => {
    const res = await api.post('/api/payroll/send-paystub', { employeeId: ben, week: '2026-11-08' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, message: 'Ben Ruiz has no phone number on file' });
    const [row] = await rows<{ status: string; to_phone: string | null; error: string; body: string }>(
      server.database.db.execute(sql`SELECT status, to_phone, error, body FROM sms_outbox WHERE id = ${res.body.outboxId}`),
    );
    expect(row).toMatchObject({ status: 'failed', to_phone: null, error: 'No phone number on file' });
    expect(row.body).toContain('Net pay: $200.00');
    // No method chosen: the employee's preferred one (cash, the column default), never Cash App.
    expect(row.body).toMatch(/Payment method: Cash$/);
  });

  it('refuses an unknown employee (404) and a missing week (400) without writing', async () => {
    const before = await outboxCount();
    expect(await api.post('/api/payroll/send-paystub', { employeeId: 999_999, week: '2026-11-08' })).toEqual({
      status: 404,
      body: { message: 'Employee not found' },
    });
    expect((await api.post('/api/payroll/send-paystub', { employeeId: ana })).body.errors).toContainEqual({
      path: 'week',
      message: 'Week is required',
    });
    expect(await outboxCount()).toBe(before);
  });

  it('sends the week to every employee with pay and counts what was sent and what failed', async () => {
    const before = await outboxCount();
    const res = await api.post('/api/payroll/send-weekly', { week: '2026-11-14', paymentMethods: { [ana]: 'cash' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      sent: 1,
      stored: 1,
      failed: 1,
      results: [
        { employeeId: ana, employeeName: 'Ana Lopez', success: true, delivery: 'stored', message: expect.stringContaining('not texted') },
        { employeeId: ben, employeeName: 'Ben Ruiz', success: false, delivery: 'failed', message: 'Ben Ruiz has no phone number on file' },
      ],
    });
    expect(await outboxCount()).toBe(before + 2);
    const [latestAna] = (await api.get('/api/sms/outbox')).body.filter((m: OutboxRow) => m.employeeId === ana) as OutboxRow[];
    expect(latestAna.body).toContain('Payment method: Cash');
    expect((await api.post('/api/payroll/send-weekly', { week: '2026-12-06' })).body).toEqual({
      sent: 0,
      stored: 0,
      failed: 0,
      results: [],
    });
  });

  describe('through an HTTP provider on 127.0.0.1', () => {
    let provider: http.Server;
    let base: string;
    beforeAll(async () => {
      provider = http.createServer((req, res) => {
        req.resume();
        req.on('end', () => (req.url === '/ok' ? res.writeHead(200).end('{"id":"msg-1"}') : res.writeHead(500).end('down')));
      });
      await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => provider.close(resolve)));

    it('records a sent message with its sent time, and a 500 as failed with the error', async () => {
      const db = server.database.db;
      const ok = await deliver(db, createHttpSmsSender({ url: `${base}/ok`, apiKey: 'k', from: null }), {
        toPhone: '555-0100',
        employeeId: ana,
        body: 'hello',
      });
      const bad = await deliver(db, createHttpSmsSender({ url: `${base}/fail`, apiKey: 'k', from: null }), {
        toPhone: '555-0100',
        employeeId: ana,
        body: 'hello',
      });
      expect(ok).toMatchObject({ status: 'sent', error: null });
      expect(bad).toMatchObject({ status: 'failed', error: 'SMS provider answered 500: down' });
      const list = (await api.get('/api/sms/outbox?limit=2')).body as OutboxRow[];
      expect(list[0]).toMatchObject({
        id: bad.outboxId,
        provider: 'http',
        status: 'failed',
        error: 'SMS provider answered 500: down',
        sentAt: null,
      });
      expect(list[1]).toMatchObject({
        id: ok.outboxId,
        provider: 'http',
        status: 'sent',
        error: null,
        sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      const [stored] = await rows<{ pid: string }>(
        db.execute(sql`SELECT provider_message_id AS pid FROM sms_outbox WHERE id = ${ok.outboxId}`),
      );
      expect(stored.pid).toBe('msg-1');
    });
  });
});
