import { sql } from 'drizzle-orm';
import { dashboardInsights } from '../../../domain/analyzer/insights';
import { findPosition } from '../../../domain/analyzer/pay-scale';
import { analyzeProject, plannedEndDate } from '../../../domain/analyzer/project-analysis';
import {
  type DashboardInsights,
  dashboardJudgementSchema,
  type ProjectAnalysis,
  type ProjectFigures,
  projectJudgementSchema,
} from '../../../domain/analyzer/schemas';
import { bpToPercent } from '../../../domain/billing/arithmetic';
import { elapsedPercent } from '../../../domain/health';
import { centsFromDb, centsToDollars } from '../../../domain/money';
import { daysRunning, plannedDays, profitMargin } from '../../../domain/projects';
import type { AnalysisEngine, EngineInfo } from '../../adapters/ai';
import type { Db } from '../../db/client';
import { bucketTotalsSql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';
import { notFound } from '../../http/errors';
import { healthRows } from '../health/service';
import { projectionsOf } from '../projection/service';
import { unpricedWorkColumns } from '../projects/project-select';

function engineView(e: EngineInfo): EngineInfo {
  return { name: e.name, ...(e.model ? { model: e.model } : {}), ...(e.fallbackReason ? { fallbackReason: e.fallbackReason } : {}) };
}

/**
 * GET /api/ai/dashboard-insights: one statement over the active projects' kept cost totals (healthRows), the
 * built-in insights from them, then the engine may judge the overall health and word the recommendations.
 */
export async function dashboardInsightsOf(db: Db, ai: AnalysisEngine, today: string): Promise<DashboardInsights> {
  const list = await healthRows(db, today);
  const builtIn = dashboardInsights(list);
  const { result, engine } = await ai.analyze({
    kind: 'dashboard-insights',
    instructions:
      'Judge the overall health of a construction business from its active projects (healthy, at_risk or critical) and give at most 4 short, practical recommendations. Margins are percentages; the Florida industry average margin is 15.2%.',
    schema: dashboardJudgementSchema,
    facts: { today, ...builtIn },
    builtIn: { overallHealth: builtIn.overallHealth, recommendations: builtIn.recommendations },
  });
  return { ...builtIn, overallHealth: result.overallHealth, recommendations: result.recommendations, engine: engineView(engine) };
}

type Raw = {
  id: number;
  name: string;
  status: string;
  isActive: boolean;
  budget: string;
  spent: string;
  labor: string;
  startDate: string;
  endDate: string | null;
  estimatedDays: number | null;
  photos: boolean;
  crew: { name: string; position: string | null; dailyRate: string | null }[];
  unpricedWorkRecords: number;
  unpricedEmployees: string[];
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** GET /api/ai/project-analysis/{id}: the project's figures in one statement, the built-in analysis, the engine's judgement. */
export async function projectAnalysisOf(db: Db, ai: AnalysisEngine, projectId: number, today: string): Promise<ProjectAnalysis> {
  const [p] = await rows<Raw>(
    db.execute(sql`
      SELECT p.id, p.name, p.status, p.is_active AS "isActive", (p.budget + p.change_order_total)::text AS budget,
        (p.expense_total + p.labor_total)::text AS spent, c.labor::text AS labor,
        to_char(p.start_date, 'YYYY-MM-DD') AS "startDate", to_char(p.end_date, 'YYYY-MM-DD') AS "endDate",
        p.estimated_days AS "estimatedDays", (p.has_before_photos OR p.has_completion_photos) AS photos,
        coalesce((SELECT json_agg(json_build_object('name', em.name, 'position', em.position, 'dailyRate', em.daily_rate::text) ORDER BY em.id)
          FROM project_employees pe JOIN employees em ON em.id = pe.employee_id WHERE pe.project_id = p.id), '[]'::json) AS crew,
        ${unpricedWorkColumns}
      FROM projects p, LATERAL ${bucketTotalsSql(sql`p.id`)} c
      WHERE p.id = ${projectId}`),
  );
  if (!p) throw notFound('Project');
  const projection = (await projectionsOf(db, today, sql`p.id = ${projectId}`)).byId.get(projectId);
  if (!projection) throw notFound('Project');
  const budgetCents = centsFromDb(p.budget);
  const spentCents = centsFromDb(p.spent);
  const planned = plannedDays(p);
  const elapsed = elapsedPercent(p.startDate, planned, today);
  const figures: ProjectFigures = {
    projectId: p.id,
    name: p.name,
    status: p.status,
    budget: budgetCents / 100,
    totalCosts: spentCents / 100,
    laborCosts: centsFromDb(p.labor) / 100,
    projectedCost: centsToDollars(projection.estimateAtCompletion),
    projectedMargin: bpToPercent(projection.projectedMarginBp),
    estimateSource: projection.estimateSource,
    currentMargin: spentCents === 0 ? null : profitMargin(budgetCents, spentCents),
    startDate: p.startDate,
    endDate: p.endDate,
    plannedEndDate: plannedEndDate(p.startDate, p.endDate, planned),
    plannedDays: planned,
    daysElapsed: daysRunning(p.startDate, today),
    spentPercent: budgetCents > 0 ? round1((spentCents / budgetCents) * 100) : 0,
    elapsedPercent: elapsed === null ? null : round1(elapsed),
    crew: p.crew.map((m) => ({
      name: m.name,
      position: m.position,
      dailyRate: m.dailyRate === null ? null : centsFromDb(m.dailyRate) / 100,
      floridaDailyRate: findPosition(m.position)?.averageDailyRate ?? null,
    })),
    unpricedWorkRecords: p.unpricedWorkRecords,
    unpricedEmployees: p.unpricedEmployees,
  };
  // The risk is the projection's (issue 39), the same Health and the dashboard show.
  const builtIn = analyzeProject(figures, projection.risk, today);
  const { result, engine } = await ai.analyze({
    kind: 'project-analysis',
    instructions:
      'Judge the risk of a construction project (critical, high, medium or low) from its budget, costs, schedule and crew, give at most 4 practical recommended actions and a short insights paragraph. Money is US dollars; the Florida industry average margin is 15.2%.',
    schema: projectJudgementSchema,
    facts: { today, ...figures, computed: builtIn },
    builtIn: { riskLevel: builtIn.riskLevel, recommendedActions: builtIn.recommendedActions, aiInsights: builtIn.aiInsights },
  });
  // Scores and variances are arithmetic on the project's figures: a model may judge and word, not recompute them.
  return { ...builtIn, ...result, figures, engine: engineView(engine) };
}
