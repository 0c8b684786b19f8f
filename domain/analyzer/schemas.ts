import { z } from 'zod';
import { engineInfoSchema } from '../analysis/engine';
import { lazySchema } from '../lazy-schema';
import { unpricedWorkFields } from '../unpriced-work';

/** A profit alert of the dashboard insights (spec part 2 §3): a project under the Florida average margin. */
export const profitAlertSchema = lazySchema(() =>
  z.object({
    projectId: z.number().int(),
    projectName: z.string(),
    message: z.string(),
    recommendations: z.array(z.string()),
    currentProfitMargin: z.number(),
    severity: z.enum(['critical', 'warning']),
    /** The project's work priced at $0 for want of a rate: its margin is an upper bound (issue 18). */
    ...unpricedWorkFields,
  }),
);
export type ProfitAlert = z.infer<typeof profitAlertSchema>;

/** What a model may judge and word in the dashboard insights; the figures stay the built-in engine's. */
export const dashboardJudgementSchema = lazySchema(() =>
  z.object({
    overallHealth: z.enum(['healthy', 'at_risk', 'critical']),
    recommendations: z.array(z.string().min(1).max(500)).max(6),
  }),
);

/** The figures behind the insights, so the screen can say how each one is computed. */
export const dashboardInputsSchema = lazySchema(() =>
  z.object({
    activeProjects: z.number().int(),
    projectsWithCosts: z.number().int(),
    totalBudget: z.number(),
    totalSpent: z.number(),
    /** Projects whose projected cost came from the spending pace (the rest use the cost so far). */
    projectedFromPace: z.number().int(),
    /** Work records of the active projects priced at $0 for want of a rate: margins and profit are upper bounds. */
    unpricedWorkRecords: z.number().int(),
    /** The active projects with such work. */
    projectsWithUnpricedWork: z.number().int(),
  }),
);

/** GET /api/ai/dashboard-insights (spec part 2 §3 "Dashboard insights (AI)"). */
export const dashboardInsightsSchema = lazySchema(() =>
  z.object({
    overallHealth: z.enum(['healthy', 'at_risk', 'critical']),
    projectsAtRisk: z.number().int(),
    totalProfitProjection: z.number(),
    marketComparison: z.object({ yourMargin: z.number().nullable(), floridaAverage: z.number() }),
    recommendations: z.array(z.string()),
    profitAlerts: z.array(profitAlertSchema),
    inputs: dashboardInputsSchema,
    engine: engineInfoSchema,
  }),
);
export type DashboardInsights = z.infer<typeof dashboardInsightsSchema>;

export const riskLevelSchema = lazySchema(() => z.enum(['critical', 'high', 'medium', 'low']));

/** What a model may judge and word in a project analysis; every figure is pinned to the built-in engine's. */
export const projectJudgementSchema = lazySchema(() =>
  z.object({
    riskLevel: riskLevelSchema,
    recommendedActions: z.array(z.string().min(1).max(500)).max(8),
    aiInsights: z.string().min(1).max(4000),
  }),
);

/** The project's own figures behind the analysis (dollars, dates YYYY-MM-DD). */
export const projectFiguresSchema = lazySchema(() =>
  z.object({
    projectId: z.number().int(),
    name: z.string(),
    status: z.string(),
    budget: z.number(),
    totalCosts: z.number(),
    laborCosts: z.number(),
    /**
     * The one projection's estimate at completion (issue 39): pricing advice is read from what the job will cost,
     * not from its costs so far; with no estimate it is the larger of the contract and the costs (break-even).
     */
    projectedCost: z.number(),
    projectedMargin: z.number(),
    estimateSource: z.enum(['estimate', 'final', 'none', 'below-cost']),
    /** Margin on the budget, 2 decimals; null when nothing is spent yet. */
    currentMargin: z.number().nullable(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    plannedEndDate: z.string().nullable(),
    plannedDays: z.number().int().nullable(),
    daysElapsed: z.number().int(),
    /** Share of the budget spent, percent, 1 decimal. */
    spentPercent: z.number(),
    /** Share of the planned days run, percent, 1 decimal; null without a plan. */
    elapsedPercent: z.number().nullable(),
    /** Crew assigned whose position is in the pay-scale table: their daily rate against the table's 8-hour average. */
    crew: z.array(
      z.object({
        name: z.string(),
        position: z.string().nullable(),
        dailyRate: z.number().nullable(),
        floridaDailyRate: z.number().nullable(),
      }),
    ),
    /** Work priced at $0 for want of a rate (kept count) and its employees: the margin and score are not final. */
    ...unpricedWorkFields,
  }),
);
export type ProjectFigures = z.infer<typeof projectFiguresSchema>;

/** GET /api/ai/project-analysis/{id} (spec part 2 §3 "Project analysis (AI)"). */
export const projectAnalysisSchema = lazySchema(() =>
  z.object({
    riskLevel: riskLevelSchema,
    /** 0..100: the current margin against the 30 % 'excellent' line. */
    profitabilityScore: z.number(),
    /** Percentage points: share of budget spent − share of planned time run; null without a plan. */
    budgetVariance: z.number().nullable(),
    /** Share of the planned time run, percent; null without a plan. */
    timelineVariance: z.number().nullable(),
    laborCostAnalysis: z.object({
      /** Crew's average daily rate against the Florida 8-hour average of their positions, percent; null without a comparable crew. */
      variance: z.number().nullable(),
    }),
    estimatedCompletionDate: z.string().nullable(),
    timelineStatus: z.string(),
    recommendedActions: z.array(z.string()),
    aiInsights: z.string(),
    figures: projectFiguresSchema,
    engine: engineInfoSchema,
  }),
);
export type ProjectAnalysis = z.infer<typeof projectAnalysisSchema>;
