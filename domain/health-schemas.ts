import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { unpricedWorkFields } from './unpriced-work';
import { MAX_ID, queryInt } from './validation';

const riskSchema = lazySchema(() => z.enum(['low', 'medium', 'high']));

/** One entry of GET /api/projects/health-metrics (docs/product/rules.md: projectId and the snapshot metric names). */
export const healthMetricsEntrySchema = lazySchema(() =>
  z.object({
    projectId: z.number().int(),
    budgetHealth: z.number(),
    timelineHealth: z.number(),
    qualityScore: z.number(),
    completionPercentage: z.number(),
    overallHealth: z.number(),
    riskLevel: riskSchema,
    profitMargin: z.number(),
    /** Work priced at $0 for want of a rate: the margin, budget and overall health are not final (issue 18). */
    ...unpricedWorkFields,
  }),
);
export type HealthMetricsEntry = z.infer<typeof healthMetricsEntrySchema>;

/** Health summary of part 2 §3 (GET /api/dashboard/health-summary); trends compare with the stored readings of `comparedWith`. */
export const healthSummarySchema = lazySchema(() =>
  z.object({
    overallHealthScore: z.number(),
    healthTrend: z.enum(['improving', 'declining', 'stable']),
    projectsAtRisk: z.number().int(),
    totalActiveProjects: z.number().int(),
    /** Dollars spent beyond (positive) or below (negative) the plan's pace: budget × share of planned days run. */
    totalBudgetVariance: z.number(),
    /** Average timeline overrun percent (days past the end date ÷ planned days × 100). */
    averageScheduleVariance: z.number(),
    costTrend: z.enum(['under_budget', 'on_budget', 'over_budget']),
    timelineTrend: z.enum(['ahead', 'on_schedule', 'behind']),
    executiveSummary: z.string(),
    financialHealth: z.string(),
    timelineHealth: z.string(),
    actionItems: z.array(z.string()),
    criticalAlerts: z.array(z.string()),
    upcomingRisks: z.array(z.string()),
    optimizationOpportunities: z.array(z.string()),
    /** The earlier day whose stored readings the trends compare with; null before there is one. */
    comparedWith: z.string().nullable(),
    /** Work records of these projects priced at $0 for want of a rate: the health scores are not final. */
    unpricedWorkRecords: z.number().int(),
    /** The projects with such work. */
    projectsWithUnpricedWork: z.number().int(),
  }),
);
export type HealthSummary = z.infer<typeof healthSummarySchema>;

/** Project health of part 2 §3 (GET /api/projects/{id}/health). */
export const projectHealthSchema = lazySchema(() =>
  z.object({
    projectId: z.number().int(),
    projectName: z.string(),
    keyMetrics: z.array(z.object({ metric: z.string(), value: z.number(), trend: z.enum(['up', 'down', 'stable']) })),
    trendAnalysis: z.string(),
    predictedIssues: z.array(
      z.object({
        issue: z.string(),
        probability: z.number(),
        impact: z.enum(['high', 'medium', 'low']),
        suggestedAction: z.string(),
      }),
    ),
    recommendations: z.array(z.string()),
    comparedWith: z.string().nullable(),
    /** Work priced at $0 for want of a rate: the profit margin and the health derived from costs are not final. */
    ...unpricedWorkFields,
  }),
);
export type ProjectHealth = z.infer<typeof projectHealthSchema>;

/** Query of the health summary: the focus project (all active projects when left out). */
export const healthSummaryQuerySchema = lazySchema(() =>
  z.object({
    projectId: queryInt('projectId', 1, MAX_ID).optional(),
  }),
);
