import { sql } from 'drizzle-orm';
import {
  actualDays,
  buildCompletionAnalysis,
  type CompletionAnalysis,
  type CompletionFacts,
  completionAnalysisSchema,
} from '../../../domain/completion-analysis';
import { todayIso } from '../../../domain/dates';
import {
  alreadyInSetMessage,
  type CompletedProject,
  type CompletionInput,
  type InactiveProject,
  type LifecycleSet,
  lifecycleOf,
  performanceLabel,
  planMove,
} from '../../../domain/lifecycle';
import { type Cents, centsFromDb, centsToDecimalString, subCents } from '../../../domain/money';
import { profitMargin } from '../../../domain/projects';
import type { AnalysisEngine, EngineInfo } from '../../adapters/ai';
import type { Db } from '../../db/client';
import { costBucketSql, profitMarginSql } from '../../db/rule-fragments';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';
import type { ProjectRow } from '../projects/project-select';
import { getProject } from '../projects/service';

/** The project columns a move reads, with its cost buckets (one statement; FOR UPDATE inside a move). */
type LockedProject = {
  id: number;
  name: string;
  status: string;
  isActive: boolean;
  startDate: string;
  endDate: string | null;
  estimatedDays: number | null;
  lastActiveDate: string | null;
  pausedAt: string | null;
  activeDays: number;
  totalInactiveDays: number;
  budget: string;
  estimatedMaterialCost: string | null;
  finalCost: string;
  laborCost: string;
  materialCost: string;
  createdAt: string;
};

async function readProject(db: Db, id: number, lock: boolean): Promise<LockedProject> {
  // FOR UPDATE cannot sit on a query with aggregates, so the row is locked first and the buckets summed after.
  if (lock) await db.execute(sql`SELECT id FROM projects WHERE id = ${id} FOR UPDATE`);
  const [row] = await rows<LockedProject>(
    db.execute(sql`SELECT p.id, p.name, p.status, p.is_active AS "isActive", p.start_date::text AS "startDate", p.end_date::text AS "endDate",
        p.estimated_days AS "estimatedDays", p.last_active_date::text AS "lastActiveDate", ${isoTimestamp(sql`p.paused_at`)} AS "pausedAt",
        p.active_days AS "activeDays", p.total_inactive_days AS "totalInactiveDays", (p.budget + p.change_order_total)::text AS budget,
        p.estimated_material_cost::text AS "estimatedMaterialCost", (p.expense_total + p.labor_total)::text AS "finalCost",
        (p.labor_total + coalesce(e.labor, 0))::text AS "laborCost", coalesce(e.material, 0)::text AS "materialCost",
        ${isoTimestamp(sql`p.created_at`)} AS "createdAt"
      FROM projects p
      LEFT JOIN LATERAL (
        SELECT sum(amount) FILTER (WHERE ${costBucketSql(sql`category`)} = 'labor') AS labor,
          sum(amount) FILTER (WHERE ${costBucketSql(sql`category`)} = 'material') AS material
        FROM expenses WHERE project_id = p.id
      ) e ON true
      WHERE p.id = ${id}`),
  );
  if (!row) throw notFound('Project');
  return row;
}

/** Applies a planned move to the project row; returns today's date the move used. */
async function applyMove(tx: Db, p: LockedProject, target: LifecycleSet, now: Date) {
  let change: ReturnType<typeof planMove>;
  try {
    change = planMove(p, target, now);
  } catch {
    throw new AppError('conflict', alreadyInSetMessage(target));
  }
  await tx.execute(sql`UPDATE projects SET status = ${change.status}, is_active = ${change.isActive},
      active_days = ${change.activeDays}, total_inactive_days = ${change.totalInactiveDays}, last_active_date = ${change.lastActiveDate}::date,
      paused_at = ${change.pausedAt ? sql`${change.pausedAt.toISOString()}::timestamptz` : sql`paused_at`},
      resumed_at = ${change.resumedAt ? sql`${change.resumedAt.toISOString()}::timestamptz` : sql`resumed_at`},
      actual_finish_date = ${change.actualFinishDate === undefined ? sql`actual_finish_date` : sql`${change.actualFinishDate}::date`},
      updated_at = ${now.toISOString()}::timestamptz
    WHERE id = ${p.id}`);
  return change;
}

/** Columns every snapshot copies from the project (alias p). */
const SNAPSHOT_COLUMNS = sql.raw(
  'original_project_id, name, description, location, street_address, city, state, zip_code, budget, start_date, end_date, estimated_days',
);
const FROM_PROJECT = sql.raw(
  'p.id, p.name, p.description, p.location, p.street_address, p.city, p.state, p.zip_code, p.budget, p.start_date, p.end_date, p.estimated_days',
);

