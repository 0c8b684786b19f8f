import { daysBetween } from '../dates';
import type { RiskLevel } from '../health';
import { formatUsd } from '../money';
import { FLORIDA_AVERAGE_MARGIN } from '../projects';
import { unpricedWorkAction } from '../unpriced-work';
import { marginAdvice } from './pricing';
import type { ProjectAnalysis, ProjectFigures } from './schemas';

const round1 = (n: number) => Math.round(n * 10) / 10;
/** Money as everywhere else: currency with two decimals (domain/money formatUsd). */
const usd = { format: formatUsd };

/** The margin at which the profitability score reaches 100 (the 'excellent' line of §9). */
export const EXCELLENT_MARGIN = 30;

/** Profitability score 0..100: the margin as a share of the 30 % 'excellent' line; 0 without costs recorded. */
export function profitabilityScore(margin: number | null): number {
  if (margin === null) return 0;
  return round1(Math.min(100, Math.max(0, (margin / EXCELLENT_MARGIN) * 100)));
}

/** The risk level: the health risk (low/medium/high, domain/health.ts), raised to critical when costs exceed the budget. */
export function projectRiskLevel(healthRisk: RiskLevel, budget: number, totalCosts: number): ProjectAnalysis['riskLevel'] {
  if (budget > 0 && totalCosts > budget) return 'critical';
  return healthRisk;
}

/** Timeline: the planned end as the estimate while it is ahead; once passed, no estimate and how late it is. */
export function timelineOf(f: Pick<ProjectFigures, 'status' | 'startDate' | 'plannedEndDate'>, today: string) {
  if (f.status === 'completed') return { estimatedCompletionDate: f.plannedEndDate, timelineStatus: 'Completed' };
  if (daysBetween(today, f.startDate) > 0) return { estimatedCompletionDate: f.plannedEndDate, timelineStatus: 'Not started' };
  if (!f.plannedEndDate) return { estimatedCompletionDate: null, timelineStatus: 'No end date set' };
  const late = daysBetween(f.plannedEndDate, today);
  if (late > 0) return { estimatedCompletionDate: null, timelineStatus: `Overdue by ${late} ${late === 1 ? 'day' : 'days'}` };
  return { estimatedCompletionDate: f.plannedEndDate, timelineStatus: 'On schedule' };
}

export { plannedEndDate } from '../schedule';

/** Crew daily rates against the Florida 8-hour averages of their positions, percent; null without a comparable member. */
export function laborRateVariance(crew: ProjectFigures['crew']): number | null {
  const comparable = crew.filter((c) => c.dailyRate !== null && c.dailyRate > 0 && c.floridaDailyRate !== null);
  if (comparable.length === 0) return null;
  const paid = comparable.reduce((a, c) => a + (c.dailyRate ?? 0), 0);
  const market = comparable.reduce((a, c) => a + (c.floridaDailyRate ?? 0), 0);
  return round1(((paid - market) / market) * 100);
}

/** The built-in project analysis from the project's own figures (spec part 2 §3). */
export function analyzeProject(f: ProjectFigures, healthRisk: RiskLevel, today: string): Omit<ProjectAnalysis, 'engine' | 'figures'> {
  const riskLevel = projectRiskLevel(healthRisk, f.budget, f.totalCosts);
  const budgetVariance = f.elapsedPercent === null ? null : round1(f.spentPercent - f.elapsedPercent);
  const { estimatedCompletionDate, timelineStatus } = timelineOf(f, today);
  const laborVariance = laborRateVariance(f.crew);
  const actions: string[] = [];
  // Work priced at $0 makes every margin-based figure an upper bound: pricing it comes first.
  const unpriced = unpricedWorkAction(f);
  if (unpriced) actions.push(unpriced);
  if (f.currentMargin === null) actions.push('Record this project’s expenses and work so its margin can be judged.');
  else {
    const advice = marginAdvice(f.currentMargin);
    if (advice.level === 'critical' || advice.level === 'warning') actions.push(advice.message);
  }
  if (f.totalCosts > f.budget)
    actions.push(`Costs are ${usd.format(f.totalCosts - f.budget)} over the budget: raise a change order for the extra scope.`);
  if (budgetVariance !== null && budgetVariance > 10)
    actions.push(
      `Spending runs ${budgetVariance.toFixed(1)} points ahead of the schedule: check what is left to buy against what is left to build.`,
    );
  if (timelineStatus.startsWith('Overdue'))
    actions.push(`The project is ${timelineStatus.toLowerCase()}: set a new end date with the client.`);
  if (laborVariance !== null && laborVariance > 15)
    actions.push(
      `The crew costs ${laborVariance.toFixed(1)}% more per day than the Florida average for their positions: check the crew mix.`,
    );
  if (actions.length === 0) actions.push('Keep recording costs as they come; the project is on plan.');

  const parts = [
    `${f.name} has spent ${usd.format(f.totalCosts)} of its ${usd.format(f.budget)} budget (${f.spentPercent.toFixed(1)}%)`,
    f.elapsedPercent === null ? 'with no planned end to compare against.' : `with ${f.elapsedPercent.toFixed(1)}% of the planned time run.`,
    f.currentMargin === null
      ? 'No costs are recorded yet, so there is no margin to judge.'
      : `Its margin is ${f.currentMargin.toFixed(1)}%${f.unpricedWorkRecords > 0 ? ' (not final: some work has no rate)' : ''} against the Florida average of ${FLORIDA_AVERAGE_MARGIN}%.`,
    laborVariance === null
      ? 'No assigned crew member has a position and daily rate to compare with the Florida pay scale.'
      : `The assigned crew's daily rates are ${Math.abs(laborVariance).toFixed(1)}% ${laborVariance >= 0 ? 'above' : 'below'} the Florida average for their positions.`,
  ];
  return {
    riskLevel,
    profitabilityScore: profitabilityScore(f.currentMargin),
    budgetVariance,
    timelineVariance: f.elapsedPercent,
    laborCostAnalysis: { variance: laborVariance },
    estimatedCompletionDate,
    timelineStatus,
    recommendedActions: actions.slice(0, 4),
    aiInsights: parts.join(' '),
  };
}
