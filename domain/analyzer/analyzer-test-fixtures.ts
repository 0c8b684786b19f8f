import type { ProjectHealthRow } from '../health-summary';
import { allPriced, withProjection } from '../health-test-fixtures';
import type { ProjectFigures } from './schemas';

/** An active 20-day deck job, half way through, 65 % spent, one electrician: the analyzer tests' common project. */
export const deckFigures: ProjectFigures = {
  projectId: 1,
  name: 'Deck',
  status: 'active',
  budget: 20_000,
  totalCosts: 13_000,
  laborCosts: 3_000,
  // no estimate at completion: projected at break-even (domain/projection.ts)
  projectedCost: 20_000,
  projectedMargin: 0,
  estimateSource: 'none',
  currentMargin: 35,
  startDate: '2026-11-01',
  endDate: '2026-11-20',
  plannedEndDate: '2026-11-20',
  plannedDays: 20,
  daysElapsed: 10,
  spentPercent: 65,
  elapsedPercent: 50,
  crew: [{ name: 'Eli', position: 'Electrician', dailyRate: 264, floridaDailyRate: 240 }],
  unpricedWorkRecords: 0,
  unpricedEmployees: [],
};

/** A project's health row for the insights tests (money in dollars here, cents in the row), every work priced. */
export const healthRow = (
  id: number,
  budget: number,
  spent: number,
  margin: number,
  risk: 'low' | 'medium' | 'high' = 'low',
  expected = spent,
): ProjectHealthRow =>
  withProjection({
    projectId: id,
    name: `P${id}`,
    budgetCents: budget * 100,
    spentCents: spent * 100,
    expectedCents: expected * 100,
    profitMargin: margin,
    ...allPriced,
    metrics: {
      budgetHealth: 0,
      timelineHealth: 100,
      qualityScore: 70,
      completionPercentage: 50,
      overallHealth: 0,
      riskLevel: risk,
      timelineOverrun: 0,
    },
  });
