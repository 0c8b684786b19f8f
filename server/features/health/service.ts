import { sql } from 'drizzle-orm';
import { bpToPercent } from '../../../domain/billing/arithmetic';
import { elapsedPercent, healthMetrics, overallHealth } from '../../../domain/health';
import type { HealthMetricsEntry, HealthSummary, ProjectHealth } from '../../../domain/health-schemas';
import { healthSummary, type ProjectHealthRow } from '../../../domain/health-summary';
import { centsFromDb } from '../../../domain/money';
import { projectHealthReport } from '../../../domain/project-health';
import { plannedDays, profitMargin } from '../../../domain/projects';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { notFound } from '../../http/errors';
import { projectionsOf } from '../projection/service';
import { unpricedWorkColumns } from '../projects/project-select';
import { previousReadings, storeReadings } from './readings';

type Raw = {
  id: number;
  name: string;
  budget: string;
  spent: string;
  startDate: string;
  endDate: string | null;
  estimatedDays: number | null;
  photos: boolean;
  status: string;
  isActive: boolean;
  unpricedWorkRecords: number;
  unpricedEmployees: string[];
};

/**
 * Health rows of the active projects (or of one project, active or not) in one statement over the projects'
 * kept cost totals and unpriced work counts; the formulas are domain/health.ts, applied here so there is one
 * definition of each.
 */
export async function healthRows(db: Db, today: string, projectId?: number): Promise<ProjectHealthRow[]> {
  const where = projectId === undefined ? sql`p.is_active` : sql`p.id = ${projectId}`;
  const [list, { byId }] = await Promise.all([
    rows<Raw>(
      db.execute(sql`
      SELECT p.id, p.name, (p.budget + p.change_order_total)::text AS budget, (p.expense_total + p.labor_total)::text AS spent,
        to_char(p.start_date, 'YYYY-MM-DD') AS "startDate", to_char(p.end_date, 'YYYY-MM-DD') AS "endDate",
        p.estimated_days AS "estimatedDays", (p.has_before_photos OR p.has_completion_photos) AS photos,
        p.status, p.is_active AS "isActive", ${unpricedWorkColumns}
      FROM projects p WHERE ${where} ORDER BY p.start_date, p.id`),
    ),
    projectionsOf(db, today, where),
  ]);
  return list.flatMap((p) => {
    const projection = byId.get(p.id);
    if (!projection) return [];
    const budgetCents = centsFromDb(p.budget);
    const spentCents = centsFromDb(p.spent);
    const planned = plannedDays({ estimatedDays: p.estimatedDays, startDate: p.startDate, endDate: p.endDate });
    const elapsed = elapsedPercent(p.startDate, planned, today);
    const spec = healthMetrics(
      {
        budgetCents,
        spentCents,
        startDate: p.startDate,
        endDate: p.endDate,
        plannedDays: planned,
        hasPhotos: p.photos,
        completed: p.status === 'completed',
        active: p.isActive,
      },
      today,
    );
    // Budget health, risk and completion from the one projection (issue 39): a job projected at a loss is never
    // low risk, and completion is work done (cost-to-cost), the spec's time-elapsed figure only without an estimate.
    const metrics = {
      ...spec,
      budgetHealth: round1(projection.budgetHealth),
      overallHealth: round1(overallHealth(projection.budgetHealth, spec.timelineHealth, spec.qualityScore)),
      riskLevel: projection.risk,
      completionPercentage: projection.workDoneBp === null ? spec.completionPercentage : round1(bpToPercent(projection.workDoneBp)),
    };
    return [
      {
        projectId: p.id,
        name: p.name,
        budgetCents,
        spentCents,
        expectedCents: elapsed === null ? spentCents : Math.round((budgetCents * Math.min(100, elapsed)) / 100),
        profitMargin: profitMargin(budgetCents, spentCents),
        metrics,
        unpricedWorkRecords: p.unpricedWorkRecords,
        unpricedEmployees: p.unpricedEmployees,
        projection,
      },
    ];
  });
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Writes today's readings once per day per process (a cheap check after the first); the insert itself is safe
 * to repeat. Called by the daily check (never by a GET: issue 38).
 */
export class ReadingsOfToday {
  private doneFor: string | null = null;
  private running: Promise<void> | null = null;

  async ensure(db: Db, today: string, active?: ProjectHealthRow[]): Promise<void> {
    if (this.doneFor === today) return;
    this.running ??= (async () => {
      await storeReadings(db, today, active ?? (await healthRows(db, today)));
      this.doneFor = today;
    })().finally(() => {
      this.running = null;
    });
    await this.running;
  }
}

/** GET /api/projects/health-metrics: each active project's snapshot metrics. */
export async function healthMetricsList(db: Db, _readings: ReadingsOfToday, today: string): Promise<HealthMetricsEntry[]> {
  // Today's readings are stored by the daily check (auto-checks.ts), never by a GET (issue 38).
  const list = await healthRows(db, today);
  return list.map((r) => ({
    projectId: r.projectId,
    budgetHealth: r.metrics.budgetHealth,
    timelineHealth: r.metrics.timelineHealth,
    qualityScore: r.metrics.qualityScore,
    completionPercentage: r.metrics.completionPercentage,
    overallHealth: r.metrics.overallHealth,
    riskLevel: r.metrics.riskLevel,
    profitMargin: r.profitMargin,
    unpricedWorkRecords: r.unpricedWorkRecords,
    unpricedEmployees: [...r.unpricedEmployees],
  }));
}

/** GET /api/dashboard/health-summary: today's active projects (or the focus project) against the latest earlier day. */
export async function healthSummaryOf(db: Db, _readings: ReadingsOfToday, today: string, projectId?: number): Promise<HealthSummary> {
  const [all, previous] = await Promise.all([healthRows(db, today), previousReadings(db, today)]);
  const list = projectId === undefined ? all : all.filter((r) => r.projectId === projectId);
  return healthSummary(list, previous.readings, previous.day);
}

/** GET /api/projects/{id}/health. */
export async function projectHealthOf(db: Db, _readings: ReadingsOfToday, today: string, projectId: number): Promise<ProjectHealth> {
  const [[row], previous] = await Promise.all([healthRows(db, today, projectId), previousReadings(db, today, projectId)]);
  if (!row) throw notFound('Project');
  return projectHealthReport(row, previous.readings[0] ?? null, previous.day);
}
