import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPENSE_SORTS,
  type ExpenseListItem,
  type ExpenseSort,
  type ExpenseSummary,
  expenseListItemSchema,
  expenseListQuerySchema,
} from '../../../domain/expenses';
import { addCents, cents, centsToDollars, dollarsToCents } from '../../../domain/money';
import { rows } from '../../db/sql-fragments';
import { insertEmployee, insertExpense, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { EXPENSE_COLUMNS } from '../accounting/exports';
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
      // No work records in this fixture: none in the labor scope, and not applicable to a search or another category.
      workRecords: f.search !== undefined || (f.category !== undefined && f.category !== 'labor') ? null : { count: 0, amount: 0 },
    });
  });

  it('sums the summary in exact cents: 0.10 + 0.20 + 0.30 = 0.60', async () => {
    expect((await api.get(`/api/expenses/summary?search=${encodeURIComponent('\\')}`)).body.totalAmount).toBe(0.3);
    const other = (await api.get(`/api/expenses/summary${query({ category: 'other' })}`)).body;
    expect(other).toEqual({ count: 3, totalAmount: 0.6, byCategory: { other: { count: 3, amount: 0.6 } }, workRecords: null });
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

  const SORT_KEYS: Record<ExpenseSort, (e: Fixture) => string | number> = {
    date: (e) => e.date,
    description: (e) => e.description.toLowerCase(),
    project: (e) => e.project.toLowerCase(),
    category: (e) => e.category,
    amount: (e) => Number(e.amount),
  };
  /** The reference order: the key (text case-insensitively, in code-unit order), ties by id, all in one direction. */
  const sorted = (rows: Fixture[], sort: ExpenseSort, dir: 'asc' | 'desc') => {
    const sign = dir === 'asc' ? 1 : -1;
    const key = SORT_KEYS[sort];
    return [...rows].sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      return sign * (ka === kb ? a.id - b.id : ka < kb ? -1 : 1);
    });
  };

  it.each(EXPENSE_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((dir) => [sort, dir] as const)))(
    'sorts by %s %s in SQL, ties by id, on every page and with a filter',
    async (sort, dir) => {
      const all = (await api.get<ExpenseListItem[]>(`/api/expenses?sort=${sort}&dir=${dir}`)).body.map((e) => e.id);
      expect(all).toEqual(sorted(fixtures, sort, dir).map((e) => e.id));
      const paged: number[] = [];
      for (let offset = 0; offset < all.length; offset += 5)
        paged.push(
          ...(await api.get<ExpenseListItem[]>(`/api/expenses?sort=${sort}&dir=${dir}&limit=5&offset=${offset}`)).body.map((e) => e.id),
        );
      expect(paged).toEqual(all);
      const deposit = await api.get<ExpenseListItem[]>(`/api/expenses?sort=${sort}&dir=${dir}&search=deposit`);
      expect(deposit.body.map((e) => e.id)).toEqual(sorted(expected(fixtures, { search: 'deposit' }), sort, dir).map((e) => e.id));
    },
  );

  it('keeps newest first as the default and refuses an unknown sort or direction with a message', async () => {
    const byDefault = (await list()).map((e) => e.id);
    expect((await api.get<ExpenseListItem[]>('/api/expenses?sort=date&dir=desc')).body.map((e) => e.id)).toEqual(byDefault);
    const bad = await api.get<{ error: string }>('/api/expenses?sort=supplier');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Sort must be one of date, description, project, category, amount');
    expect((await api.get('/api/expenses?dir=up')).status).toBe(400);
    expect((await api.get('/api/expenses/export.csv?sort=1')).status).toBe(400);
  });

  it('exports every matching expense as CSV, in the sort asked, with the accounting columns and exact total', async () => {
    const csv = async (q: string) => {
      const res = await fetch(`${server.url}/api/expenses/export.csv${q}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toContain('expenses.csv');
      return (await res.text()).split('\r\n').filter((l) => l !== '');
    };
    const lines = await csv('?sort=amount&dir=asc&category=other');
    expect(lines[0]).toBe(EXPENSE_COLUMNS.join(','));
    const want = sorted(expected(fixtures, { category: 'other' }), 'amount', 'asc');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(want.map((e) => e.description));
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(['0.10', '0.20', '0.30']);
    const everything = await csv('');
    expect(everything).toHaveLength(fixtures.length + 1);
    expect(everything[1].startsWith('2026-11-06,')).toBe(true); // newest first by default
  });
});

describe.each(databaseKinds)('expense summary with work records on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
  });
  afterAll(() => server.close());

  it("shows the work records' pay with labor, per project, and only where work records can match the filter", async () => {
    const a = (await api.post('/api/projects', projectPayload({ name: 'Porch A' }))).body.id as number;
    const b = (await api.post('/api/projects', projectPayload({ name: 'Porch B' }))).body.id as number;
    const employeeId = await insertEmployee(server.database.db, { name: 'Ana Lopez', dailyRate: '180.00' });
    const work = (projectId: number, days: number, customPay: number | null) =>
      api.post('/api/time-entries', {
        projectId,
        employeeId,
        date: '2026-11-10',
        entryType: 'days',
        days,
        customPay,
        description: 'Framing',
      });
    expect((await work(a, 1.5, 200)).status).toBe(201); // 300.00
    expect((await work(b, 1, null)).status).toBe(201); // 180.00
    expect((await work(b, 0.5, 155.55)).status).toBe(201); // 77.775 → 77.78
    await insertExpense(server.database.db, a, '50.00', { category: 'labor' });

    const summary = async (q: string) => (await api.get<ExpenseSummary>(`/api/expenses/summary${q}`)).body;
    expect(await summary('')).toMatchObject({
      count: 1,
      byCategory: { labor: { count: 1, amount: 50 } },
      workRecords: { count: 3, amount: 557.78 },
    });
    expect((await summary(`?projectId=${a}`)).workRecords).toEqual({ count: 1, amount: 300 });
    expect((await summary(`?projectId=${b}&category=labor`)).workRecords).toEqual({ count: 2, amount: 257.78 });
    expect((await summary('?category=material')).workRecords).toBeNull();
    expect((await summary('?search=porch')).workRecords).toBeNull();
    // A new work record shows at once (the cached tiles are dropped by the write).
    expect((await work(a, 1, 100)).status).toBe(201);
    expect((await summary('')).workRecords).toEqual({ count: 4, amount: 657.78 });
  });
});
