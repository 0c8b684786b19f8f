import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../domain/dates';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { seedUnpricedAndPriced } from '../projects/unpriced-work-test-fixtures';

/**
 * Project health scores derived from costs (budget health, overall health) and the profit margin say when they
 * include work priced at $0 for want of a rate (issue 18, "Not final"), from the projects' kept counts.
 */
describe.each(databaseKinds)('project health with unpriced work on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let ids: Awaited<ReturnType<typeof seedUnpricedAndPriced>>;
  const ago = (n: number) => addDays(todayIso(), -n);

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    ids = await seedUnpricedAndPriced(server.database.db, { start: ago(20), date: ago(10) });
  });
  afterAll(() => server.close());

  it('health-metrics, the summary and one project’s health carry the counts (0 for the priced project)', async () => {
    const list = (await api.get('/api/projects/health-metrics')).body;
    const entry = (id: number) => list.find((m: { projectId: number }) => m.projectId === id);
    expect(entry(ids.unpriced)).toMatchObject({ profitMargin: 80, unpricedWorkRecords: 1, unpricedEmployees: ['Ana Ruiz'] });
    expect(entry(ids.priced)).toMatchObject({ profitMargin: 76, unpricedWorkRecords: 0, unpricedEmployees: [] });
    expect((await api.get('/api/dashboard/health-summary')).body).toMatchObject({ unpricedWorkRecords: 1, projectsWithUnpricedWork: 1 });
    const focus = (await api.get(`/api/dashboard/health-summary?projectId=${ids.priced}`)).body;
    expect(focus).toMatchObject({ unpricedWorkRecords: 0, projectsWithUnpricedWork: 0 });
    expect((await api.get(`/api/projects/${ids.unpriced}/health`)).body).toMatchObject({
      unpricedWorkRecords: 1,
      unpricedEmployees: ['Ana Ruiz'],
    });
    expect((await api.get(`/api/projects/${ids.priced}/health`)).body).toMatchObject({ unpricedWorkRecords: 0, unpricedEmployees: [] });
  });

  it('a rename of the employee shows at once in the cached list', async () => {
    await api.get('/api/projects/health-metrics');
    const renamed = { name: 'Ana Ruiz-Lopez', position: 'Carpenter', payType: 'daily' };
    expect((await api.put(`/api/employees/${ids.ana}`, renamed)).status).toBe(200);
    const list = (await api.get('/api/projects/health-metrics')).body;
    expect(list.find((m: { projectId: number }) => m.projectId === ids.unpriced)).toMatchObject({ unpricedEmployees: ['Ana Ruiz-Lopez'] });
  });
});
