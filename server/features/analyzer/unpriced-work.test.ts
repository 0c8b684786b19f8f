import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../domain/dates';
import { databaseKinds } from '../../test/harness';
import { unpricedWorkServer } from '../projects/unpriced-work-test-fixtures';

/**
 * The analyzer's margins, profitability score and profit alerts say when they include work priced at $0 for want
 * of a rate (issue 18, "Not final"), from the projects' kept counts.
 */
describe.each(databaseKinds)('analyzer with unpriced work on %s', (kind) => {
  const ago = (n: number) => addDays(todayIso(), -n);
  const t = unpricedWorkServer(kind, { start: ago(20), date: ago(10) });

  it('project analysis: the figures carry the count and names, pricing the work is the first action', async () => {
    const a = (await t.api.get(`/api/ai/project-analysis/${t.ids.unpriced}`)).body;
    expect(a.figures).toMatchObject({ totalCosts: 1000, currentMargin: 80, unpricedWorkRecords: 1, unpricedEmployees: ['Ana Ruiz'] });
    expect(a.recommendedActions[0]).toBe(
      'Set a daily or hourly rate for Ana Ruiz: 1 work record is priced at $0, so the margin is too high.',
    );
    const priced = (await t.api.get(`/api/ai/project-analysis/${t.ids.priced}`)).body;
    expect(priced.figures).toMatchObject({ totalCosts: 1200, unpricedWorkRecords: 0, unpricedEmployees: [] });
    expect(priced.recommendedActions.join(' ')).not.toContain('rate for');
  });

  it('dashboard insights: counts over the active projects, none once the employee has a rate', async () => {
    expect((await t.api.get('/api/ai/dashboard-insights')).body.inputs).toMatchObject({
      unpricedWorkRecords: 1,
      projectsWithUnpricedWork: 1,
    });
    const rated = { name: 'Ana Ruiz', position: 'Carpenter', payType: 'daily', dailyRate: 150 };
    expect((await t.api.put(`/api/employees/${t.ids.ana}`, rated)).status).toBe(200);
    expect((await t.api.get('/api/ai/dashboard-insights')).body.inputs).toMatchObject({
      unpricedWorkRecords: 0,
      projectsWithUnpricedWork: 0,
    });
    expect((await t.api.get(`/api/ai/project-analysis/${t.ids.unpriced}`)).body.figures).toMatchObject({
      totalCosts: 1150,
      unpricedWorkRecords: 0,
      unpricedEmployees: [],
    });
  });
});
