import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpenseFilter } from '../../../domain/expenses';
import { ResponseCache } from '../../http/response-cache';
import { insertEmployee } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { expenseCategoryTotals, workRecordPay } from './service';
import { ExpenseSummaryPieces } from './summary-pieces';

// The Expenses tiles kept per project (summary-pieces.ts) must equal the tiles summed whole (expenseCategoryTotals,
// workRecordPay) after every kind of change, and read only the projects a change named.
describe.each(databaseKinds)('Expenses tiles kept per project on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let cache: ResponseCache;
  let pieces: ExpenseSummaryPieces;
  const ids: Record<string, number> = {};
  let employeeId: number;
  const all: ExpenseFilter = { search: undefined, category: undefined, projectId: undefined };
  const filters: ExpenseFilter[] = [all, ...(['material', 'labor', 'gas', 'permits'] as const).map((category) => ({ ...all, category }))];

  const postExpense = (projectId: number, category: string, description: string, amount: number, date: string) =>
    api.post('/api/expenses', { projectId, category, description, amount, date });

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    cache = new ResponseCache();
    await server.database.onDataChanged((payload) => cache.note(payload));
    pieces = new ExpenseSummaryPieces(cache);
    for (const name of ['Porch', 'Roof', 'Deck']) {
      const res = await api.post('/api/projects', {
        name,
        location: 'Tampa',
        startDate: '2026-10-01',
        endDate: '2026-12-20',
        budget: 9000,
      });
      ids[name] = res.body.id;
    }
    employeeId = await insertEmployee(server.database.db, { name: 'Nora Bell', dailyRate: '215.35' });
    for (const [project, category, amount] of [
      ['Porch', 'material', 120.1],
      ['Porch', 'gas', 40.05],
      ['Roof', 'material', 0.1],
      ['Roof', 'labor', 310.2],
    ] as const) {
      const res = await postExpense(ids[project], category, 'Stock', amount, '2026-10-03');
      expect(res.status).toBe(201);
    }
    const record = { projectId: ids.Deck, employeeId, date: '2026-10-12', entryType: 'days', days: 1.5, description: 'Demo' };
    expect((await api.post('/api/time-entries', record)).status).toBe(201);
  });
  afterAll(() => server.close());

  /** Every filter's kept tiles equal the whole sums; returns how many projects each part read for the first filter. */
  const same = async () => {
    await server.database.flushChanges();
    const db = server.database.db;
    expect(await pieces.categoryTotals(db, all)).toEqual(await expenseCategoryTotals(db, all));
    expect(await pieces.workRecordPay(db, all)).toEqual(await workRecordPay(db, all));
    const read = pieces.lastRead;
    for (const f of filters) {
      expect(await pieces.categoryTotals(db, f)).toEqual(await expenseCategoryTotals(db, f));
      expect(await pieces.workRecordPay(db, f)).toEqual(await workRecordPay(db, f));
    }
    return read;
  };

  it('reads every project once, then nothing while nothing changes', async () => {
    expect(await same()).toEqual({ categories: 'all', labor: 'all' });
    expect(await same()).toEqual({ categories: 0, labor: 0 });
    expect((await pieces.categoryTotals(server.database.db, all)).totalAmount).toBe(470.45);
    expect(await pieces.workRecordPay(server.database.db, all)).toEqual({ count: 1, amount: 323.03 });
  });

  it('an expense reads only its project, in both parts (its cost total moved)', async () => {
    const res = await postExpense(ids.Deck, 'permits', 'Permit', 85.5, '2026-10-04');
    expect(res.status).toBe(201);
    expect(await same()).toEqual({ categories: 1, labor: 1 });
  });

  it('a work record reads only its project, in the labor part', async () => {
    const record = { projectId: ids.Porch, employeeId, date: '2026-10-02', entryType: 'days', days: 1, description: 'Steps' };
    expect((await api.post('/api/time-entries', record)).status).toBe(201);
    expect(await same()).toEqual({ categories: 0, labor: 1 });
  });

  it('an expense moved to another project, changed and deleted', async () => {
    const created = await postExpense(ids.Roof, 'gas', 'Fuel', 19.99, '2026-10-05');
    await same();
    const body = { projectId: ids.Porch, category: 'material', description: 'Fuel', amount: 21.01, date: '2026-10-05' };
    expect((await api.put(`/api/expenses/${created.body.id}`, body)).status).toBe(200);
    expect((await same()).categories).toBe(2);
    expect((await api.del(`/api/expenses/${created.body.id}`)).status).toBe(204);
    expect((await same()).categories).toBe(1);
  });

  it('a new day rate reprices the labor part; a deleted project leaves both', async () => {
    expect(
      (await api.put(`/api/employees/${employeeId}`, { name: 'Nora Bell', position: 'Carpenter', dailyRate: 230, payType: 'daily' }))
        .status,
    ).toBe(200);
    await same();
    expect((await api.del(`/api/projects/${ids.Roof}`)).status).toBe(204);
    await same();
  });

  it('a change that names no rows, or an unknown one, reads everything again', async () => {
    await same();
    cache.note('{"t":"expenses"}');
    expect((await same()).categories).toBe('all');
    cache.note('not json');
    expect(await same()).toEqual({ categories: 'all', labor: 'all' });
  });
});
