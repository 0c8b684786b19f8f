import { bpToPercent } from './billing/arithmetic';
import type { ProjectHealth } from './health-schemas';
import { dollars, type HealthReading, type ProjectHealthRow } from './health-summary';

const direction = (now: number, before: number | undefined): 'up' | 'down' | 'stable' =>
  before === undefined || Math.abs(now - before) < 0.05 ? 'stable' : now > before ? 'up' : 'down';

/**
 * Project health of part 2 §3 for one project: its key metrics with their direction since the earlier reading,
 * and the issues its own figures predict (pace of spending, days past the end date, missing photos).
 */
export function projectHealthReport(r: ProjectHealthRow, before: HealthReading | null, comparedWith: string | null): ProjectHealth {
  const m = r.metrics;
  const p = r.projection;
  const keyMetrics = [
    { metric: 'Overall Health', value: m.overallHealth, trend: direction(m.overallHealth, before?.overallHealth) },
    { metric: 'Budget Health', value: m.budgetHealth, trend: direction(m.budgetHealth, before?.budgetHealth) },
    { metric: 'Timeline Health', value: m.timelineHealth, trend: direction(m.timelineHealth, before?.timelineHealth) },
    { metric: 'Quality Score', value: m.qualityScore, trend: direction(m.qualityScore, before?.qualityScore) },
    { metric: 'Work Done', value: m.completionPercentage, trend: direction(m.completionPercentage, before?.completionPercentage) },
    { metric: 'Projected Margin', value: bpToPercent(p.projectedMarginBp), trend: 'stable' as const },
  ];

  const issues: ProjectHealth['predictedIssues'] = [];
  const projected = p.estimateAtCompletion;
  if (r.budgetCents > 0 && r.spentCents > r.budgetCents) {
    issues.push({
      issue: `Over budget by ${dollars(r.spentCents - r.budgetCents)}`,
      probability: 100,
      impact: 'high',
      suggestedAction: 'Agree a change order with the client or cut remaining scope',
    });
  } else if (p.projectedProfit < 0 && r.budgetCents > 0) {
    // The projection's estimate at completion (domain/projection.ts): the same figure the risk is read from.
    const over = (projected - r.budgetCents) / r.budgetCents;
    issues.push({
      issue: `Budget overrun: projected to cost ${dollars(projected)} against ${dollars(r.budgetCents)}`,
      probability: Math.min(95, Math.round(50 + over * 100)),
      impact: over > 0.1 ? 'high' : 'medium',
      suggestedAction: 'Review material orders and crew days against the estimate this week',
    });
  }
  if (m.timelineOverrun > 0) {
    issues.push({
      issue: `Schedule overrun: ${m.timelineOverrun} % past the planned days`,
      probability: 100,
      impact: m.timelineHealth < 50 ? 'high' : 'medium',
      suggestedAction: 'Set a new finish date with the client and add crew days if the margin allows',
    });
  }
  if (m.qualityScore < 85) {
    issues.push({
      issue: 'No before or completion photos on record',
      probability: 60,
      impact: 'low',
      suggestedAction: 'Upload before photos to document the starting condition',
    });
  }

  const recommendations = issues.map((i) => i.suggestedAction);
  if (recommendations.length === 0) recommendations.push('Keep the current pace; no action needed');

  return {
    projectId: r.projectId,
    projectName: r.name,
    keyMetrics,
    trendAnalysis: trendText(r, before, comparedWith),
    predictedIssues: issues,
    recommendations,
    comparedWith: before ? comparedWith : null,
    unpricedWorkRecords: r.unpricedWorkRecords,
    unpricedEmployees: [...r.unpricedEmployees],
  };
}

/** One sentence on how the project moved since the earlier reading. */
function trendText(r: ProjectHealthRow, before: HealthReading | null, comparedWith: string | null): string {
  const now = r.metrics.overallHealth;
  if (before === null || comparedWith === null) return `Overall health ${now}; no earlier reading to compare with yet.`;
  const change = Math.round((now - before.overallHealth) * 10) / 10;
  const moved = change === 0 ? 'unchanged' : `${change > 0 ? 'up' : 'down'} ${Math.abs(change)} points`;
  return `Overall health ${now}, ${moved} since ${comparedWith}; ${dollars(r.spentCents - before.spentCents)} spent since then.`;
}
