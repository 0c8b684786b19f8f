import { sql } from 'drizzle-orm';
import type { ApprovalLineItemInput } from '../../../domain/approval-items';
import { type Cents, centsFromDb, dollarsToCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { dec } from './billing-project';

/** Keeps the approval PDF's line items of a new project (migration 0026), in the caller's transaction, one statement. */
export async function storeApprovalItems(tx: Db, projectId: number, items: ApprovalLineItemInput[]): Promise<void> {
  if (items.length === 0) return;
  const values = items.map(
    (item, i) =>
      sql`(${projectId}, ${i + 1}, ${item.description.slice(0, 500)}, ${item.quantity === null ? null : String(item.quantity)},
        ${item.unit?.slice(0, 50) || null}, ${item.unitPrice === null ? null : dec(dollarsToCents(item.unitPrice))}, ${dec(dollarsToCents(item.totalPrice))})`,
  );
  await tx.execute(sql`INSERT INTO project_approval_items (project_id, position, description, quantity, unit, unit_price, total_price)
    VALUES ${sql.join(values, sql`, `)}`);
}

/** The approval PDF's line items kept for a project, in their order on the PDF: description and amount (cents). */
export async function approvalItems(db: Db, projectId: number): Promise<{ description: string; amount: Cents }[]> {
  const found = await rows<{ description: string; amount: string }>(
    db.execute(sql`SELECT description, total_price::text AS amount FROM project_approval_items
      WHERE project_id = ${projectId} ORDER BY position, id`),
  );
  return found.map((f) => ({ description: f.description, amount: centsFromDb(f.amount) }));
}
