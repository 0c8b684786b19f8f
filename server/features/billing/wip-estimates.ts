import { sql } from 'drizzle-orm';
import type { EstimateHistory, EstimateRevisionInput } from '../../../domain/billing/report-schemas';
import { todayIso } from '../../../domain/dates';
import { centsFromDb, centsToDecimalString, dollarsToCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';
import { assertPeriodOpen } from '../closing/service';
import { lockProject } from './billing-project';

// A job's dated estimated total cost (issue 37, migration 0041): earned revenue and the WIP at a day use the estimate
// in force that day, so a revision lands in the period it is made and closed periods keep their figures.

type RevisionRow = { id: number; effectiveDate: string; est: string | null; note: string | null; createdAt: string };

/** The estimate in force today and every revision, newest effective date first. */
export async function estimateHistory(db: Db, projectId: number): Promise<EstimateHistory> {
  const [project] = await rows<{ id: number }>(db.execute(sql`SELECT id FROM projects WHERE id = ${projectId}`));
  if (!project) throw notFound('Project');
  const list = await rows<RevisionRow>(
    db.execute(sql`SELECT id, effective_date::text AS "effectiveDate", estimated_total_cost::text AS est, note,
        ${isoTimestamp(sql`created_at`)} AS "createdAt"
      FROM project_estimates WHERE project_id = ${projectId} ORDER BY effective_date DESC, id DESC`),
  );
  const today = todayIso();
  const inForce = list.find((r) => r.effectiveDate <= today);
  const dollars = (v: string | null) => (v === null ? null : centsFromDb(v) / 100);
  return {
    current: inForce ? dollars(inForce.est) : null,
    revisions: list.map((r) => ({
      id: r.id,
      effectiveDate: r.effectiveDate,
      estimatedTotalCost: dollars(r.est),
      note: r.note,
      createdAt: r.createdAt,
    })),
  };
}

/**
 * Records a revision from its effective date on (never after today: an estimate is what is known on a day), then
 * sets the billing terms' estimated total cost to the one in force today, in one transaction under the project's
 * lock (the terms trigger sees it is already in force and adds no second row).
 */
export async function reviseEstimate(tx: Db, projectId: number, input: EstimateRevisionInput): Promise<EstimateHistory> {
  await lockProject(tx, projectId);
  const today = todayIso();
  if (input.effectiveDate > today)
    throw new AppError('invalid', 'The effective date cannot be after today: enter the estimate on the day it is made', [
      { path: 'effectiveDate', message: 'The effective date cannot be after today' },
    ]);
  // Refused (409, naming the closed period) on or before the close date: it would change a closed period's earned revenue.
  await assertPeriodOpen(tx, input.effectiveDate, 'estimate revision');
  const est = input.estimatedTotalCost === null ? null : centsToDecimalString(dollarsToCents(input.estimatedTotalCost));
  await tx.execute(sql`INSERT INTO project_estimates (project_id, effective_date, estimated_total_cost, note)
    VALUES (${projectId}, ${input.effectiveDate}::date, ${est}::numeric, ${input.note})`);
  await tx.execute(sql`INSERT INTO project_billing (project_id, estimated_total_cost)
    SELECT ${projectId}, (SELECT e.estimated_total_cost FROM project_estimates e WHERE e.project_id = ${projectId}
      AND e.effective_date <= ${today}::date ORDER BY e.effective_date DESC, e.id DESC LIMIT 1)
    ON CONFLICT (project_id) DO UPDATE SET estimated_total_cost = excluded.estimated_total_cost, updated_at = now()
    WHERE project_billing.estimated_total_cost IS DISTINCT FROM excluded.estimated_total_cost`);
  return estimateHistory(tx, projectId);
}
