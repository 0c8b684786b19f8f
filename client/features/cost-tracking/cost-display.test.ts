import { describe, expect, it } from 'vitest';
import { BUDGET_STATUSES, SCHEDULE_STATUSES } from '../../../domain/cost-tracking';
import { BUDGET_STATUS_DISPLAY, barValue, dayTotal, formatVariance, SCHEDULE_STATUS_DISPLAY, varianceColor } from './cost-display';

describe('status badges', () => {
  it('reads exactly as the spec names them', () => {
    expect(BUDGET_STATUSES.map((s) => BUDGET_STATUS_DISPLAY[s].label)).toEqual(['Under Budget', 'On Track', 'Over Budget']);
    expect(SCHEDULE_STATUSES.map((s) => SCHEDULE_STATUS_DISPLAY[s].label)).toEqual(['Ahead of Schedule', 'On Track', 'Behind Schedule']);
  });
});

describe('formatVariance', () => {
  it.each([
    [12.5, '+12.5%'],
    [0.1, '+0.1%'],
    [3, '+3.0%'],
    [0, '0.0%'],
    [-0, '0.0%'],
    [-0.04, '0.0%'],
    [-7.26, '-7.3%'],
    [-100, '-100.0%'],
  ])('%s → %s', (value, text) => {
    expect(formatVariance(value)).toBe(text);
  });

  it('colours overspending red and underspending green', () => {
    expect(varianceColor(4)).toBe('red'); // the theme's text shades are AA-contrast (client/app/theme.ts)
    expect(varianceColor(-4)).toBe('green');
    expect(varianceColor(0)).toBeUndefined();
  });
});

describe('dayTotal and barValue', () => {
  it('adds amounts in cents', () => {
    expect(dayTotal([{ amount: 0.1 }, { amount: 0.2 }])).toBe(0.3);
    expect(dayTotal([])).toBe(0);
  });

  it.each([
    [null, 0],
    [-5, 0],
    [42.5, 42.5],
    [180, 100],
    [Number.NaN, 0],
  ])('bar %s → %s', (value, expected) => {
    expect(barValue(value)).toBe(expected);
  });
});
