import { describe, expect, it } from 'vitest';
import {
  averageMarginBasis,
  clampPercent,
  comparedToFlorida,
  daysRunning,
  estimatedDays,
  marginTone,
  plannedDays,
  profitMargin,
  projectInputSchema,
  totalProfitBasis,
} from './projects';

describe('profit margin', () => {
  it.each([
    // budget cents, expense cents, margin %
    [100_000, 30_060, 69.94],
    [1_000_000, 1_000_000, 0],
    [1_000_000, 1_200_000, -20],
    [0, 5_000, 0],
    [0, 0, 0],
    [300_000, 100_000, 66.67],
    [1_000_010, 0, 100],
  ])('budget %i¢ expenses %i¢ → %d %%', (budget, expenses, expected) => {
    expect(profitMargin(budget, expenses)).toBe(expected);
  });
});

describe('estimated days (inclusive)', () => {
  it.each([
    ['2026-01-01', '2026-01-01', 1],
    ['2026-01-01', '2026-01-31', 31],
    ['2026-02-01', '2026-03-01', 29],
    ['2024-02-28', '2024-03-01', 3],
    ['2026-03-07', '2026-03-09', 3], // across the US DST change
    ['2025-12-30', '2026-01-02', 4],
  ])('%s to %s is %i days', (start, end, days) => {
    expect(estimatedDays(start, end)).toBe(days);
  });
  it('is null when the end is before the start or missing', () => {
    expect(estimatedDays('2026-02-01', '2026-01-31')).toBeNull();
    expect(estimatedDays('2026-02-01', null)).toBeNull();
  });
});

describe('colour thresholds', () => {
  it.each([
    [10, 'green'],
    [25.5, 'green'],
    [9.99, 'yellow'],
    [0, 'yellow'],
    [-0.01, 'red'],
    [-40, 'red'],
  ] as const)('margin %d is %s', (margin, tone) => {
    expect(marginTone(margin)).toBe(tone);
  });

  it('clamps the profit bar to 0..100', () => {
    expect(clampPercent(-12)).toBe(0);
    expect(clampPercent(55.5)).toBe(55.5);
    expect(clampPercent(140)).toBe(100);
  });

  it('says above the Florida 15.2 % only when strictly greater', () => {
    expect(comparedToFlorida(15.2)).toBe('below');
    expect(comparedToFlorida(15.21)).toBe('above');
    expect(comparedToFlorida(-3)).toBe('below');
  });
});

describe('days running and planned days', () => {
  it('counts the start day', () => {
    expect(daysRunning('2026-11-22', '2026-11-22')).toBe(1);
    expect(daysRunning('2026-11-01', '2026-11-22')).toBe(22);
    expect(daysRunning('2026-12-01', '2026-11-22')).toBe(0);
  });
  it('prefers estimated days, then the inclusive span', () => {
    expect(plannedDays({ estimatedDays: 12, startDate: '2026-01-01', endDate: '2026-01-31' })).toBe(12);
    expect(plannedDays({ estimatedDays: null, startDate: '2026-01-01', endDate: '2026-01-31' })).toBe(31);
    expect(plannedDays({ estimatedDays: null, startDate: '2026-01-01', endDate: null })).toBeNull();
  });
});

describe('project input', () => {
  const valid = { name: 'Kitchen remodel', location: 'Tampa', startDate: '2026-11-01', budget: 10000.1 };
  it('accepts a minimal project and applies defaults', () => {
    const p = projectInputSchema.parse(valid);
    expect(p).toMatchObject({ name: 'Kitchen remodel', budget: 10000.1, status: 'active', country: 'USA', endDate: null });
  });
  it('accepts a full ISO timestamp as a date', () => {
    expect(projectInputSchema.parse({ ...valid, startDate: '2026-11-01T00:00:00.000Z' }).startDate).toBe('2026-11-01');
  });
  it.each([
    [{ ...valid, name: '' }, 'name', 'Project name is required'],
    [{ ...valid, name: 'x'.repeat(256) }, 'name', 'Project name must be at most 255 characters'],
    [{ ...valid, budget: 'abc' }, 'budget', 'Budget must be a number'],
    [{ ...valid, budget: 1.234 }, 'budget', 'Budget can have at most 2 decimals'],
    [{ ...valid, budget: -5 }, 'budget', 'Budget cannot be negative'],
    [{ ...valid, startDate: '2026-02-30' }, 'startDate', 'Start date must be a date (YYYY-MM-DD)'],
    [{ ...valid, endDate: '2026-10-01' }, 'endDate', 'End date must be on or after the start date'],
  ])('refuses %j with a field message', (input, path, message) => {
    const r = projectInputSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([path, message]);
  });
});

describe('average margin basis', () => {
  it.each([
    [{ activeProjects: 0, projectsWithoutCosts: 0 }, false, 'No active projects'],
    [{ activeProjects: 2, projectsWithoutCosts: 2 }, false, 'No costs recorded on active projects yet'],
    [{ activeProjects: 1, projectsWithoutCosts: 0 }, true, 'Profit ÷ budget, 1 active project with costs'],
    [{ activeProjects: 4, projectsWithoutCosts: 1 }, true, 'Profit ÷ budget, 3 active projects with costs · 1 without costs left out'],
  ])('%o', (s, hasFigure, text) => expect(averageMarginBasis(s)).toEqual({ hasFigure, text }));
});

describe('total profit basis', () => {
  it.each([
    [{ activeProjects: 0, projectsWithoutCosts: 0 }, false, 'No active projects'],
    [{ activeProjects: 3, projectsWithoutCosts: 3 }, false, 'No costs recorded on active projects yet'],
    [{ activeProjects: 1, projectsWithoutCosts: 0 }, true, 'Budget − costs, 1 active project with costs'],
    [{ activeProjects: 2, projectsWithoutCosts: 0 }, true, 'Budget − costs, 2 active projects with costs'],
    [{ activeProjects: 5, projectsWithoutCosts: 2 }, true, 'Budget − costs, 3 active projects with costs · 2 without costs left out'],
  ])('%o', (s, hasFigure, text) => expect(totalProfitBasis(s)).toEqual({ hasFigure, text }));
});
