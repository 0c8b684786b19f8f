import { describe, expect, it } from 'vitest';
import { findPosition, PAY_SCALE } from './pay-scale';
import {
  clampLaborDays,
  clampTargetMargin,
  laborCosts,
  levelHourlyRate,
  marginAdvice,
  pricingAnalysis,
  recommendedRevenue,
} from './pricing';

describe('recommended revenue = costs / (1 − target/100)', () => {
  it.each([
    [80_000, 20, 100_000],
    [80_000, 0, 80_000],
    [50_000, 50, 100_000],
    [10_000, 15.2, 11_792.45],
    [0, 20, 0],
    // Out-of-range targets are clamped to 0..50 (docs/product/calls.md §5).
    [50_000, 80, 100_000],
    [80_000, -5, 80_000],
  ])('costs %d at %d%% → %d', (costs, target, expected) => {
    expect(recommendedRevenue(costs, target)).toBe(expected);
  });

  it('pricing analysis: adjustment, % change and the Florida comparison', () => {
    expect(pricingAnalysis(90_000, 80_000, 20)).toEqual({
      currentRevenue: 90_000,
      costs: 80_000,
      targetMargin: 20,
      recommendedRevenue: 100_000,
      pricingAdjustment: 10_000,
      percentChange: 11.11,
      currentMargin: 11.11,
      industryAverage: 15.2,
      comparison: 'below',
    });
    expect(pricingAnalysis(100_000, 70_000, 20)).toMatchObject({ pricingAdjustment: -12_500, percentChange: -12.5, comparison: 'above' });
    expect(pricingAnalysis(0, 500, 20)).toMatchObject({ percentChange: null, currentMargin: null, comparison: null });
  });

  it('target margin defaults to 20 and stays within 0..50; labor days are ≥ 0', () => {
    expect(clampTargetMargin(Number.NaN)).toBe(20);
    expect(clampTargetMargin(51)).toBe(50);
    expect(clampTargetMargin(-1)).toBe(0);
    expect(clampLaborDays(-3)).toBe(0);
    expect(clampLaborDays(2.5)).toBe(2.5);
  });
});

describe('margin advice (docs/product/rules.md §9)', () => {
  it.each([
    [-5, 'critical'],
    [9.99, 'critical'],
    [10, 'warning'],
    [15.19, 'warning'],
    [15.2, 'good'],
    [30, 'good'],
    [30.01, 'excellent'],
  ])('%d%% → %s', (margin, level) => {
    expect(marginAdvice(margin).level).toBe(level);
  });
});

describe('the pay-scale table and labor levels', () => {
  it('holds the ten positions with the spec’s hourly averages, Florida Statewide', () => {
    expect(Object.fromEntries(PAY_SCALE.map((p) => [p.position, p.averageHourlyRate]))).toEqual({
      'General Laborer': 15,
      'Skilled Laborer': 20.5,
      Carpenter: 25,
      Electrician: 30,
      Plumber: 27.5,
      'HVAC Technician': 26.5,
      Mason: 23.5,
      Foreman: 33.5,
      'Project Manager': 45,
      'Heavy Equipment Operator': 25,
    });
    for (const p of PAY_SCALE) {
      expect(p.location).toBe('Florida Statewide');
      expect(p.hourlyRateMin).toBeLessThan(p.averageHourlyRate);
      expect(p.hourlyRateMax).toBeGreaterThan(p.averageHourlyRate);
      expect(p.averageDailyRate).toBe(p.averageHourlyRate * 8);
      expect(p.averageYearlySalary).toBe(p.averageHourlyRate * 2080);
    }
    expect(new Set(PAY_SCALE.map((p) => p.category))).toEqual(
      new Set(['Labor', 'Skilled Trade', 'Supervision', 'Management', 'Equipment']),
    );
  });

  it('looks a position up case-insensitively', () => {
    expect(findPosition('electrician')?.position).toBe('Electrician');
    expect(findPosition('  HVAC TECHNICIAN ')?.position).toBe('HVAC Technician');
    expect(findPosition('General Labor')?.position).toBe('General Laborer');
    expect(findPosition('Astronaut')).toBeNull();
    expect(findPosition('')).toBeNull();
  });

  it('entry = min + 30% of (avg − min), mid = avg, senior = avg + 70% of (max − avg)', () => {
    const row = { hourlyRateMin: 20, averageHourlyRate: 30, hourlyRateMax: 40 };
    expect(levelHourlyRate(row, 'entry')).toBe(23);
    expect(levelHourlyRate(row, 'mid')).toBe(30);
    expect(levelHourlyRate(row, 'senior')).toBe(37);
    // Electrician in the table: 22 / 30 / 38.
    const electrician = findPosition('Electrician');
    if (!electrician) throw new Error('missing');
    expect(laborCosts(electrician, 5)).toEqual([
      { level: 'entry', hourlyRate: 24.4, dailyRate: 195.2, cost: 976 },
      { level: 'mid', hourlyRate: 30, dailyRate: 240, cost: 1200 },
      { level: 'senior', hourlyRate: 35.6, dailyRate: 284.8, cost: 1424 },
    ]);
    expect(laborCosts(electrician, 0).map((l) => l.cost)).toEqual([0, 0, 0]);
  });
});
