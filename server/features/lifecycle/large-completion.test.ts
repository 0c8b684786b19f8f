import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/sql-fragments';
import { projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

// Issue 38: completing a project whose costs exceed $9,999,999,999.99 answered 500 (the archive's final cost and
// profit were numeric(12,2), the project's totals numeric(14,2) each). Migration 0046 widens them to (15,2).

describe.each(databaseKinds)('completing a project with costs over ten billion dollars on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  }, 120_000);
  afterAll(() => server.close());

  it('archives the exact final cost and profit', async () => {
    const created = await api.post(
      '/api/projects',
      projectPayload({ name: 'Dam', startDate: '2026-11-01', endDate: '2026-11-30', budget: 99_999_999.99 }),
    );
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    // 101 expenses at the largest amount one expense holds: $10,099,999,998.99 in all.
    await server.database.db.execute(sql`INSERT INTO expenses (project_id, category, description, amount, date)
      SELECT ${id}, 'material', 'Concrete ' || g, 99999999.99, DATE '2026-11-02' FROM generate_series(1, 101) g`);
    const done = await api.post(`/api/projects/${id}/complete`);
    expect(done.status).toBe(200);
    const [archived] = await rows<{ final_cost: string; profit: string }>(
      server.database.db.execute(sql`SELECT final_cost::text, profit::text FROM completed_projects WHERE original_project_id = ${id}`),
    );
    expect(archived).toEqual({ final_cost: '10099999998.99', profit: '-9999999999.00' });
  });
});
