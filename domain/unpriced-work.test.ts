import { describe, expect, it } from 'vitest';
import { unpricedProjectsNote, unpricedTotals, unpricedWorkAction, unpricedWorkNote } from './unpriced-work';

describe('what a margin with unpriced work is missing', () => {
  it.each([
    [0, [], null],
    [1, ['Ana Ruiz'], 'Not final: 1 work record for an employee without a rate (Ana Ruiz)'],
    [3, ['Ana Ruiz'], 'Not final: 3 work records for an employee without a rate (Ana Ruiz)'],
    [3, ['Ana Ruiz', 'Bo Li'], 'Not final: 3 work records for employees without a rate (Ana Ruiz, Bo Li)'],
    [6, ['A', 'B', 'C', 'D', 'E'], 'Not final: 6 work records for employees without a rate (A, B, C and 2 more)'],
    [2, [], 'Not final: 2 work records for employees without a rate'],
  ])('%i records of %j → %s', (unpricedWorkRecords, unpricedEmployees, expected) => {
    expect(unpricedWorkNote({ unpricedWorkRecords, unpricedEmployees })).toBe(expected);
  });

  it.each([
    [0, 0, null],
    [1, 1, 'Not final: 1 work record on 1 project for employees without a rate'],
    [5, 2, 'Not final: 5 work records on 2 projects for employees without a rate'],
  ])('dashboard: %i records on %i projects → %s', (unpricedWorkRecords, projectsWithUnpricedWork, expected) => {
    expect(unpricedProjectsNote({ unpricedWorkRecords, projectsWithUnpricedWork })).toBe(expected);
  });

  it('totals several projects: records summed, projects with any counted', () => {
    expect(unpricedTotals([])).toEqual({ unpricedWorkRecords: 0, projectsWithUnpricedWork: 0 });
    expect(unpricedTotals([{ unpricedWorkRecords: 3 }, { unpricedWorkRecords: 0 }, { unpricedWorkRecords: 2 }])).toEqual({
      unpricedWorkRecords: 5,
      projectsWithUnpricedWork: 2,
    });
  });

  it.each([
    [0, ['Ana Ruiz'], null],
    [1, ['Ana Ruiz'], 'Set a daily or hourly rate for Ana Ruiz: 1 work record is priced at $0, so the margin is too high.'],
    [
      3,
      ['Ana Ruiz', 'Bo Li'],
      'Set a daily or hourly rate for Ana Ruiz, Bo Li: 3 work records are priced at $0, so the margin is too high.',
    ],
    [2, [], 'Set a daily or hourly rate for the employees: 2 work records are priced at $0, so the margin is too high.'],
  ])('analyzer action: %i records of %j → %s', (unpricedWorkRecords, unpricedEmployees, expected) => {
    expect(unpricedWorkAction({ unpricedWorkRecords, unpricedEmployees })).toBe(expected);
  });
});
