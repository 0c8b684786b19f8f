import type { ProjectFigures } from './schemas';

/** An active 20-day deck job, half way through, 65 % spent, one electrician: the analyzer tests' common project. */
export const deckFigures: ProjectFigures = {
  projectId: 1,
  name: 'Deck',
  status: 'active',
  budget: 20_000,
  totalCosts: 13_000,
  laborCosts: 3_000,
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
