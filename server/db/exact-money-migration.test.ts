import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const migration = (tag: string) => fs.readFileSync(path.join(folder, `${tag}.sql`), 'utf8').split('--> statement-breakpoint');
const tagsBefore = [
  '0000_initial',
  '0001_cost-totals',
  '0002_change-notifications',
  '0003_expense-search',
  '0004_more-change-notifications',
];

/** Migration 0005 on a database that 0000–0004 built and the old code filled (the SQL is the same on both engines). */
describe('migration 0005 (exact money) on data written before it', () => {
  let db: PGlite;
  const one = async <T>(q: string) => (await db.query<T>(q)).rows[0];

  beforeAll(async () => {
    db = new PGlite({ extensions: { pg_trgm } });
    for (const tag of tagsBefore) for (const statement of migration(tag)) await db.exec(statement);
    await db.exec(`
      INSERT INTO projects (id, name, location, start_date, budget) VALUES (1, 'Deck', 'Tampa', '2026-11-01', 5000);
      INSERT INTO employees (id, name, position, daily_rate) VALUES (1, 'Ana Lopez', 'Carpenter', 200);
      INSERT INTO expenses (id, project_id, category, description, amount, date) VALUES
        (1, 1, 'material', 'Lumber', 100.10, '2026-11-02'), (2, 1, ' Gas ', 'Fuel', 20.00, '2026-11-02'),
        (3, 1, 'MATERIAL', 'Screws', 5.05, '2026-11-02'), (4, 1, 'Permits', 'City permit', 75.00, '2026-11-02'),
        (5, 1, 'Lumber yard', 'Odd one', 1.00, '2026-11-02'),
        (6, 1, 'labor', 'Payroll advance: Ana Lopez — Rent', 250.25, '2026-11-03');
      INSERT INTO payroll_advances (employee_id, project_id, amount, advance_date, reason, deduct_from_project, expense_id)
        VALUES (1, 1, 250.25, '2026-11-03', 'Rent', true, 6);
      INSERT INTO time_entries (project_id, employee_id, date, days, entry_type) VALUES (1, 1, '2026-11-04', 1, 'days');
      SELECT setval('expenses_id_seq', 100);`);
    expect(await one(`SELECT expense_total::text AS e FROM projects WHERE id = 1`)).toEqual({ e: '451.40' });
    for (const statement of migration('0005_exact-money')) await db.exec(statement);
  });
  afterAll(() => db.close());

  it('deletes the expenses advances created, clears the link and takes them out of the totals', async () => {
    expect(await one(`SELECT count(*)::int AS n FROM expenses WHERE id = 6`)).toEqual({ n: 0 });
    expect(await one(`SELECT expense_id, deduct_from_project, project_id FROM payroll_advances`)).toEqual({
      expense_id: null,
      deduct_from_project: true,
      project_id: 1,
    });
    expect(await one(`SELECT expense_total::text AS e, labor_total::text AS l FROM projects WHERE id = 1`)).toEqual({
      e: '201.15',
      l: '200.00',
    });
  });

  it('maps every stored category onto the fixed list (trimmed, lower-cased, else other) and refuses any other', async () => {
    const categories = (await db.query<{ id: number; category: string }>(`SELECT id, category FROM expenses ORDER BY id`)).rows;
    expect(categories.map((c) => c.category)).toEqual(['material', 'gas', 'material', 'permits', 'other']);
    await expect(
      db.query(`INSERT INTO expenses (project_id, category, description, amount, date) VALUES (1, 'Lumber', 'x', 1, '2026-11-05')`),
    ).rejects.toThrow(/expenses_category_check/);
    await db.query(
      `INSERT INTO expenses (project_id, category, description, amount, date) VALUES (1, 'utilities', 'Power', 1, '2026-11-05')`,
    );
  });
});
