import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness';
import { unpricedWorkServer } from '../projects/unpriced-work-test-fixtures';

/**
 * Accounting's year figures and Project Analysis say how much of their work is priced at $0 for want of a rate
 * (issue 18, "Not final"): the year's count over its work records, each project's from the kept count.
 */
describe.each(databaseKinds)('accounting with unpriced work on %s', (kind) => {
  const t = unpricedWorkServer(kind, { start: '2025-04-01', date: '2025-04-02' });

  it('counts the year’s unpriced work records and their projects, and marks the project that has them', async () => {
    const o = (await t.api.get('/api/accounting/overview?year=2025')).body;
    // 2,000.00 of expenses and 200.00 of priced work; Ana Ruiz's day is priced at $0.
    expect(o.yearlyOverview).toMatchObject({ totalExpenses: 2200, unpricedWorkRecords: 1, projectsWithUnpricedWork: 1 });
    const row = (id: number) => o.projectsBreakdown.find((p: { id: number }) => p.id === id);
    expect(row(t.ids.unpriced)).toMatchObject({ totalCosts: 1000, unpricedWorkRecords: 1, unpricedEmployees: ['Ana Ruiz'] });
    expect(row(t.ids.priced)).toMatchObject({ totalCosts: 1200, unpricedWorkRecords: 0, unpricedEmployees: [] });
  });

  it('counts only the work dated in the year, and none once the employee has a rate', async () => {
    expect((await t.api.get('/api/accounting/overview?year=2024')).body.yearlyOverview).toMatchObject({
      unpricedWorkRecords: 0,
      projectsWithUnpricedWork: 0,
    });
    expect(
      (await t.api.put(`/api/employees/${t.ids.ana}`, { name: 'Ana Ruiz', position: 'Carpenter', payType: 'daily', dailyRate: 150 }))
        .status,
    ).toBe(200);
    const o = (await t.api.get('/api/accounting/overview?year=2025')).body;
    expect(o.yearlyOverview).toMatchObject({ totalExpenses: 2350, unpricedWorkRecords: 0, projectsWithUnpricedWork: 0 });
    expect(o.projectsBreakdown.every((p: { unpricedWorkRecords: number }) => p.unpricedWorkRecords === 0)).toBe(true);
  });
});
