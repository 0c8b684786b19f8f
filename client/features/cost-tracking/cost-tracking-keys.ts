/** Query keys of job costing; every key starts with 'cost-tracking', then the project id. */
export const costTrackingKeys = {
  all: ['cost-tracking'] as const,
  project: (projectId: number) => [...costTrackingKeys.all, projectId] as const,
  summary: (projectId: number) => [...costTrackingKeys.project(projectId), 'summary'] as const,
  statusAnalysis: (projectId: number) => [...costTrackingKeys.project(projectId), 'status-analysis'] as const,
  dailyExpenses: (projectId: number, date: string) => [...costTrackingKeys.project(projectId), 'daily-expenses', date] as const,
};
