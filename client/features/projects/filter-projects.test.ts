import { describe, expect, it } from 'vitest';
import type { Project } from '../../../domain/projects';
import { filterProjects } from './filter-projects';

const base = { isActive: true, status: 'active', location: 'Tampa' } as Project;
const p = (id: number, name: string, startDate: string, extra: Partial<Project> = {}): Project => ({
  ...base,
  id,
  name,
  startDate,
  ...extra,
});

const list = [
  p(1, 'Kitchen remodel', '2026-03-01'),
  p(2, 'Roof repair', '2026-01-15', { location: 'St. Petersburg', status: 'in_progress' }),
  p(3, 'Old deck', '2025-12-01', { isActive: false, status: 'inactive' }),
  p(4, 'Bathroom', '2026-01-15', { location: 'Clearwater' }),
];

describe('filterProjects', () => {
  it('lists only active projects, by start date ascending (ties by id)', () => {
    expect(filterProjects(list, '', 'all').map((x) => x.id)).toEqual([2, 4, 1]);
  });

  it.each([
    ['kitchen', [1]],
    ['PETERSBURG', [2]],
    ['  water ', [4]],
    ['nothing', []],
  ])('search %j matches name or location, case-insensitive', (search, ids) => {
    expect(filterProjects(list, search, 'all').map((x) => x.id)).toEqual(ids);
  });

  it.each([
    ['active', [4, 1]],
    ['in_progress', [2]],
    ['inactive', []],
    ['completed', []],
    ['on_hold', []],
  ] as const)('status %s', (status, ids) => {
    expect(filterProjects(list, '', status).map((x) => x.id)).toEqual(ids);
  });
});
