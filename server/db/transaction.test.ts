import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createExpense } from '../features/expenses/service';
import { freshPostgres } from '../test/harness';
import { type Database, openDatabase } from './client';
import { executePrepared } from './prepared';
import { rows } from './sql-fragments';
import { sqlLiteral, transactionWith } from './transaction';

// transactionWith and executePrepared (issue 11): a write of one prepared statement is one message to PostgreSQL, BEGIN
// and the settings, the EXECUTE, the marker and COMMIT; what the write stores and what happens on errors stay the same.
const kinds: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

describe.each(kinds)('one round trip per write on %s', (kind) => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let projectId: number;

  beforeAll(async () => {
    const fresh = kind === 'postgres' ? await freshPostgres() : null;
    drop = fresh?.drop;
    database = await openDatabase(fresh ? { databaseUrl: fresh.url } : { dataDir: 'memory://' });
    const [p] = await rows<{ id: number }>(
      database.db.execute(
        sql`INSERT INTO projects (name, location, budget, start_date) VALUES ('Trip', 'L', 1000, '2026-01-01') RETURNING id`,
      ),
    );
    projectId = p.id;
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
  });

  const settings = (name: string) => `SELECT set_config('plumbline.actor_name', ${sqlLiteral(name)}, true)`;
  const expense = (description: string, amount = 12.34, id = projectId) => ({
    projectId: id,
    category: 'material' as const,
    description,
    amount,
    date: '2026-11-02',
    supplierId: null,
    employeeId: null,
    subcontractorId: null,
    receiptNumber: null,
    notes: null,
    paymentMethod: null,
    paymentAccount: null,
    costCode: null,
    commitmentLineId: null,
    overCommitmentReason: null,
    override: null,
  });
  /** Messages sent to PostgreSQL (node-postgres queries) while fn runs; PGlite sends none this way. */
  async function counting<T>(fn: () => Promise<T>): Promise<{ value: T; queries: string[] }> {
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const value = await fn();
      const queries = spy.mock.calls.map(([q]) => (typeof q === 'string' ? q : ((q as { text?: string }).text ?? '')));
      return { value, queries };
    } finally {
      spy.mockRestore();
    }
  }
  const write = (description: string, name = 'Tester', amount?: number, id?: number) => {
    let commits = -1;
    return counting(() =>
      transactionWith(database.db, { first: settings(name), last: 'SELECT 1', committed: (n) => (commits = n) }, (tx) =>
        createExpense(tx, expense(description, amount, id)),
      ),
    ).then((r) => ({ ...r, commits }));
  };

  it('stores the same row, audited under the transaction settings, in one message once the connection knows the statement', async () => {
    // Quotes, a backslash, a comment marker and non-ASCII travel as EXECUTE arguments written by sqlLiteral.
    const tricky = `Seán's "5\\" pipe" \\n; -- DROP TABLE expenses; ☃`;
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await write(`${tricky} ${i}`, "O'Brien \\ Jr."));
    for (const [i, r] of results.entries()) {
      expect(r.value.description).toBe(`${tricky} ${i}`);
      expect(r.value.amount).toBe(12.34);
      expect(r.commits).toBe(1);
    }
    if (kind === 'postgres') {
      // The pool has a few connections; each prepares the statement once, after which a write is one message.
      const last = results[results.length - 1];
      expect(last.queries).toHaveLength(1);
      expect(last.queries[0]).toMatch(/^BEGIN; SELECT set_config.*; EXECUTE "p_[^"]+"\(.*\); SELECT 1; COMMIT$/s);
    }
    const stored = await rows<{ description: string; actor_name: string }>(
      database.db.execute(sql`SELECT e.description, a.actor_name FROM expenses e
        JOIN audit_log a ON a.entity = 'expense' AND a.entity_id = e.id WHERE e.description LIKE ${'Seán%'} ORDER BY e.id`),
    );
    expect(stored.map((r) => r.description)).toEqual(results.map((_, i) => `${tricky} ${i}`));
    expect(new Set(stored.map((r) => r.actor_name))).toEqual(new Set(["O'Brien \\ Jr."]));
    const [total] = await rows<{ expense_total: string }>(
      database.db.execute(sql`SELECT expense_total::text FROM projects WHERE id = ${projectId}`),
    );
    expect(total.expense_total).toBe('74.04');
  });

  it('a final statement that wrote nothing leaves the rest of the write to a second transaction, still under its settings', async () => {
    const missing = 2_000_000_000;
    const before = await rows<{ n: number }>(database.db.execute(sql`SELECT count(*)::int AS n FROM expenses`));
    const attempt = write('nowhere', 'Tester', 5, missing);
    await expect(attempt).rejects.toThrow(/Project not found/);
    const after = await rows<{ n: number }>(database.db.execute(sql`SELECT count(*)::int AS n FROM expenses`));
    expect(after[0].n).toBe(before[0].n);
    // A final statement, then more in a new transaction: two commits are reported to the caller (the first time on a
    // connection the statement is prepared, in the ordinary way: one commit).
    const twice = async () => {
      let commits = 0;
      const value = await transactionWith(database.db, { first: settings('Second'), committed: (n) => (commits = n) }, async (tx) => {
        const [none] = await rows(executePrepared(tx, sql`SELECT 1 AS one WHERE ${'x'}::text = 'y'`, { final: true }));
        expect(none).toBeUndefined();
        const [row] = await rows<{ who: string }>(tx.execute(sql`SELECT current_setting('plumbline.actor_name', true) AS who`));
        return row.who;
      });
      return { value, commits };
    };
    expect(await twice()).toEqual({ value: 'Second', commits: 1 });
    // The pool hands out the connection released last: the same one, which now knows the statement.
    expect(await twice()).toEqual({ value: 'Second', commits: kind === 'postgres' ? 2 : 1 });
  });

  it('rolls a failed write back whole and leaves the connection usable', async () => {
    const before = await rows<{ n: number }>(database.db.execute(sql`SELECT count(*)::int AS n FROM expenses`));
    // numeric(12,2) overflows inside the insert: an error from the EXECUTE itself, after BEGIN and the settings.
    for (let i = 0; i < 4; i++) await expect(write('too much', 'Tester', 1e9)).rejects.toThrow();
    const after = await rows<{ n: number }>(database.db.execute(sql`SELECT count(*)::int AS n FROM expenses`));
    expect(after[0].n).toBe(before[0].n);
    // Every pooled connection is out of its failed transaction: writes go on.
    for (let i = 0; i < 6; i++) expect((await write(`after ${i}`)).value.description).toBe(`after ${i}`);
  });
});
