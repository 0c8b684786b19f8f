import { type ProjectHealthRow, projectedCost } from '../health-summary';
import { formatUsd } from '../money';
import { FLORIDA_AVERAGE_MARGIN } from '../projects';
import { unpricedProjectsNote, unpricedTotals } from '../unpriced-work';
import { marginAdvice } from './pricing';
import type { DashboardInsights, ProfitAlert } from './schemas';

/** Money as everywhere else: currency with two decimals (domain/money formatUsd). */
const usd = { format: formatUsd };
const money = (c: number) => usd.format(c / 100);
const round2 = (n: number) => Math.round(n * 100) / 100;
/** At most this many recommendations (docs/product/rules.md §9 caps lists of actions at 4). */
const MAX_RECOMMENDATIONS = 4;

/** Profit alerts: each active project with costs whose margin is under the Florida average, worst first. */
export function profitAlerts(rows: readonly ProjectHealthRow[]): ProfitAlert[] {
  return rows
    .filter((r) => r.spentCents > 0 && r.profitMargin < FLORIDA_AVERAGE_MARGIN)
    .sort((a, b) => a.profitMargin - b.profitMargin || a.projectId - b.projectId)
    .map((r) => {
      const advice = marginAdvice(r.profitMargin);
      const critical = advice.level === 'critical';
      const over = r.spentCents > r.budgetCents;
      const recommendations = over
        ? [
            `Costs are ${money(r.spentCents - r.budgetCents)} over the budget: raise a change order for work beyond the contract.`,
            'Stop non-essential purchases on this job until the remaining scope is priced.',
          ]
        : critical
          ? [
              `Only ${money(r.budgetCents - r.spentCents)} of the budget is left: check the remaining scope against it.`,
              'Review the last two weeks of expenses for items billed to the wrong job.',
            ]
          : ['Price the next change order at your target margin.', 'Compare material costs with a second supplier.'];
      return {
        projectId: r.projectId,
        projectName: r.name,
        message: advice.message,
        recommendations,
        currentProfitMargin: r.profitMargin,
        severity: critical ? 'critical' : 'warning',
        unpricedWorkRecords: r.unpricedWorkRecords,
        unpricedEmployees: [...r.unpricedEmployees],
      };
    });
}

/**
 * The built-in dashboard insights from the active projects' health rows (money in cents):
 * - projectsAtRisk: projects whose health risk is high (the dashboard's rule, domain/health.ts);
 * - totalProfitProjection: Σ budget − projected cost, the projected cost being the spending pace carried to the
 *   end of the plan (domain/health-summary projectedCost) when there is a plan, else the cost so far;
 * - yourMargin: the mean margin of the projects with costs (the dashboard's Average Margin), null without any;
 * - overallHealth: critical when yourMargin is under 10 % or a third or more of the projects are at risk;
 *   at_risk when yourMargin is under the Florida average or any project is at risk; else healthy.
 * Work priced at $0 for want of a rate makes the margins upper bounds: counted in inputs, and a margin that beats
 * the Florida average is not called so (the "Not final" line instead, as the sidebar does).
 */
export function dashboardInsights(rows: readonly ProjectHealthRow[]): Omit<DashboardInsights, 'engine'> {
  const costed = rows.filter((r) => r.spentCents > 0);
  const atRisk = rows.filter((r) => r.metrics.riskLevel === 'high');
  let projectedFromPace = 0;
  const projectedProfitCents = rows.reduce((sum, r) => {
    const projected = projectedCost(r);
    if (projected !== null) projectedFromPace++;
    return sum + r.budgetCents - (projected ?? r.spentCents);
  }, 0);
  const yourMargin = costed.length === 0 ? null : round2(costed.reduce((a, r) => a + r.profitMargin, 0) / costed.length);
  const alerts = profitAlerts(rows);
  const unpriced = unpricedTotals(rows);
  const notFinal = unpricedProjectsNote(unpriced);
  const overallHealth: DashboardInsights['overallHealth'] =
    (yourMargin !== null && yourMargin < 10) || (rows.length > 0 && atRisk.length * 3 >= rows.length)
      ? 'critical'
      : (yourMargin !== null && yourMargin < FLORIDA_AVERAGE_MARGIN) || atRisk.length > 0
        ? 'at_risk'
        : 'healthy';

  const recommendations: string[] = [];
  if (rows.length === 0) recommendations.push('No active projects: add a project to see insights.');
  const critical = alerts.filter((a) => a.severity === 'critical');
  if (critical.length > 0)
    recommendations.push(
      `${critical.length} ${critical.length === 1 ? 'project earns' : 'projects earn'} under 10%: start with ${critical[0].projectName} (${critical[0].currentProfitMargin.toFixed(1)}%).`,
    );
  if (atRisk.length > 0)
    recommendations.push(
      `${atRisk.length} ${atRisk.length === 1 ? 'project is' : 'projects are'} at high risk (over 90% of budget spent or far past the end date): review ${atRisk[0].name} first.`,
    );
  if (yourMargin !== null && yourMargin < FLORIDA_AVERAGE_MARGIN)
    recommendations.push(
      `Your average margin of ${yourMargin.toFixed(1)}% is under the Florida average of ${FLORIDA_AVERAGE_MARGIN}%: quote new work at a 20% target margin.`,
    );
  else if (yourMargin !== null && notFinal)
    recommendations.push(`${notFinal}: set their rates before comparing your average margin with the Florida average.`);
  else if (yourMargin !== null)
    recommendations.push(
      `Your average margin of ${yourMargin.toFixed(1)}% beats the Florida average of ${FLORIDA_AVERAGE_MARGIN}%: keep pricing at this level.`,
    );
  const uncosted = rows.length - costed.length;
  if (uncosted > 0)
    recommendations.push(
      `${uncosted} active ${uncosted === 1 ? 'project has' : 'projects have'} no costs recorded yet: record expenses and work so margins are real.`,
    );

  return {
    overallHealth,
    projectsAtRisk: atRisk.length,
    totalProfitProjection: projectedProfitCents / 100,
    marketComparison: { yourMargin, floridaAverage: FLORIDA_AVERAGE_MARGIN },
    recommendations: recommendations.slice(0, MAX_RECOMMENDATIONS),
    profitAlerts: alerts,
    inputs: {
      activeProjects: rows.length,
      projectsWithCosts: costed.length,
      totalBudget: rows.reduce((a, r) => a + r.budgetCents, 0) / 100,
      totalSpent: rows.reduce((a, r) => a + r.spentCents, 0) / 100,
      projectedFromPace,
      ...unpriced,
    },
  };
}