/** Moves a project to active (resuming a pause or reopening a completed job) and writes its active_projects record. */
export async function moveToActive(db: Db, id: number, now = new Date()): Promise<ProjectRow> {
  return db.transaction(async (tx) => {
    const p = await readProject(tx, id, true);
    await applyMove(tx, p, 'active', now);
    await tx.execute(sql`INSERT INTO active_projects (${SNAPSHOT_COLUMNS}, moved_to_active_date)
      SELECT ${FROM_PROJECT}, ${now.toISOString()}::timestamptz FROM projects p WHERE p.id = ${id}`);
    return getProject(tx, id);
  });
}

/** Pauses a project with a reason and writes its inactive_projects record. */
export async function moveToInactive(db: Db, id: number, reason: string, now = new Date()): Promise<ProjectRow> {
  return db.transaction(async (tx) => {
    const p = await readProject(tx, id, true);
    await applyMove(tx, p, 'inactive', now);
    await tx.execute(sql`INSERT INTO inactive_projects (${SNAPSHOT_COLUMNS}, reason_inactive, active_days, total_inactive_days, paused_at, last_active_date, moved_to_inactive_date)
      SELECT ${FROM_PROJECT}, ${reason}, p.active_days, p.total_inactive_days, p.paused_at, p.last_active_date, ${now.toISOString()}::timestamptz
      FROM projects p WHERE p.id = ${id}`);
    return getProject(tx, id);
  });
}

function factsOf(p: LockedProject, rating: number | null, now: Date): CompletionFacts {
  const finalCost = centsFromDb(p.finalCost);
  const laborCost = centsFromDb(p.laborCost);
  const materialCost = centsFromDb(p.materialCost);
  return {
    projectName: p.name,
    budget: centsFromDb(p.budget),
    finalCost,
    laborCost,
    materialCost,
    otherCost: subCents(subCents(finalCost, laborCost), materialCost),
    estimatedMaterialCost: p.estimatedMaterialCost === null ? null : centsFromDb(p.estimatedMaterialCost),
    startDate: p.startDate,
    endDate: p.endDate,
    estimatedDays: p.estimatedDays,
    finishDate: todayIso(now),
    totalInactiveDays: p.totalInactiveDays,
    customerRating: rating,
  };
}

export type CompletionResult = CompletionAnalysis & { engine: EngineInfo; projectId: number; completedProjectId: number };

const INSTRUCTIONS =
  'Review this finished construction project. Use the given budget, final cost by category, planned and actual days and the customer rating; ' +
  'keep every figure of the draft, and improve the sentences of keySuccesses, areasForImprovement, lessonsLearned, ' +
  'recommendationsForSimilarProjects and aiInsights. overallRating is excellent, good, fair or poor.';

/**
 * Completes a project: the analysis is produced first (a model may take seconds and must not hold a lock;
 * PGlite has one connection), then one transaction locks the project, re-checks it is not completed, updates
 * it and writes the completed_projects record with the final figures and the analysis. If the figures changed
 * while a model ran, the built-in analysis of the locked figures is stored instead.
 */
export async function completeProject(
  db: Db,
  ai: AnalysisEngine,
  id: number,
  input: CompletionInput,
  now = new Date(),
): Promise<CompletionResult> {
  const before = await readProject(db, id, false);
  if (lifecycleOf(before) === 'completed') throw new AppError('conflict', alreadyInSetMessage('completed'));
  const facts = factsOf(before, input.customerRating, now);
  const outcome = await ai.analyze({
    kind: 'completion',
    instructions: INSTRUCTIONS,
    schema: completionAnalysisSchema,
    facts: jsonFacts(facts),
    builtIn: buildCompletionAnalysis(facts),
  });

  return db.transaction(async (tx) => {
    const p = await readProject(tx, id, true);
    const locked = factsOf(p, input.customerRating, now);
    let { result, engine } = outcome;
    if (JSON.stringify(jsonFacts(locked)) !== JSON.stringify(jsonFacts(facts))) {
      result = buildCompletionAnalysis(locked);
      engine = {
        name: 'built-in',
        ...(outcome.engine.name !== 'built-in' && { fallbackReason: 'The project figures changed while the analysis ran' }),
      };
    }
    const change = await applyMove(tx, p, 'completed', now);
    const profit = subCents(locked.budget, locked.finalCost);
    const [snapshot] = await rows<{ id: number }>(
      tx.execute(sql`INSERT INTO completed_projects (${SNAPSHOT_COLUMNS}, actual_finish_date, completed_date, final_cost, profit, profit_margin,
          actual_days, active_days, total_project_days, ai_analysis, final_notes, customer_rating, completion_photos)
        SELECT ${FROM_PROJECT}, p.actual_finish_date, ${now.toISOString()}::timestamptz, ${money(locked.finalCost)}, ${money(profit)},
          ${profitMargin(locked.budget, locked.finalCost)}, ${result.timelinePerformance.actualDays}, p.active_days,
          ${totalProjectDays(p, change.actualFinishDate ?? todayIso(now))}, ${JSON.stringify(result)}::jsonb, ${input.finalNotes}, ${input.customerRating},
          (SELECT coalesce(jsonb_agg(jsonb_build_object('id', ph.id, 'fileName', ph.file_name, 'caption', ph.caption, 'category', ph.category) ORDER BY ph.id), '[]'::jsonb)
             FROM project_photos ph WHERE ph.project_id = p.id AND ph.category IN ('completed', 'after'))
        FROM projects p WHERE p.id = ${id} RETURNING id`),
    );
    await tx.execute(sql`UPDATE projects SET ai_analysis = ${result.aiInsights} WHERE id = ${id}`);
    return { ...result, engine, projectId: id, completedProjectId: snapshot.id };
  });
}

