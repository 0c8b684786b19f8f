import { eq, type SQL, sql } from 'drizzle-orm';
import { centsToDecimalString, dollarsToCents } from '../../../domain/money';
import { estimatedDays, type ProjectInput, type ProjectListQuery, type ProjectUpdate } from '../../../domain/projects';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';
import { storeApprovalItems } from '../billing/approval-items';
import { assertBudgetCoversLines } from '../job-cost/service';
import { projectDetailParts } from './project-detail';
import { type ProjectRow, projectColumns } from './project-select';

const money = (n: number) => centsToDecimalString(dollarsToCents(n));
const optionalMoney = (n: number | null | undefined) => (n === null || n === undefined ? null : money(n));
const coord = (n: number | null | undefined) => (n === null || n === undefined ? null : String(n));

/**
 * Lists projects with their totals as the JSON text of the response, built by the database in one
 * statement (PGlite spends far longer turning 150 × 40 columns into JS values than running the query).
 */
export async function listProjectsJson(db: Db, q: ProjectListQuery, scope?: SQL): Promise<string> {
  const limit = q.limit ? sql`LIMIT ${q.limit}` : sql``;
  const [row] = await rows<{ body: string }>(
    db.execute(sql`SELECT coalesce(json_agg(x), '[]')::text AS body
      FROM (SELECT ${projectColumns} FROM projects p ${projectListWhere(q, scope)} ${projectListOrder(q)} ${limit}) x`),
  );
  return row.body;
}

/** The list's filter (active or not, and a foreman's scope) on projects p. */
export function projectListWhere(q: ProjectListQuery, scope?: SQL): SQL {
  const conditions = [...(q.active === undefined ? [] : [sql`p.is_active = ${q.active}`]), ...(scope ? [scope] : [])];
  return conditions.length === 0 ? sql`` : sql`WHERE ${sql.join(conditions, sql` AND `)}`;
}

/** The list's order: by start date, or active first and newest for 'recent'. */
export function projectListOrder(q: ProjectListQuery): SQL {
  return q.order === 'recent' ? sql`ORDER BY p.is_active DESC, p.start_date DESC, p.id DESC` : sql`ORDER BY p.start_date ASC, p.id ASC`;
}

/** Lists projects with their totals; ordered by start date, or active-first newest for 'recent'. */
export async function listProjects(db: Db, q: ProjectListQuery): Promise<ProjectRow[]> {
  return JSON.parse(await listProjectsJson(db, q)) as ProjectRow[];
}

/** One project with its totals, or 404. */
export async function getProject(db: Db, id: number): Promise<ProjectRow> {
  const [row] = await rows<ProjectRow>(db.execute(sql`SELECT ${projectColumns} FROM projects p WHERE p.id = ${id}`));
  if (!row) throw notFound('Project');
  return row;
}

/** One project with its nested expenses, work records and team. */
export async function getProjectDetail(db: Db, id: number) {
  const project = await getProject(db, id);
  return { ...project, ...(await projectDetailParts(db, id)) };
}

/** Creates a project (and keeps its approval PDF's line items); estimated days default to the inclusive span of the dates. */
export async function createProject(db: Db, input: ProjectInput): Promise<ProjectRow> {
  const [created] = await db
    .insert(projects)
    .values({
      name: input.name,
      location: input.location,
      description: input.description,
      streetAddress: input.streetAddress,
      city: input.city,
      state: input.state,
      zipCode: input.zipCode,
      country: input.country,
      latitude: coord(input.latitude),
      longitude: coord(input.longitude),
      startDate: input.startDate,
      endDate: input.endDate,
      budget: money(input.budget),
      estimatedMaterialCost: optionalMoney(input.estimatedMaterialCost),
      estimatedDays: input.estimatedDays ?? estimatedDays(input.startDate, input.endDate),
      status: input.status,
      isActive: input.isActive ?? true,
      aiAnalysis: input.aiAnalysis,
      lastActiveDate: input.startDate,
    })
    .returning({ id: projects.id });
  await storeApprovalItems(db, created.id, input.approvalLineItems ?? []);
  if (input.approvalPdfId) {
    await db.execute(
      sql`UPDATE approval_pdf_uploads SET project_id = ${created.id} WHERE id = ${input.approvalPdfId}::bigint AND project_id IS NULL`,
    );
  }
  return getProject(db, created.id);
}

/** Updates the given fields of a project (or just isActive); 404 when it doesn't exist. */
export async function updateProject(db: Db, id: number, input: ProjectUpdate): Promise<ProjectRow> {
  return db.transaction(async (tx) => {
    const current = await getProject(tx, id);
    const startDate = input.startDate ?? current.startDate;
    const endDate = input.endDate !== undefined ? input.endDate : current.endDate;
    if (endDate && endDate < startDate) {
      throw new AppError('invalid', 'End date must be on or after the start date', [
        { path: 'endDate', message: 'End date must be on or after the start date' },
      ]);
    }
    // The budget by cost code (issue 42): Unassigned holds the budget less the other lines, so it may not go below them.
    if (input.budget !== undefined) await assertBudgetCoversLines(tx, id, dollarsToCents(input.budget));
    const datesChanged = input.startDate !== undefined || input.endDate !== undefined;
    const values: Partial<typeof projects.$inferInsert> = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.location !== undefined && { location: input.location }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.streetAddress !== undefined && { streetAddress: input.streetAddress }),
      ...(input.city !== undefined && { city: input.city }),
      ...(input.state !== undefined && { state: input.state }),
      ...(input.zipCode !== undefined && { zipCode: input.zipCode }),
      ...(input.country !== undefined && { country: input.country }),
      ...(input.latitude !== undefined && { latitude: coord(input.latitude) }),
      ...(input.longitude !== undefined && { longitude: coord(input.longitude) }),
      ...(input.startDate !== undefined && { startDate: input.startDate }),
      ...(input.endDate !== undefined && { endDate: input.endDate }),
      ...(input.budget !== undefined && { budget: money(input.budget) }),
      ...(input.estimatedMaterialCost !== undefined && { estimatedMaterialCost: optionalMoney(input.estimatedMaterialCost) }),
      ...(input.estimatedDays !== undefined
        ? { estimatedDays: input.estimatedDays }
        : datesChanged && endDate
          ? { estimatedDays: estimatedDays(startDate, endDate) }
          : {}),
      ...(input.status !== undefined && { status: input.status }),
      ...(input.isActive !== undefined && { isActive: input.isActive }),
      ...(input.aiAnalysis !== undefined && { aiAnalysis: input.aiAnalysis }),
      updatedAt: new Date(),
    };
    await tx.update(projects).set(values).where(eq(projects.id, id));
    return getProject(tx, id);
  });
}
