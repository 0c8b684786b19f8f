import { sql } from 'drizzle-orm';
import type { ChangeOrder, ChangeOrderInput, ChangeOrderList, ChangeOrderUpdate } from '../../../domain/billing/schemas';
import { cents, centsFromDb, dollarsToCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';
import { assertPeriodOpen, assertStoredRowOpen } from '../closing/service';
import { dec, dollars, latestBilled, lockProject, unprocessable, usd } from './billing-project';

/** Change orders: the revised contract value (budget + approved change orders) and its history. */
const changeOrderColumns = sql`c.id, c.project_id AS "projectId", c.number, c.description, c.amount::float8 AS amount,
  c.cost_impact::float8 AS "costImpact", c.status, c.date::text AS date,
  (SELECT k.code FROM cost_codes k WHERE k.id = c.cost_code_id) AS "costCode", c.approved_by AS "approvedBy",
  CASE WHEN c.decided_at IS NULL THEN NULL ELSE ${isoTimestamp(sql`c.decided_at`)} END AS "decidedAt",
  ${isoTimestamp(sql`c.created_at`)} AS "createdAt"`;

async function getChangeOrder(db: Db, id: number): Promise<ChangeOrder> {
  const [c] = await rows<ChangeOrder>(db.execute(sql`SELECT ${changeOrderColumns} FROM change_orders c WHERE c.id = ${id}`));
  if (!c) throw notFound('Change order');
  return c;
}

/** A project's change orders, newest number first, with its original budget and revised contract value. */
export async function listChangeOrders(db: Db, projectId: number): Promise<ChangeOrderList> {
  const [p] = await rows<{ budget: string; cot: string }>(
    db.execute(sql`SELECT budget::text AS budget, change_order_total::text AS cot FROM projects WHERE id = ${projectId}`),
  );
  if (!p) throw notFound('Project');
  const list = await rows<ChangeOrder>(
    db.execute(sql`SELECT ${changeOrderColumns} FROM change_orders c WHERE c.project_id = ${projectId} ORDER BY c.number DESC`),
  );
  const budget = centsFromDb(p.budget);
  return { originalBudget: dollars(budget), contractValue: dollars(cents(budget + centsFromDb(p.cot))), changeOrders: list };
}

/** The id of a change order's cost code (null: Unassigned); 400 on the field for a code unknown or inactive. */
async function costCodeId(tx: Db, code: string | null, current: string | null = null): Promise<number | null> {
  if (code === null) return null;
  const [k] = await rows<{ id: number; active: boolean }>(tx.execute(sql`SELECT id, active FROM cost_codes WHERE code = ${code}`));
  const refuse = (message: string) => new AppError('invalid', message, [{ path: 'costCode', message }]);
  if (!k) throw refuse(`Cost code ${code} does not exist`);
  if (!k.active && code !== current) throw refuse(`Cost code ${code} is inactive`);
  return k.id;
}

export async function createChangeOrder(tx: Db, projectId: number, input: ChangeOrderInput): Promise<ChangeOrder> {
  await lockProject(tx, projectId);
  await assertPeriodOpen(tx, input.date, 'change order');
  const code = await costCodeId(tx, input.costCode);
  const [row] = await rows<{ id: number }>(
    tx.execute(sql`INSERT INTO change_orders (project_id, number, description, amount, cost_impact, status, date, cost_code_id)
      VALUES (${projectId}, (SELECT coalesce(max(number), 0) + 1 FROM change_orders WHERE project_id = ${projectId}),
        ${input.description}, ${dec(dollarsToCents(input.amount))},
        ${input.costImpact === null ? null : dec(dollarsToCents(input.costImpact))}, ${input.status}, ${input.date}, ${code})
      RETURNING id`),
  );
  return getChangeOrder(tx, row.id);
}

const NEXT_STATUS: Record<ChangeOrder['status'], ChangeOrder['status'][]> = {
  draft: ['draft', 'sent', 'approved', 'rejected'],
  sent: ['sent', 'draft', 'approved', 'rejected'],
  approved: ['approved'],
  rejected: ['rejected'],
};

/**
 * Edits a change order while it is a draft or sent, or decides it. Approving adds its amount to the contract
 * value (the trigger of migration 0024) and its own line to the schedule of values, in one transaction under the
 * project's lock; an approved or rejected change order is final (history is kept: a correction is a new one).
 */
export async function updateChangeOrder(tx: Db, id: number, input: ChangeOrderUpdate, approver: string): Promise<ChangeOrder> {
  const [ref] = await rows<{ projectId: number }>(tx.execute(sql`SELECT project_id AS "projectId" FROM change_orders WHERE id = ${id}`));
  if (!ref) throw notFound('Change order');
  await assertStoredRowOpen(tx, { table: 'change_orders', dateColumn: 'date', id }, input.date ?? null, 'change order');
  const project = await lockProject(tx, ref.projectId);
  const current = await getChangeOrder(tx, id);
  const status = input.status ?? current.status;
  const editsFields =
    input.description !== undefined ||
    input.amount !== undefined ||
    input.costImpact !== undefined ||
    input.date !== undefined ||
    (input.costCode !== undefined && input.costCode !== current.costCode);
  if (current.status === 'approved' || current.status === 'rejected') {
    if (editsFields || status !== current.status)
      throw new AppError(
        'conflict',
        `Change order #${current.number} is ${current.status}: it cannot be changed (add a new change order instead)`,
      );
    return current;
  }
  if (!NEXT_STATUS[current.status].includes(status))
    throw unprocessable(`A ${current.status} change order cannot become ${status}`, 'status');
  const amount = input.amount === undefined ? dollarsToCents(current.amount) : dollarsToCents(input.amount);
  if (status === 'approved') {
    const billed = await latestBilled(tx, project.id);
    if (project.contract + amount < billed)
      throw unprocessable(
        `Approving it would bring the contract value to ${usd(cents(project.contract + amount))}, below the ${usd(billed)} already billed`,
        'amount',
      );
  }
  const code = await costCodeId(tx, input.costCode === undefined ? current.costCode : input.costCode, current.costCode);
  const deciding = status === 'approved' || status === 'rejected';
  await tx.execute(sql`UPDATE change_orders SET
      description = ${input.description ?? current.description},
      amount = ${dec(amount)},
      cost_impact = ${input.costImpact !== undefined ? (input.costImpact === null ? null : dec(dollarsToCents(input.costImpact))) : current.costImpact === null ? null : dec(dollarsToCents(current.costImpact))},
      date = ${input.date ?? current.date},
      cost_code_id = ${code},
      status = ${status},
      approved_by = ${status === 'approved' ? approver : null},
      decided_at = ${deciding ? sql`now()` : sql`NULL`},
      updated_at = now()
    WHERE id = ${id}`);
  if (status === 'approved') {
    // A schedule of values already set up gets the change order as its own line; one made later includes it by default.
    await tx.execute(sql`INSERT INTO sov_lines (project_id, position, description, scheduled_value, change_order_id)
      SELECT ${project.id}::int, coalesce(max(position), 0) + 1, ${`Change order #${current.number}: ${(input.description ?? current.description).slice(0, 450)}`}::text,
        ${dec(amount)}::numeric, ${id}::int
      FROM sov_lines WHERE project_id = ${project.id} HAVING count(*) > 0`);
  }
  return getChangeOrder(tx, id);
}
