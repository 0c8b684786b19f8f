import { describe, expect, it } from 'vitest';
import { foremanChange } from './foreman-changes';

describe("a foreman's event stream (issue 38 scope 2)", () => {
  const mine = new Set([3, 4]);
  it('passes a change of his projects as it is', () => {
    const change = { table: 'expenses', ids: [10, 11], projectIds: [3] };
    expect(foremanChange(change, mine)).toBe(change);
  });
  it('drops a change of another project, and of a table he does not see', () => {
    expect(foremanChange({ table: 'expenses', ids: [12], projectIds: [9] }, mine)).toBeNull();
    expect(foremanChange({ table: 'payments', ids: [1], projectIds: [3] }, mine)).toBeNull();
    expect(foremanChange({ table: 'subcontractors', ids: [1], projectIds: null }, mine)).toBeNull();
    expect(foremanChange({ table: 'expenses', ids: [1], projectIds: [] }, mine)).toBeNull();
  });
  it('names only his projects and no row ids when a write touched his and another', () => {
    expect(foremanChange({ table: 'time_entries', ids: [5, 6], projectIds: [3, 9] }, mine)).toEqual({
      table: 'time_entries',
      ids: null,
      projectIds: [3],
    });
  });
  it('a change tied to no project: suppliers as they are, others without ids', () => {
    const suppliers = { table: 'suppliers', ids: [2], projectIds: null };
    expect(foremanChange(suppliers, mine)).toBe(suppliers);
    expect(foremanChange({ table: 'employees', ids: [7], projectIds: null }, mine)).toEqual({
      table: 'employees',
      ids: null,
      projectIds: null,
    });
  });
});
