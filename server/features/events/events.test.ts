import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_TABLES, type DataChange } from '../../../domain/data-changes';
import { rows } from '../../db/sql-fragments';
import { openEventStream, type StreamEvent } from '../../test/event-stream';
import { projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

const change = (e: StreamEvent) => JSON.parse(e.data) as DataChange;
const isChangeOf = (table: string) => (e: StreamEvent) => e.event === 'change' && change(e).table === table;

describe.each(databaseKinds)('GET /api/events on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projectId: number;
  beforeAll(async () => {
    server = await startTestServer(kind, { events: { heartbeatMs: 200 } });
    api = httpClient(server);
    projectId = (await api.post('/api/projects', projectPayload({ name: 'Live deck' }))).body.id;
  });
  afterAll(() => server.close());

  /** SQL outside the HTTP API: a second connection on PostgreSQL, the server's own handle on in-process PGlite. */
  async function directSql<T>(text: string): Promise<T[]> {
    if (!server.databaseUrl) return rows<T>(server.database.db.execute(sql.raw(text)));
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }

  it('streams the table, ids and projects of a write made through the API', async () => {
    const stream = await openEventStream(`${server.url}/api/events`);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      await stream.next((e) => e.event === 'ready');
      const res = await api.post('/api/expenses', {
        projectId,
        category: 'material',
        description: 'Deck boards',
        amount: 410.25,
        date: '2026-11-02',
      });
      expect(res.status).toBe(201);
      const expense = change(await stream.next(isChangeOf('expenses')));
      expect(expense).toEqual({ table: 'expenses', ids: [res.body.id], projectIds: [projectId] });
      // The totals trigger updated the project row in the same transaction: that reaches the stream too.
      expect(change(await stream.next(isChangeOf('projects')))).toEqual({ table: 'projects', ids: [projectId], projectIds: [projectId] });
    } finally {
      stream.close();
    }
  });

  it('streams writes made outside the server (direct SQL), with both projects of a row that moved', async () => {
    const other = (await api.post('/api/projects', projectPayload({ name: 'Live porch' }))).body.id as number;
    const stream = await openEventStream(`${server.url}/api/events`);
    try {
      await stream.next((e) => e.event === 'ready');
      const [supplier] = await directSql<{ id: number }>(`INSERT INTO suppliers (name) VALUES ('Direct Lumber') RETURNING id`);
      expect(change(await stream.next(isChangeOf('suppliers')))).toEqual({ table: 'suppliers', ids: [supplier.id], projectIds: null });

      const [expense] = await directSql<{ id: number }>(
        `INSERT INTO expenses (project_id, category, description, amount, date) VALUES (${projectId}, 'other', 'Permit', 80, '2026-11-03') RETURNING id`,
      );
      expect(change(await stream.next(isChangeOf('expenses')))).toEqual({ table: 'expenses', ids: [expense.id], projectIds: [projectId] });
      await directSql(`UPDATE expenses SET project_id = ${other} WHERE id = ${expense.id}`);
      const moved = change(await stream.next(isChangeOf('expenses')));
      expect(moved.ids).toEqual([expense.id]);
      expect(moved.projectIds?.sort((a, b) => a - b)).toEqual([projectId, other].sort((a, b) => a - b));
    } finally {
      stream.close();
    }
  });

  it('sends just the table when a bulk write has too many ids for one notification', async () => {
    const stream = await openEventStream(`${server.url}/api/events`);
    try {
      await stream.next((e) => e.event === 'ready');
      await directSql(`INSERT INTO suppliers (name) SELECT 'Bulk ' || g FROM generate_series(1, 3000) g`);
      expect(change(await stream.next(isChangeOf('suppliers')))).toEqual({ table: 'suppliers', ids: null, projectIds: null });
    } finally {
      stream.close();
    }
  });

  it('sends heartbeats while nothing changes', async () => {
    const stream = await openEventStream(`${server.url}/api/events`);
    try {
      await stream.next((e) => e.event === 'heartbeat');
      await stream.next((e) => e.event === 'heartbeat');
    } finally {
      stream.close();
    }
  });

  it('gives every table of the database its change triggers (the list the client maps)', async () => {
    const tables = await rows<{ name: string; watched: boolean }>(
      server.database.db.execute(sql`
        SELECT c.relname AS name,
               count(t.tgname) FILTER (WHERE p.proname = 'notify_rows_changed') = 4 AS watched
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
        LEFT JOIN pg_trigger t ON t.tgrelid = c.oid AND NOT t.tgisinternal
        LEFT JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE c.relkind = 'r'
        GROUP BY c.relname ORDER BY c.relname`),
    );
    // Derived tables are written only by the triggers of another table, whose own notification covers them.
    // Server-only tables no screen shows: daily health readings (read back on the next day) and server secrets;
    // sessions, and users (only the owner's Users card shows them, refetched after its own writes). The audit log is
    // written only by the money tables' triggers (their notifications refresh it), as are the accounting month totals and the payroll's week lines;
    // scheduled_runs are server claims. An invoice's lines are written once, with the invoice, whose notification covers them.
    const derived = [
      // The SHA-256 of each approval PDF read (migration 0055): the server's own memory, shown only in a warning.
      'approval_pdf_uploads',
      'audit_log',
      'cost_month_totals',
      'expense_category_totals',
      // How each month's expenses were paid (migration 0054): written only by the expenses' triggers.
      'expense_payment_month_totals',
      'health_readings',
      // The Idempotency-Key of each create and its first answer (migration 0059): the server's own memory, shown on no screen.
      'idempotency_keys',
      'invoice_lines',
      // What each QuickBooks export already carried (issue 41): the server's own memory, shown on no screen.
      'ledger_exported_entries',
      'payroll_week_lines',
      'scheduled_runs',
      'server_secrets',
      'sessions',
      'users',
    ];
    expect(tables.filter((t) => !t.watched).map((t) => t.name)).toEqual(derived);
    expect(tables.map((t) => t.name).filter((n) => !derived.includes(n))).toEqual([...DATA_TABLES].sort());
  });
});

