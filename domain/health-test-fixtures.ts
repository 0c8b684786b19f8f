import type { HealthMetrics } from './health';
import type { HealthReading, ProjectHealthRow } from './health-summary';

/** Test fixtures shared by the health tests: a project on plan, and the reading a row would store. */
export const onPlanMetrics: HealthMetrics = {
  budgetHealth: 70,
  timelineHealth: 100,
  qualityScore: 85,
  completionPercentage: 50,
  overallHealth: 85,
  riskLevel: 'low',
  timelineOverrun: 0,
};

/** The stored reading of a row (as server/features/health/readings.ts keeps it), with some figures changed. */
export const readingOf = (r: ProjectHealthRow, over: Partial<HealthReading> = {}): HealthReading => ({
  projectId: r.projectId,
  overallHealth: r.metrics.overallHealth,
  budgetHealth: r.metrics.budgetHealth,
  timelineHealth: r.metrics.timelineHealth,
  qualityScore: r.metrics.qualityScore,
  completionPercentage: r.metrics.completionPercentage,
  timelineOverrun: r.metrics.timelineOverrun,
  spentCents: r.spentCents,
  expectedCents: r.expectedCents,
  ...over,
});

/** A row whose work is all priced (no "Not final" note, issue 18). */
export const allPriced = { unpricedWorkRecords: 0, unpricedEmployees: [] as string[] };
