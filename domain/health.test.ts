import { describe, expect, it } from 'vitest';
import { budgetHealth, healthTone, overallHealth, qualityScore, riskLevel, timelineHealth, timelineOverrunPercent } from './health';

describe('health formulas', () => {
  it.each([
    [100_000, 0, 100],
    [100_000, 20_000, 100],
    [100_000, 50_000, 70],
    [100_000, 90_000, 30],
    [100_000, 130_000, 0],
    [0, 0, 100],
  ])('budget %i¢ spent %i¢ → budget health %d', (b, s, h) => {
    expect(budgetHealth(b, s)).toBeCloseTo(h, 10);
  });
  it('timeline: 100 before the end date, minus half the overrun after, floored at 0', () => {
    const plan = (endDate: string, plannedDays: number) => ({ startDate: '2026-10-01', endDate, plannedDays, completed: false });
    expect(timelineOverrunPercent(plan('2026-11-30', 30), '2026-11-22')).toBe(0);
    expect(timelineOverrunPercent(plan('2026-11-12', 20), '2026-11-22')).toBe(50);
    expect(timelineHealth(50)).toBe(75);
    expect(timelineHealth(250)).toBe(0);
  });
  it('quality and risk', () => {
    expect(qualityScore(true)).toBe(85);
    expect(qualityScore(false)).toBe(70);
    expect(riskLevel(29, 100)).toBe('high');
    expect(riskLevel(100, 49)).toBe('high');
    expect(riskLevel(59, 100)).toBe('medium');
    expect(riskLevel(100, 74)).toBe('medium');
    expect(riskLevel(60, 75)).toBe('low');
  });
  it('overall and colours', () => {
    expect(overallHealth(100, 100, 70)).toBe(94);
    expect(healthTone(80)).toBe('green');
    expect(healthTone(60)).toBe('yellow');
    expect(healthTone(59.9)).toBe('red');
  });
});
