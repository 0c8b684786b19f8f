import type { HealthMetrics } from './health';
import type { HealthReading, ProjectHealthRow } from './health-summary';
import { cents } from './money';
import { type Projection, projectJob } from './projection';

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

/**
 * The projection of a row's money (domain/projection.ts) when the test does not set one: no estimate, so the
 * spec's share-spent budget health and a break-even projection (or the loss already made past the contract).
 */
export const projectionOfRow = (budgetCents: number, spentCents: number, estimatedTotalCost: number | null = null): Projection =>
  projectJob({
    basis: 'earned',
    contractValue: cents(budgetCents),
    costToDate: cents(spentCents),
    estimatedTotalCost: estimatedTotalCost === null ? null : cents(estimatedTotalCost),
    completed: false,
    billedToDate: cents(0),
    receivedToDate: cents(0),
    timeElapsedPercent: null,
    timelineOverrunPercent: 0,
  });

/** A row with its projection filled in from its money when not given. */
export const withProjection = (r: Omit<ProjectHealthRow, 'projection'> & { projection?: Projection }): ProjectHealthRow => ({
  ...r,
  projection: r.projection ?? projectionOfRow(r.budgetCents, r.spentCents),
});
