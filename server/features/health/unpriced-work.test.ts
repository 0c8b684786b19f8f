import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../domain/dates';
import { databaseKinds } from '../../test/harness';
import { unpricedWorkServer } from '../projects/unpriced-work-test-fixtures';

/**
 * Project health scores derived from costs (budget health, overall health) and the profit margin say when they
 * include work priced at $0 for want of a rate (issue 18, "Not final"), from the projects' kept counts.
 */
describe.each(databaseKinds)('project health with unpriced work on %s', (kind) => {
  const ago = (n: number) => addDays(todayIso(), -n);
  const t = unpricedWorkServer(kind, { start: ago(20), date: ago(10) });

  it('health-metrics, the summary and one project’s health carry the counts (0 for the priced project)', async () => {
    const list = (await t.api.get('/api/projects/health-metrics')).body;
    const entry = (id: number) => list.find((m: { projectId: number }) => m.projectId === id);
    expect(entry(t.ids.unpriced)).toMatchObject({ profitMargin: 80, unpricedWorkRecords: 1, unpricedEmployees: ['Ana Ruiz'] });
    expect(entry(t.ids.priced)).toMatchObject({ profitMargin: 76, unpricedWorkRecords: 0, unpricedEmployees: [] });
    expect((await t.api.get('/api/dashboard/health-summary')).body).toMatchObject({ unpricedWorkRecords: 1, projectsWithUnpricedWork: 1 });
    const focus = (await t.api.get(`/api/dashboard/health-summary?projectId=${t.ids.priced}`)).body;
    expect(focus).toMatchObject({ unpricedWorkRecords: 0, projectsWithUnpricedWork: 0 });
    expect((await t.api.get(`/api/projects/${t.ids.unpriced}/health`)).body).toMatchObject({
      unpricedWorkRecords: 1,
      unpricedEmployees: ['Ana Ruiz'],
    });
    expect((await t.api.get(`/api/projects/${t.ids.priced}/health`)).body).toMatchObject({ unpricedWorkRecords: 0, unpricedEmployees: [] });
  });

  it('a rename of the employee shows at once in the cached list', async () => {
    await t.api.get('/api/projects/health-metrics');
    const renamed = { name: 'Ana Ruiz-Lopez', position: 'Carpenter', payType: 'daily' };
    expect((await t.api.put(`/api/employees/${t.ids.ana}`, renamed)).status).toBe(200);
    const list = (await t.api.get('/api/projects/health-metrics')).body;
    expect(list.find((m: { projectId: number }) => m.projectId === t.ids.unpriced)).toMatchObject({
      unpricedEmployees: ['Ana Ruiz-Lopez'],
    });
  });
});
