import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_HITS_PER_KIND, type SearchHit } from '../../../domain/api/search';
import { insertEmployee, insertExpense, projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';

describe.each(databaseKinds)('global search API on %s', (kind) => {
  let server: TestServer;
  const api = httpClient({
    get url() {
      return server.url;
    },
  });
  const search = async (q: string) => {
    const res = await api.get<{ hits: SearchHit[] }>(`/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return res.body.hits;
  };
  let projectId = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const db = server.database.db;
    const project = await api.post('/api/projects', projectPayload({ name: 'Harbor View Deck', location: 'Clearwater Beach' }));
    projectId = project.body.id;
    await insertExpense(db, projectId, '1234.50', { description: 'Pressure-treated joists', date: '2026-11-05' });
    for (let i = 0; i < 8; i++) await insertExpense(db, projectId, '10.00', { description: `Deck screws box ${i}` });
    await insertEmployee(db, { name: 'Marisol Harbor' });
    await api.post('/api/suppliers', { name: 'Harbor Lumber Co', contactPerson: 'Dana White', specialties: [] });
    await api.post('/api/subcontractors', { name: 'Harborline Electric', company: 'HLE LLC', specialty: 'Electrical' });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('finds every kind with its subtitle and route, case-insensitively', async () => {
    const hits = await search('  harbor ');
    const byKind = (k: string) => hits.filter((h) => h.kind === k);
    expect(byKind('project')).toEqual([
      {
        kind: 'project',
        id: projectId,
        title: 'Harbor View Deck',
        subtitle: 'Clearwater Beach',
        route: '/projects?search=Harbor%20View%20Deck',
      },
    ]);
    // Expenses by their project's name: at most SEARCH_HITS_PER_KIND, newest first.
    expect(byKind('expense')).toHaveLength(SEARCH_HITS_PER_KIND);
    expect(byKind('employee').map((h) => [h.title, h.subtitle, h.route])).toEqual([
      ['Marisol Harbor', 'Carpenter', '/employees?search=Marisol%20Harbor'],
    ]);
    expect(byKind('supplier').map((h) => [h.title, h.subtitle])).toEqual([['Harbor Lumber Co', 'Dana White']]);
    expect(byKind('subcontractor').map((h) => [h.title, h.subtitle])).toEqual([['Harborline Electric', 'HLE LLC · Electrical']]);
  });

  it('finds an expense by its description, with amount, date and project', async () => {
    const hits = await search('treated JOI');
    expect(hits).toEqual([
      {
        kind: 'expense',
        id: expect.any(Number),
        title: 'Pressure-treated joists',
        subtitle: '$1,234.50 · 2026-11-05 · Harbor View Deck',
        route: '/expenses?search=Pressure-treated%20joists',
      },
    ]);
  });

  it('finds a project by its location and treats % and _ literally', async () => {
    expect((await search('water bea')).map((h) => h.kind)).toEqual(['project']);
    expect(await search('%%')).toEqual([]);
    expect(await search('__')).toEqual([]);
  });

  it('refuses a missing, too short or too long text with a message', async () => {
    for (const q of ['', 'a', '   ', 'x'.repeat(101)]) {
      const res = await api.get<{ message: string }>(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/at least 2|at most 100/);
    }
    expect((await api.get('/api/search')).status).toBe(400);
  });
});
