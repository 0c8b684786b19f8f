import { bpToPercent } from './billing/arithmetic';
import type { StatusAnalysis } from './cost-tracking';
import { centsToDollars, formatUsd } from './money';
import { estimateSourceText, type Projection } from './projection';
import { FLORIDA_AVERAGE_MARGIN } from './projects';

const PACE = 'At the current pace the projected margin is';

/**
 * The Costs tab's status on the one projection (issue 39): the projected final cost and margin are the
 * projection's (estimate at completion), so "On Track" never sits above a projected loss: a job projected at a
 * loss is over budget; the spending-pace rules of the spec still mark one over budget sooner. The recommendation
 * on the margin names the projected figure and where it comes from instead of extrapolating today's pace.
 */
export function statusOnProjection(a: StatusAnalysis, p: Projection): StatusAnalysis {
  const margin = bpToPercent(p.projectedMarginBp);
  const known = p.estimateSource === 'estimate' || p.estimateSource === 'final';
  const recommendations = a.recommendations.filter((r) => !r.startsWith(PACE));
  if (p.projectedProfit < 0) {
    recommendations.push(
      `The projected margin is ${margin}%: ${formatUsd(centsToDollars(p.estimateAtCompletion))} to complete against a ${formatUsd(centsToDollars(p.contractValue))} contract (${estimateSourceText(p.estimateSource)}). Agree a change order or cut the remaining scope.`,
    );
  } else if (known && p.contractValue > 0 && margin < FLORIDA_AVERAGE_MARGIN) {
    recommendations.push(`The projected margin is ${margin}%, below the Florida average of ${FLORIDA_AVERAGE_MARGIN}%.`);
  } else if (!known && a.totalCosts > 0) {
    recommendations.push('No estimate at completion yet: enter the estimated total cost (Billing) to project the margin.');
  }
  const fine = recommendations.filter((r) => r !== 'Costs and schedule are on track. Keep recording expenses and daily work.');
  return {
    ...a,
    budgetStatus: p.projectedProfit < 0 ? 'over_budget' : a.budgetStatus,
    projectedFinalCost: centsToDollars(p.estimateAtCompletion),
    projectedMargin: margin,
    recommendations: fine.length > 0 ? fine : ['Costs and schedule are on track. Keep recording expenses and daily work.'],
  };
}
