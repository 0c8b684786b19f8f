import { sql } from 'drizzle-orm';
import { analyzeStatus, type CostSummary, type DailyCostItem, type StatusAnalysisResponse } from '../../../domain/cost-tracking';
import { statusOnProjection } from '../../../domain/cost-tracking-projection';
import { centsFromDb } from '../../../domain/money';
import { projectionAnswer } from '../../../domain/projection-schema';
import type { Db } from '../../db/client';
import { bucketTotalsSql, costItemsSql, laborPaySql } from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';
import { notFound } from '../../http/errors';
import { projectionsOf } from '../projection/service';
import { unpricedWorkColumns } from '../projects/project-select';

async function assertProject(db: Db, projectId: number): Promise<void> {
  if ((await rows(db.execute(sql`SELECT 1 FROM projects WHERE id = ${projectId}`))).length === 0) throw notFound('Project');
}

type BucketRow = { date: string | null; labor: number; material: number; other: number; total: number };

/** Advances drawn against a project (deductFromProject, any status but cancelled): cash out, not cost. */
async function advancesDrawn(db: Db, projectId: number): Promise<CostSummary['advancesDrawn']> {
  const [row] = await rows<CostSummary['advancesDrawn']>(
    db.execute(sql`SELECT coalesce(sum(amount), 0)::float8 AS total, count(*)::int AS count FROM payroll_advances
      WHERE project_id = ${projectId} AND deduct_from_project AND status <> 'cancelled'`),
  );
  return row;
}

/**
 * Labor, material and other totals and the per-day breakdown (newest first) in one grouped statement, and the
 * advances drawn against the project apart from the costs.
 */
export async function costSummary(db: Db, projectId: number): Promise<CostSummary> {
  await assertProject(db, projectId);
  const drawn = await advancesDrawn(db, projectId);
  const grouped = await rows<BucketRow>(
    db.execute(sql`
      SELECT i.date::text AS date,
        coalesce(sum(i.amount) FILTER (WHERE i.bucket = 'labor'), 0)::float8 AS labor,
        coalesce(sum(i.amount) FILTER (WHERE i.bucket = 'material'), 0)::float8 AS material,
        coalesce(sum(i.amount) FILTER (WHERE i.bucket = 'other'), 0)::float8 AS other,
        coalesce(sum(i.amount), 0)::float8 AS total
      FROM (${costItemsSql(projectId)}) i
      GROUP BY GROUPING SETS ((i.date), ())
      ORDER BY i.date DESC NULLS FIRST`),
  );
  const totals = grouped.find((r) => r.date === null) ?? { labor: 0, material: 0, other: 0, total: 0 };
  return {
    projectId,
    totalLaborCosts: totals.labor,
    totalMaterialCosts: totals.material,
    totalOtherCosts: totals.other,
    totalCosts: totals.total,
    dailyBreakdown: grouped
      .filter((r) => r.date !== null)
      .map((r) => ({ date: r.date as string, laborCost: r.labor, materialCost: r.material, otherCost: r.other, totalCost: r.total })),
    advancesDrawn: drawn,
  };
}

type StatusRow = {
  budget: string;
  estimatedMaterialCost: string | null;
  startDate: string;
  endDate: string | null;
  estimatedDays: number | null;
  status: string;
  labor: string;
  material: string;
  other: string;
  laborDays: string;
  teamRates: (string | null)[];
  unpricedWorkRecords: number;
  unpricedEmployees: string[];
};

/** Budget and schedule status of a project from its own figures (formula in domain/cost-tracking.ts). */
export async function statusAnalysis(db: Db, projectId: number, today: string): Promise<StatusAnalysisResponse> {
  const [[p], { byId }] = await Promise.all([
    rows<StatusRow>(
      db.execute(sql`
      SELECT (p.budget + p.change_order_total)::text AS budget, p.estimated_material_cost::text AS "estimatedMaterialCost", p.start_date::text AS "startDate",
        p.end_date::text AS "endDate", p.estimated_days AS "estimatedDays", p.status,
        c.labor::text AS labor, c.material::text AS material, c.other::text AS other,
        (SELECT coalesce(sum(t.days), 0) FROM time_entries t WHERE t.project_id = p.id AND t.entry_type <> 'hours')::text AS "laborDays",
        ARRAY(SELECT em.daily_rate::text FROM project_employees pe JOIN employees em ON em.id = pe.employee_id
              WHERE pe.project_id = p.id ORDER BY em.id) AS "teamRates",
        ${unpricedWorkColumns}
      FROM projects p,
        LATERAL ${bucketTotalsSql(projectId)} c
      WHERE p.id = ${projectId}`),
    ),
    projectionsOf(db, today, sql`p.id = ${projectId}`),
  ]);
  const projection = byId.get(projectId);
  if (!p || !projection) throw notFound('Project');
  const analysis = analyzeStatus({
    projectId,
    budget: centsFromDb(p.budget),
    labor: centsFromDb(p.labor),
    material: centsFromDb(p.material),
    other: centsFromDb(p.other),
    estimatedMaterialCost: p.estimatedMaterialCost === null ? null : centsFromDb(p.estimatedMaterialCost),
    startDate: p.startDate,
    endDate: p.endDate,
    estimatedDays: p.estimatedDays,
    status: p.status,
    today,
    laborDaysRecorded: Number(p.laborDays),
    teamDailyRates: p.teamRates.map((r) => (r === null ? null : centsFromDb(r))),
  });
  return {
    ...statusOnProjection(analysis, projection),
    unpricedWorkRecords: p.unpricedWorkRecords,
    unpricedEmployees: p.unpricedEmployees,
    projection: projectionAnswer(projection),
  };
}

/** The expenses and work records of one project on one day, as Daily Expenses dialog lines. */
export async function dailyExpenses(db: Db, projectId: number, date: string): Promise<DailyCostItem[]> {
  await assertProject(db, projectId);
  return rows<DailyCostItem>(
    db.execute(sql`
      SELECT 'expense' AS kind, e.id, e.date::text AS date, e.description, e.category, em.name AS "employeeName",
        s.name AS "supplierName", e.amount::float8 AS amount
      FROM expenses e LEFT JOIN employees em ON em.id = e.employee_id LEFT JOIN suppliers s ON s.id = e.supplier_id
      WHERE e.project_id = ${projectId} AND e.date = ${date}
      UNION ALL
      SELECT 'work_record', t.id, t.date::text, coalesce(nullif(t.description, ''), 'Work record: ' || t.days::float8 || ' day(s)'),
        'labor', em.name, NULL, ${laborPaySql}::float8
      FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id
      WHERE t.project_id = ${projectId} AND t.date = ${date}
      ORDER BY kind, id`),
  );
}