describe.each(databaseKinds)('closing a server with open event streams on %s', (kind) => {
  it('ends the streams and closes', async () => {
    const server = await startTestServer(kind);
    const streams = await Promise.all([openEventStream(`${server.url}/api/events`), openEventStream(`${server.url}/api/events`)]);
    await Promise.all(streams.map((s) => s.next((e) => e.event === 'ready')));
    await server.close(); // would wait forever on the open streams if they were not ended
    await Promise.all(streams.map((s) => s.ended));
    await expect(streams[0].next((e) => e.event === 'change')).rejects.toThrow('ended');
  });
});

describe.each(databaseKinds.filter((k) => k === 'postgres'))('two servers on one %s database', (kind) => {
  it("streams the first server's writes to a client of the second", async () => {
    const first = await startTestServer(kind);
    const { buildApp } = await import('../../app');
    const { openDatabase } = await import('../../db/client');
    const database = await openDatabase({ databaseUrl: first.databaseUrl as string });
    const second = await buildApp({ database, logLevel: 'silent' });
    try {
      const address = await second.listen({ port: 0, host: '127.0.0.1' });
      const stream = await openEventStream(`${address}/api/events`);
      await stream.next((e) => e.event === 'ready');
      const res = await httpClient(first).post('/api/projects', projectPayload({ name: 'Second server' }));
      expect(res.status).toBe(201);
      expect(change(await stream.next(isChangeOf('projects')))).toEqual({
        table: 'projects',
        ids: [res.body.id],
        projectIds: [res.body.id],
      });
      stream.close();
    } finally {
      await second.close();
      await database.close();
      await first.close();
    }
  });
});
