import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Reconciliation, reconciliationSchema } from '../../../domain/reconciliation';
import { rows } from '../../db/sql-fragments';
import { insertEmployee, insertExpense, insertWorkRecord } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { seedAccountingYear } from './accounting-fixture';
import { yearCosts, yearCostsFromDetail } from './service';

/**
 * The overview's month × source totals read from cost_month_totals (migration 0021, kept by triggers) equal a
 * recomputation from the expenses and work records after every kind of write that can change them.
 */
describe.each(databaseKinds)('cost_month_totals on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let ids: Awaited<ReturnType<typeof seedAccountingYear>>;
  const exec = <T = Record<string, unknown>>(q: SQL) => rows<T>(server.database.db.execute(q));
  const reconciliation = async (): Promise<Reconciliation> => {
    const res = await api.get('/api/system/reconciliation');
    expect(res.status).toBe(200);
    return reconciliationSchema.parse(res.body);
  };
  const sorted = (r: Awaited<ReturnType<typeof yearCosts>>) => ({
    expenseCount: r.expenseCount,
    costs: [...r.costs].sort((a, b) => a.month - b.month || a.source.localeCompare(b.source)),
  });
  /** Stored and recomputed figures of 2024 to 2026 are equal, and the reconciliation finds no month total off. */
  const expectSame = async () => {
    for (const year of [2024, 2025, 2026]) {
      const detail = sorted(await yearCostsFromDetail(server.database.db, year));
      expect(sorted(await yearCosts(server.database.db, year)), `year ${year}`).toEqual(detail);
    }
    expect((await reconciliation()).differences.filter((d) => d.kind === 'cost-month')).toEqual([]);
    expect((await exec<{ n: number }>(sql`SELECT count(*)::int AS n FROM cost_month_totals WHERE count <= 0`))[0].n).toBe(0);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    ids = await seedAccountingYear(server.database.db);
  });
  afterAll(() => server.close());

  it('match the detail rows of the hand-worked year, and the overview still adds up to the cent', async () => {
    await expectSame();
    const o = (await api.get('/api/accounting/overview?year=2025')).body;
    expect(o.yearlyOverview.totalExpenses).toBe(4655.06);
    expect(o.monthlyBreakdown.find((m: { month: string }) => m.month === '2025-03').expenses).toBe(2180.49);
  });

  it('follow expense edits: amount, month, year, category and project changes, and deletes', async () => {
    const { alpha, beta, delta } = ids;
    const id = await insertExpense(server.database.db, alpha, '12.34', { category: 'material', date: '2025-05-31' });
    await expectSame();
    await exec(sql`UPDATE expenses SET amount = 12.35 WHERE id = ${id}`);
    await exec(sql`UPDATE expenses SET date = '2025-06-01' WHERE id = ${id}`);
    await expectSame();
    await exec(sql`UPDATE expenses SET date = '2026-01-15', category = 'permits', project_id = ${beta} WHERE id = ${id}`);
    await expectSame();
    // A multi-row statement touching several groups at once, and a no-op update.
    await exec(sql`UPDATE expenses SET amount = amount + 0.01 WHERE project_id IN (${alpha}, ${delta})`);
    await exec(sql`UPDATE expenses SET description = description WHERE project_id = ${beta}`);
    await expectSame();
    await exec(sql`DELETE FROM expenses WHERE id = ${id}`);
    await expectSame();
  });

  it('follow work records and the employee rates that price them', async () => {
    const { alpha, beta, ana } = ids;
    const ben = await insertEmployee(server.database.db, { name: 'Ben Ortiz', hourlyRate: '31.25' });
    const [hourly] = await exec<{ id: number }>(sql`INSERT INTO time_entries (project_id, employee_id, date, hours, entry_type)
      VALUES (${alpha}, ${ben}, '2025-07-04', 7.5, 'hours') RETURNING id`);
    const day = await insertWorkRecord(server.database.db, beta, ana, '0.5', null, '2025-07-05');
    await expectSame();
    await exec(sql`UPDATE time_entries SET hours = 8, date = '2025-08-01' WHERE id = ${hourly.id}`);
    await exec(sql`UPDATE time_entries SET custom_pay = 333.33, project_id = ${alpha} WHERE id = ${day}`);
    await expectSame();
    await exec(sql`UPDATE employees SET daily_rate = 212.37 WHERE id = ${ana}`);
    await exec(sql`UPDATE employees SET hourly_rate = 33.33 WHERE id = ${ben}`);
    await exec(sql`UPDATE employees SET name = 'Ben O.' WHERE id = ${ben}`);
    await expectSame();
    await exec(sql`DELETE FROM time_entries WHERE id = ${hourly.id}`);
    await expectSame();
  });

  it("empty with a project's delete, and the reconciliation reports a total written behind the triggers", async () => {
    const [p] = await exec<{ id: number }>(sql`INSERT INTO projects (name, location, start_date, budget, status, is_active)
      VALUES ('Short job', 'Tampa, FL', '2025-09-01', 100, 'active', true) RETURNING id`);
    await insertExpense(server.database.db, p.id, '40.00', { date: '2025-09-02', category: 'equipment' });
    await insertWorkRecord(server.database.db, p.id, ids.ana, '1', null, '2025-09-03');
    await expectSame();
    await exec(sql`DELETE FROM projects WHERE id = ${p.id}`);
    await expectSame();
    expect(await exec(sql`SELECT 1 FROM cost_month_totals WHERE project_id = ${p.id}`)).toEqual([]);

    await exec(
      sql`UPDATE cost_month_totals SET amount = amount + 0.01 WHERE project_id = ${ids.beta} AND month = '2025-03-01' AND source = 'equipment'`,
    );
    expect((await reconciliation()).differences).toEqual([
      { kind: 'cost-month', id: ids.beta, label: 'Beta Deck, 2025-03 equipment (1 stored, 1 found)', stored: 400.01, expected: 400 },
    ]);
    await exec(sql`SELECT refresh_cost_month_totals()`);
    await expectSame();
  });
});
