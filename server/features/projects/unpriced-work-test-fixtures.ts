import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { insertEmployee, insertExpense, insertWorkRecord } from '../../test/factories';
import { httpClient, startTestServer, type TestServer } from '../../test/harness';

/**
 * Two active projects started on `start` with a 1,000.00 material expense and one day of work on `date` each:
 * "Unpriced Porch" by Ana Ruiz, who has no rate (priced at $0, so its figures are not final), and "Priced Patio"
 * by Bo Li at 200.00 a day. The screens that state a profit are tested with it (issue 18, "Not final").
 */
export async function seedUnpricedAndPriced(db: Db, { start, date }: { start: string; date: string }) {
  const project = async (name: string) => {
    const [row] = await rows<{ id: number }>(
      db.execute(sql`INSERT INTO projects (name, location, start_date, budget, status, is_active)
        VALUES (${name}, 'Tampa, FL', ${start}, '5000.00', 'active', true) RETURNING id`),
    );
    return row.id;
  };
  const unpriced = await project('Unpriced Porch');
  const priced = await project('Priced Patio');
  const ana = await insertEmployee(db, { name: 'Ana Ruiz', dailyRate: null });
  const bo = await insertEmployee(db, { name: 'Bo Li', dailyRate: '200.00' });
  for (const p of [unpriced, priced]) await insertExpense(db, p, '1000.00', { date });
  await insertWorkRecord(db, unpriced, ana, '1.0', null, date);
  await insertWorkRecord(db, priced, bo, '1.0', null, date);
  return { unpriced, priced, ana, bo };
}

/**
 * A test server of `kind` seeded with seedUnpricedAndPriced for the enclosing describe (started before its tests,
 * closed after): the server, its HTTP client and the seeded ids.
 */
export function unpricedWorkServer(kind: 'pglite' | 'postgres', dates: { start: string; date: string }) {
  const t = {} as { server: TestServer; api: ReturnType<typeof httpClient>; ids: Awaited<ReturnType<typeof seedUnpricedAndPriced>> };
  beforeAll(async () => {
    t.server = await startTestServer(kind);
    t.api = httpClient(t.server);
    t.ids = await seedUnpricedAndPriced(t.server.database.db, dates);
  });
  afterAll(() => t.server.close());
  return t;
}
