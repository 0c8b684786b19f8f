/** GET /api/projects/{id}/cost-summary */
export const costSummaryKey = (projectId: number) => ['/api/projects', projectId, 'cost-summary'] as const;

/** GET /api/projects/{id}/status-analysis */
export const statusAnalysisKey = (projectId: number) => ['/api/projects', projectId, 'status-analysis'] as const;

/** GET /api/projects/{id}/daily-expenses?date=YYYY-MM-DD */
export const dailyExpensesKey = (projectId: number, date: string) => ['/api/projects', projectId, 'daily-expenses', { date }] as const;
