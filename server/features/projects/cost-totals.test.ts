import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laborPay } from '../../../domain/labor';
import { addCents, type Cents, cents, centsFromDb, centsToDollars } from '../../../domain/money';
import { rows } from '../../db/sql-fragments';
import { insertEmployee, insertExpense, insertWorkRecord, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

type Detail = {
  project_id: number;
  amount?: string;
  entry_type?: string;
  days?: string | null;
  hours?: string | null;
  custom_pay?: string | null;
  daily_rate?: string | null;
  hourly_rate?: string | null;
};

/** Recomputes every project's total from the detail rows in TypeScript, independently of the SQL triggers. */
async function recomputeTotals(server: TestServer): Promise<Map<number, Cents>> {
  const db = server.database.db;
  const totals = new Map<number, Cents>();
  const add = (id: number, v: Cents) => totals.set(id, addCents(totals.get(id) ?? cents(0), v));
  for (const e of await rows<Detail>(db.execute(sql`SELECT project_id, amount::text FROM expenses`)))
    add(e.project_id, centsFromDb(e.amount));
  const work = await rows<Detail>(
    db.execute(sql`SELECT t.project_id, t.entry_type, t.days::text, t.hours::text, t.custom_pay::text, em.daily_rate::text, em.hourly_rate::text
      FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id`),
  );
  for (const w of work) {
    add(
      w.project_id,
      laborPay({
        entryType: w.entry_type ?? 'days',
        days: w.days === null ? null : Number(w.days),
        hours: w.hours === null ? null : Number(w.hours),
        customPay: w.custom_pay ? centsFromDb(w.custom_pay) : null,
        dailyRate: w.daily_rate ? centsFromDb(w.daily_rate) : null,
        hourlyRate: w.hourly_rate ? centsFromDb(w.hourly_rate) : null,
      }),
    );
  }
  return totals;
}

describe.each(databaseKinds)('project cost totals on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  });
  afterAll(() => server.close());

  const expectTotalsMatchDetailRows = async () => {
    await server.database.flushChanges(); // direct SQL writes reach the response cache through LISTEN/NOTIFY
    const expected = await recomputeTotals(server);
    const list = (await api.get('/api/projects')).body as { id: number; budget: number; totalExpenses: number; totalProfit: number }[];
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) {
      const total = centsToDollars(expected.get(p.id) ?? cents(0));
      expect({ id: p.id, totalExpenses: p.totalExpenses }).toEqual({ id: p.id, totalExpenses: total });
      expect(p.totalProfit).toBe(Math.round((p.budget - total) * 100) / 100);
    }
  };

  it('equal a recomputation from expenses and work records after inserts, updates, moves, rate changes and deletes', async () => {
    const db = server.database.db;
    const a = (await api.post('/api/projects', projectPayload({ name: 'A', budget: 5000 }))).body.id as number;
    const b = (await api.post('/api/projects', projectPayload({ name: 'B', budget: 800.5 }))).body.id as number;
    const c = (await api.post('/api/projects', projectPayload({ name: 'C', budget: 0 }))).body.id as number;
    const ana = await insertEmployee(db, { name: 'Ana', dailyRate: '175.50' });
    const ben = await insertEmployee(db, { name: 'Ben', dailyRate: null, hourlyRate: '28.75' });

    const e1 = await insertExpense(db, a, '19.99');
    await insertExpense(db, a, '0.01');
    const e3 = await insertExpense(db, b, '250.35');
    await insertWorkRecord(db, a, ana, '2.5', null);
    const w2 = await insertWorkRecord(db, b, ana, '0.5', '99.99');
    await db.execute(
      sql`INSERT INTO time_entries (project_id, employee_id, date, hours, entry_type) VALUES (${c}, ${ben}, '2026-11-04', 7.5, 'hours')`,
    );
    // One multi-row statement touching several projects.
    await db.execute(sql`INSERT INTO expenses (project_id, category, description, amount, date) VALUES
      (${a}, 'gas', 'Fuel', 45.10, '2026-11-05'), (${b}, 'equipment', 'Saw rental', 60.00, '2026-11-05'), (${c}, 'other', 'Permit', 125.25, '2026-11-06')`);
    await expectTotalsMatchDetailRows();

    await db.execute(sql`UPDATE expenses SET amount = 20.01 WHERE id = ${e1}`);
    await db.execute(sql`UPDATE expenses SET project_id = ${c} WHERE id = ${e3}`); // moved between projects
    await db.execute(sql`UPDATE employees SET daily_rate = 190.00 WHERE id = ${ana}`); // rate change reprices days without custom pay
    await db.execute(sql`UPDATE employees SET hourly_rate = 30.10 WHERE id = ${ben}`);
    await db.execute(sql`UPDATE time_entries SET days = 1.5 WHERE id = ${w2}`);
    await expectTotalsMatchDetailRows();

    await db.execute(sql`DELETE FROM time_entries WHERE id = ${w2}`);
    await db.execute(sql`DELETE FROM expenses WHERE project_id = ${a} AND category = 'gas'`);
    await expectTotalsMatchDetailRows();

    const { body } = await api.get(`/api/projects/${a}`);
    // 20.01 + 0.01 + 2.5 days × 190.00 = 495.02
    expect(body).toMatchObject({ totalExpenses: 495.02, totalProfit: 4504.98, profitMargin: 90.1 });
    const zero = (await api.get(`/api/projects/${c}`)).body;
    expect(zero.profitMargin).toBe(0);
  });

  it('a cached project list reflects a write made through the API at once', async () => {
    const id = (await api.post('/api/projects', projectPayload({ name: 'Cache check' }))).body.id;
    await api.get('/api/projects?active=true');
    await api.put(`/api/projects/${id}`, { budget: 4321.09 });
    const listed = (await api.get('/api/projects?active=true')).body.find((p: { id: number }) => p.id === id);
    expect(listed.budget).toBe(4321.09);
  });
});
