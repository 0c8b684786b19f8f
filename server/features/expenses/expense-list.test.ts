import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExpenseListItem, type ExpenseSummary, expenseListItemSchema, expenseListQuerySchema } from '../../../domain/expenses';
import { addCents, cents, centsToDollars, dollarsToCents } from '../../../domain/money';
import { rows } from '../../db/sql-fragments';
import { insertExpense, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { searchPageIdsSql } from './expense-filter-sql';

type Fixture = { id: number; project: string; category: string; description: string; amount: string; date: string };

const PROJECTS = ['Smith Kitchen Remodel', 'Garcia roof', 'Lee deck', 'Ortiz_pool'] as const;

/** Expenses of the fixture: [project, category, description, amount, date]. Same-date rows check the id tie-break. */
const EXPENSES: [(typeof PROJECTS)[number], string, string, string, string][] = [
  ['Smith Kitchen Remodel', 'material', 'Lumber 2x4', '120.10', '2026-11-01'],
  ['Smith Kitchen Remodel', 'gas', 'Truck fuel', '45.20', '2026-11-03'],
  ['Smith Kitchen Remodel', 'material', 'Drywall sheets', '300.30', '2026-11-03'],
  ['Smith Kitchen Remodel', 'labor', 'Day labor', '200.00', '2026-10-30'],
  ['Garcia roof', 'material', 'Shingles', '999.99', '2026-11-02'],
  ['Garcia roof', 'gas', 'GAS for truck', '60.05', '2026-11-04'],
  ['Garcia roof', 'subcontractor', 'Roofing crew', '1500.00', '2026-11-05'],
  ['Lee deck', 'other', '50% deposit', '0.10', '2026-11-06'],
  ['Lee deck', 'other', '500 deposit', '0.20', '2026-11-06'],
  ['Lee deck', 'equipment', 'tile_saw rental', '75.00', '2026-11-06'],
  ['Lee deck', 'other', 'Back\\slash fee', '0.30', '2026-09-01'],
  ['Ortiz_pool', 'equipment', 'Pump', '410.00', '2026-08-15'],
];

type Filter = { search?: string; category?: string; project?: string };

/** The reference answer, computed in TypeScript from the fixture: matches, newest first. */
function expected(all: Fixture[], f: Filter): Fixture[] {
  const s = f.search?.toLowerCase();
  return all
    .filter((e) => !s || e.description.toLowerCase().includes(s) || e.project.toLowerCase().includes(s))
    .filter((e) => !f.category || e.category === f.category)
    .filter((e) => !f.project || e.project === f.project)
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
}

describe.each(databaseKinds)('expense list and summary on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  const projectIds = new Map<string, number>();
  const fixtures: Fixture[] = [];

  const query = (f: Filter & { limit?: number; offset?: number }) => {
    const params = new URLSearchParams();
    if (f.search !== undefined) params.set('search', f.search);
    if (f.category !== undefined) params.set('category', f.category);
    if (f.project !== undefined) params.set('projectId', String(projectIds.get(f.project)));
    if (f.limit !== undefined) params.set('limit', String(f.limit));
    if (f.offset !== undefined) params.set('offset', String(f.offset));
    return params.size ? `?${params}` : '';
  };
  const list = async (f: Filter & { limit?: number; offset?: number } = {}) => {
    const res = await api.get<ExpenseListItem[]>(`/api/expenses${query(f)}`);
    expect(res.status).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    for (const name of PROJECTS) projectIds.set(name, (await api.post('/api/projects', projectPayload({ name }))).body.id);
    for (const [project, category, description, amount, date] of EXPENSES) {
      const id = await insertExpense(server.database.db, projectIds.get(project) as number, amount, { category, description, date });
      fixtures.push({ id, project, category, description, amount, date });
    }
  });
  afterAll(() => server.close());

  it('lists every expense newest first (date, then id), in the read shape', async () => {
    const all = await list();
    expect(all.map((e) => e.id)).toEqual(expected(fixtures, {}).map((e) => e.id));
    for (const e of all) expenseListItemSchema.parse(e);
    expect(all.find((e) => e.description === 'Shingles')).toMatchObject({
      amount: 999.99,
      projectName: 'Garcia roof',
      project: { name: 'Garcia roof' },
    });
  });

  it.each<[string, Filter, string[]]>([
    ['description, any case', { search: 'LUMBER' }, ['Lumber 2x4']],
    ['description or project name', { search: 'truck' }, ['GAS for truck', 'Truck fuel']],
    ['project name, any case', { search: 'gArCiA' }, ['Roofing crew', 'GAS for truck', 'Shingles']],
    ['a literal %', { search: '%' }, ['50% deposit']],
    ['a literal 50%', { search: '50%' }, ['50% deposit']],
    ['a literal _ in a description or a project name', { search: '_' }, ['tile_saw rental', 'Pump']],
    ['a literal backslash', { search: '\\' }, ['Back\\slash fee']],
    ['padded with spaces (trimmed)', { search: '  shingles  ' }, ['Shingles']],
    ['nothing', { search: 'no such thing' }, []],
    ['a category', { category: 'material' }, ['Drywall sheets', 'Shingles', 'Lumber 2x4']],
    ['a project', { project: 'Lee deck' }, ['tile_saw rental', '500 deposit', '50% deposit', 'Back\\slash fee']],
    ['search, category and project together', { search: 'truck', category: 'gas', project: 'Garcia roof' }, ['GAS for truck']],
    ['category and project with no match', { category: 'labor', project: 'Garcia roof' }, []],
  ])('filters by %s', async (_label, f, descriptions) => {
    const expectedRows = expected(fixtures, { ...f, search: f.search?.trim() });
    expect(expectedRows.map((e) => e.description)).toEqual(descriptions); // the reference agrees with the spelled-out answer
    expect((await list(f)).map((e) => e.id)).toEqual(expectedRows.map((e) => e.id));
  });

  it("treats 'all' and empty values as no filter", async () => {
    const everything = (await list()).map((e) => e.id);
    expect((await api.get('/api/expenses?category=all&projectId=all&search=')).body.map((e: ExpenseListItem) => e.id)).toEqual(everything);
    expect((await api.get('/api/expenses?projectId=')).body).toHaveLength(everything.length);
  });

  it('pages with limit and offset in a stable order', async () => {
    const everything = (await list()).map((e) => e.id);
    const paged: number[] = [];
    for (let offset = 0; offset < everything.length + 3; offset += 5) paged.push(...(await list({ limit: 5, offset })).map((e) => e.id));
    expect(paged).toEqual(everything);
    expect((await list({ limit: 2, offset: 1, search: 'deposit' })).map((e) => e.description)).toEqual(['50% deposit']);
    expect(await list({ offset: 1000 })).toEqual([]);
    expect((await list({ limit: 500 })).length).toBe(everything.length);
    for (const bad of ['limit=0', 'limit=501', 'offset=-1', 'limit=abc', 'projectId=abc'])
      expect((await api.get(`/api/expenses?${bad}`)).status).toBe(400);
  });

  it.each<[string, Filter]>([
    ['no filter', {}],
    ['a search', { search: 'truck' }],
    ['a project-name search', { search: 'garcia' }],
    ['a category', { category: 'other' }],
    ['a project', { project: 'Smith Kitchen Remodel' }],
    ['all three', { search: 'e', category: 'material', project: 'Garcia roof' }],
    ['no match', { search: 'no such thing' }],
  ])('summarises %s exactly as a recomputation from the listed rows', async (_label, f) => {
    const listed = await list({ ...f, limit: 500 });
    const byCategory: Record<string, { count: number; cents: number }> = {};
    for (const e of listed) {
      byCategory[e.category] ??= { count: 0, cents: 0 };
      const c = byCategory[e.category];
      c.count += 1;
      c.cents = addCents(cents(c.cents), dollarsToCents(e.amount));
    }
    const res = await api.get<ExpenseSummary>(`/api/expenses/summary${query(f)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      count: listed.length,
      totalAmount: centsToDollars(addCents(cents(0), ...listed.map((e) => dollarsToCents(e.amount)))),
      byCategory: Object.fromEntries(
        Object.entries(byCategory).map(([k, v]) => [k, { count: v.count, amount: centsToDollars(cents(v.cents)) }]),
      ),
    });
  });

  it('sums the summary in exact cents: 0.10 + 0.20 + 0.30 = 0.60', async () => {
    expect((await api.get(`/api/expenses/summary?search=${encodeURIComponent('\\')}`)).body.totalAmount).toBe(0.3);
    const other = (await api.get(`/api/expenses/summary${query({ category: 'other' })}`)).body;
    expect(other).toEqual({ count: 3, totalAmount: 0.6, byCategory: { other: { count: 3, amount: 0.6 } } });
  });

  it('takes the same page from the newest window as from the older matches, whatever the window size', async () => {
    // The list reads the newest SEARCH_WINDOW expenses first and the trigram indexes only when they hold too few
    // matches; small windows force every path through both halves on this small fixture.
    const reference = (f: Filter, limit: number, offset: number) =>
      expected(fixtures, f)
        .slice(offset, offset + limit)
        .map((e) => e.id);
    const filters: Filter[] = [
      { search: 'e' },
      { search: 'truck' },
      { search: 'garcia' },
      { search: '_' },
      { search: 'deposit', project: 'Lee deck' },
      { search: 'e', category: 'material' },
      { search: 'zzz' },
    ];
    for (const f of filters) {
      for (const window of [1, 2, 3, 5, 1000]) {
        for (const [limit, offset] of [
          [1, 0],
          [2, 0],
          [3, 1],
          [100, 0],
          [2, 4],
        ]) {
          const q = expenseListQuerySchema.parse({
            search: f.search,
            category: f.category,
            projectId: f.project && projectIds.get(f.project),
            limit,
            offset,
          });
          const page = await rows<{ id: number }>(
            server.database.db.execute(searchPageIdsSql({ ...q, search: f.search as string }, window)),
          );
          expect({ f, window, limit, offset, ids: page.map((r) => r.id) }).toEqual({
            f,
            window,
            limit,
            offset,
            ids: reference(f, limit, offset),
          });
        }
      }
    }
  });

  it('answers the summary route, not the :id route, for /api/expenses/summary', async () => {
    const res = await api.get('/api/expenses/summary');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(fixtures.length);
    const [{ n }] = await rows<{ n: number }>(server.database.db.execute(sql`SELECT count(*)::int AS n FROM expenses`));
    expect(n).toBe(fixtures.length);
  });
});