const money = (c: Cents) => centsToDecimalString(c);

/** Facts as JSON numbers in dollars (what a model reads and what is compared for changes). */
function jsonFacts(f: CompletionFacts) {
  return {
    ...f,
    budget: f.budget / 100,
    finalCost: f.finalCost / 100,
    laborCost: f.laborCost / 100,
    materialCost: f.materialCost / 100,
    otherCost: f.otherCost / 100,
    estimatedMaterialCost: f.estimatedMaterialCost === null ? null : f.estimatedMaterialCost / 100,
  };
}

/** Days on the books: from the earlier of the start date and the (local) day the project was entered, to the finish, inclusive. */
function totalProjectDays(p: LockedProject, finish: string): number {
  const entered = todayIso(new Date(p.createdAt));
  return actualDays(entered < p.startDate ? entered : p.startDate, finish);
}

/**
 * Completed archive: every project now in the completed set with its latest completed_projects record (older
 * records stay as history when a project is reopened and completed again). A project marked completed through
 * the form, with no record, shows its current figures.
 */
export async function listCompletedProjects(db: Db): Promise<CompletedProject[]> {
  const list = await rows<Omit<CompletedProject, 'performance'>>(
    db.execute(sql`SELECT c.id, p.id AS "originalProjectId", coalesce(c.name, p.name) AS name, coalesce(c.location, p.location) AS location,
        coalesce(c.description, p.description) AS description, coalesce(c.street_address, p.street_address) AS "streetAddress",
        coalesce(c.city, p.city) AS city, coalesce(c.state, p.state) AS state, coalesce(c.zip_code, p.zip_code) AS "zipCode",
        coalesce(c.budget, (p.budget + p.change_order_total))::float8 AS budget,
        coalesce(c.final_cost, p.expense_total + p.labor_total)::float8 AS "finalCost",
        coalesce(c.profit, (p.budget + p.change_order_total) - p.expense_total - p.labor_total)::float8 AS profit,
        coalesce(c.profit_margin, ${profitMarginSql(sql`(p.budget + p.change_order_total)`, sql`(p.expense_total + p.labor_total)`)})::float8 AS "profitMargin",
        coalesce(c.estimated_days, p.estimated_days) AS "estimatedDays", c.actual_days AS "actualDays", coalesce(c.active_days, p.active_days) AS "activeDays",
        c.total_project_days AS "totalProjectDays", coalesce(c.start_date, p.start_date)::text AS "startDate",
        coalesce(c.actual_finish_date, p.actual_finish_date)::text AS "actualFinishDate", ${isoTimestamp(sql`c.completed_date`)} AS "completedDate",
        c.customer_rating AS "customerRating", c.final_notes AS "finalNotes", c.ai_analysis AS "aiAnalysis"
      FROM projects p
      LEFT JOIN LATERAL (SELECT * FROM completed_projects c WHERE c.original_project_id = p.id ORDER BY c.completed_date DESC, c.id DESC LIMIT 1) c ON true
      WHERE p.status = 'completed'
      ORDER BY coalesce(c.completed_date, p.updated_at) DESC, p.id DESC`),
  );
  return list.map((c) => ({ ...c, performance: performanceLabel(c.profitMargin) }));
}

/**
 * Inactive archive: every project now in the inactive set (paused or on hold) with the reason and date of its
 * latest inactive_projects record; a project switched off through the form has no reason.
 */
export async function listInactiveProjects(db: Db): Promise<InactiveProject[]> {
  return rows<InactiveProject>(
    db.execute(sql`SELECT i.id, p.id AS "originalProjectId", p.name, p.description, p.location, p.budget::float8 AS budget,
        p.start_date::text AS "startDate", p.end_date::text AS "endDate", p.status, i.reason_inactive AS "reasonInactive",
        ${isoTimestamp(sql`i.moved_to_inactive_date`)} AS "movedToInactiveDate", ${isoTimestamp(sql`p.paused_at`)} AS "pausedAt",
        p.active_days AS "activeDays", p.total_inactive_days AS "totalInactiveDays"
      FROM projects p
      LEFT JOIN LATERAL (SELECT * FROM inactive_projects i WHERE i.original_project_id = p.id ORDER BY i.moved_to_inactive_date DESC, i.id DESC LIMIT 1) i ON true
      WHERE p.status <> 'completed' AND (NOT p.is_active OR p.status = 'on_hold')
      ORDER BY coalesce(i.moved_to_inactive_date, p.paused_at, p.updated_at) DESC, p.id DESC`),
  );
}
