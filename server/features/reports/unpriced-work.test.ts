import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../domain/dates';
import { databaseKinds } from '../../test/harness';
import { unpricedWorkServer } from '../projects/unpriced-work-test-fixtures';

/**
 * The Reports page says how much of its work is priced at $0 for want of a rate (issue 18, "Not final"): the
 * range's count over its work records for the totals, each project's kept count for its row.
 */
describe.each(databaseKinds)('reports with unpriced work on %s', (kind) => {
  const ago = (n: number) => addDays(todayIso(), -n);
  const t = unpricedWorkServer(kind, { start: ago(50), date: ago(40) });

  it('counts the range’s unpriced work records and their projects, and marks the project row that has them', async () => {
    const r = (await t.api.get('/api/reports?range=last_90_days')).body;
    // 2,000.00 of expenses and 200.00 of priced work; Ana Ruiz's day is priced at $0.
    expect(r.summary).toMatchObject({ expenses: 2200, unpricedWorkRecords: 1, projectsWithUnpricedWork: 1 });
    const row = (id: number) => r.projectPerformance.find((p: { id: number }) => p.id === id);
    expect(row(t.ids.unpriced)).toMatchObject({ totalCosts: 1000, unpricedWorkRecords: 1, unpricedEmployees: ['Ana Ruiz'] });
    expect(row(t.ids.priced)).toMatchObject({ totalCosts: 1200, unpricedWorkRecords: 0, unpricedEmployees: [] });
  });

  it('counts none in a range without the work, nor once the employee has a rate', async () => {
    expect((await t.api.get('/api/reports?range=last_30_days')).body.summary).toMatchObject({
      unpricedWorkRecords: 0,
      projectsWithUnpricedWork: 0,
    });
    const rated = { name: 'Ana Ruiz', position: 'Carpenter', payType: 'daily', dailyRate: 150 };
    expect((await t.api.put(`/api/employees/${t.ids.ana}`, rated)).status).toBe(200);
    const r = (await t.api.get('/api/reports?range=last_90_days')).body;
    expect(r.summary).toMatchObject({ expenses: 2350, unpricedWorkRecords: 0, projectsWithUnpricedWork: 0 });
    expect(r.projectPerformance.every((p: { unpricedWorkRecords: number }) => p.unpricedWorkRecords === 0)).toBe(true);
  });
});
