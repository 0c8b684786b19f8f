import { FLORIDA_AVERAGE_MARGIN } from '../projects';
import { HOURS_PER_DAY, type PayScalePosition } from './pay-scale';

/** The analyzer's target margin: 0 to 50 %, default 20 (spec part 2 §5, §9). */
export const TARGET_MARGIN = { min: 0, max: 50, default: 20 } as const;

/** Rounds half away from zero to the cent (dollar amounts). */
function toCents(dollars: number): number {
  return (Math.sign(dollars) * Math.round(Math.abs(dollars) * 100 + 1e-7)) / 100;
}
const round2 = (n: number) => (Math.sign(n) * Math.round(Math.abs(n) * 100 + 1e-7)) / 100;

/** Clamps a target margin into 0..50; a non-number gives the default 20. */
export function clampTargetMargin(value: number): number {
  if (!Number.isFinite(value)) return TARGET_MARGIN.default;
  return Math.min(TARGET_MARGIN.max, Math.max(TARGET_MARGIN.min, value));
}

/** Labor days: a number ≥ 0 (docs/product/calls.md §5); anything else is 0. */
export function clampLaborDays(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Recommended revenue, dollars: costs ÷ (1 − target margin/100), to the cent (docs/product/rules.md §9). */
export function recommendedRevenue(costs: number, targetMarginPercent: number): number {
  return toCents(costs / (1 - clampTargetMargin(targetMarginPercent) / 100));
}

export type PricingAnalysis = {
  currentRevenue: number;
  costs: number;
  targetMargin: number;
  recommendedRevenue: number;
  /** recommended − current, dollars: positive means charge more. */
  pricingAdjustment: number;
  /** The adjustment as a % of the current revenue, 2 decimals; null when the current revenue is 0. */
  percentChange: number | null;
  /** Margin the current price earns on the costs, 2 decimals; null when the revenue is 0. */
  currentMargin: number | null;
  industryAverage: number;
  /** How the current margin compares with the Florida average; null without revenue. */
  comparison: 'above' | 'at' | 'below' | null;
};

/** Pricing Analysis of a project: its budget (the revenue) and recorded costs against a target margin. */
export function pricingAnalysis(currentRevenue: number, costs: number, targetMarginPercent: number): PricingAnalysis {
  const target = clampTargetMargin(targetMarginPercent);
  const recommended = recommendedRevenue(costs, target);
  const adjustment = toCents(recommended - currentRevenue);
  const currentMargin = currentRevenue === 0 ? null : round2(((currentRevenue - costs) / currentRevenue) * 100);
  return {
    currentRevenue,
    costs,
    targetMargin: target,
    recommendedRevenue: recommended,
    pricingAdjustment: adjustment,
    percentChange: currentRevenue === 0 ? null : round2((adjustment / currentRevenue) * 100),
    currentMargin,
    industryAverage: FLORIDA_AVERAGE_MARGIN,
    comparison:
      currentMargin === null
        ? null
        : currentMargin > FLORIDA_AVERAGE_MARGIN
          ? 'above'
          : currentMargin === FLORIDA_AVERAGE_MARGIN
            ? 'at'
            : 'below',
  };
}

export type MarginAdviceLevel = 'critical' | 'warning' | 'good' | 'excellent';

/** Margin advice (docs/product/rules.md §9): below 10 % critical; below the 15.2 % average a warning; above 30 % excellent; else good. */
export function marginAdvice(marginPercent: number): { level: MarginAdviceLevel; message: string } {
  if (marginPercent < 10)
    return {
      level: 'critical',
      message: `A ${marginPercent.toFixed(1)}% margin is below 10%: one surprise cost wipes out the profit. Reprice or cut costs now.`,
    };
  if (marginPercent < FLORIDA_AVERAGE_MARGIN)
    return {
      level: 'warning',
      message: `A ${marginPercent.toFixed(1)}% margin is below the Florida average of ${FLORIDA_AVERAGE_MARGIN}%. Review pricing on the next change order.`,
    };
  if (marginPercent > 30)
    return { level: 'excellent', message: `A ${marginPercent.toFixed(1)}% margin is excellent, well above the Florida average.` };
  return {
    level: 'good',
    message: `A ${marginPercent.toFixed(1)}% margin is at or above the Florida average of ${FLORIDA_AVERAGE_MARGIN}%.`,
  };
}

export const LABOR_LEVELS = ['entry', 'mid', 'senior'] as const;
export type LaborLevel = (typeof LABOR_LEVELS)[number];

export type LaborLevelCost = {
  level: LaborLevel;
  /** Dollars per hour, to the cent. */
  hourlyRate: number;
  /** Dollars per 8-hour day. */
  dailyRate: number;
  /** dailyRate × labor days, dollars. */
  cost: number;
};

/**
 * Hourly rate of a level from a table row (docs/product/rules.md §9): entry = min + 30 % of (average − min); mid = average;
 * senior = average + 70 % of (max − average). Dollars, to the cent.
 */
export function levelHourlyRate(
  p: Pick<PayScalePosition, 'hourlyRateMin' | 'hourlyRateMax' | 'averageHourlyRate'>,
  level: LaborLevel,
): number {
  if (level === 'entry') return toCents(p.hourlyRateMin + 0.3 * (p.averageHourlyRate - p.hourlyRateMin));
  if (level === 'senior') return toCents(p.averageHourlyRate + 0.7 * (p.hourlyRateMax - p.averageHourlyRate));
  return p.averageHourlyRate;
}

/**
 * Labor Cost Analysis: each level's hourly rate, its 8-hour-day rate and the cost of the labor days. The spec's
 * source multiplied the hourly figure by days and called it a day rate; we show both units and cost whole days.
 */
export function laborCosts(
  p: Pick<PayScalePosition, 'hourlyRateMin' | 'hourlyRateMax' | 'averageHourlyRate'>,
  laborDays: number,
): LaborLevelCost[] {
  const days = clampLaborDays(laborDays);
  return LABOR_LEVELS.map((level) => {
    const hourlyRate = levelHourlyRate(p, level);
    const dailyRate = toCents(hourlyRate * HOURS_PER_DAY);
    return { level, hourlyRate, dailyRate, cost: toCents(dailyRate * days) };
  });
}
