import { sql } from 'drizzle-orm';
import { bpToPercent, percentToBp } from '../../../domain/billing/arithmetic';
import type { BillingTerms, BillingTermsInput } from '../../../domain/billing/schemas';
import { type Cents, cents, centsFromDb, centsToDecimalString, dollarsToCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';

/** Shared by the billing services: money helpers, the project lock, billing terms and what a project has billed. */
export const dollars = (c: Cents) => c / 100;
export const dec = (c: Cents) => centsToDecimalString(c);
export const unprocessable = (message: string, path?: string) =>
  new AppError('unprocessable', message, path ? [{ path, message }] : undefined);
export const usd = (c: Cents) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(c / 100);

export type LockedProject = { id: number; name: string; budget: Cents; changeOrderTotal: Cents; contract: Cents };

/**
 * The project row locked FOR UPDATE for the rest of the transaction: every write that changes what a project has
 * billed or may bill (a change order's decision, the schedule of values, an invoice) runs one at a time per project.
 */
export async function lockProject(tx: Db, id: number, lock = true): Promise<LockedProject> {
  const forUpdate = lock ? sql`FOR UPDATE` : sql``;
  const [p] = await rows<{ id: number; name: string; budget: string; cot: string }>(
    tx.execute(sql`SELECT id, name, budget::text AS budget, change_order_total::text AS cot FROM projects WHERE id = ${id} ${forUpdate}`),
  );
  if (!p) throw notFound('Project');
  const budget = centsFromDb(p.budget);
  const changeOrderTotal = centsFromDb(p.cot);
  return { id: p.id, name: p.name, budget, changeOrderTotal, contract: cents(budget + changeOrderTotal) };
}

type TermsRow = {
  clientName: string | null;
  clientEmail: string | null;
  retainageBp: number;
  stepDownAtBp: number | null;
  stepDownBp: number | null;
  estimatedTotalCost: string | null;
  paymentTermsDays: number;
};

export async function termsRow(db: Db, projectId: number): Promise<TermsRow> {
  const [t] = await rows<TermsRow>(
    db.execute(sql`SELECT client_name AS "clientName", client_email AS "clientEmail", retainage_bp AS "retainageBp",
        step_down_at_bp AS "stepDownAtBp", step_down_bp AS "stepDownBp", estimated_total_cost::text AS "estimatedTotalCost",
        payment_terms_days AS "paymentTermsDays"
      FROM project_billing WHERE project_id = ${projectId}`),
  );
  return (
    t ?? {
      clientName: null,
      clientEmail: null,
      retainageBp: 1000,
      stepDownAtBp: null,
      stepDownBp: null,
      estimatedTotalCost: null,
      paymentTermsDays: 30,
    }
  );
}

const termsAnswer = (projectId: number, t: TermsRow): BillingTerms => ({
  projectId,
  clientName: t.clientName,
  clientEmail: t.clientEmail,
  retainagePercent: bpToPercent(t.retainageBp),
  stepDownAtPercent: t.stepDownAtBp === null ? null : bpToPercent(t.stepDownAtBp),
  stepDownPercent: t.stepDownBp === null ? null : bpToPercent(t.stepDownBp),
  estimatedTotalCost: t.estimatedTotalCost === null ? null : dollars(centsFromDb(t.estimatedTotalCost)),
  paymentTermsDays: t.paymentTermsDays,
});

export async function assertProject(db: Db, id: number): Promise<void> {
  const [p] = await rows<{ id: number }>(db.execute(sql`SELECT id FROM projects WHERE id = ${id}`));
  if (!p) throw notFound('Project');
}

/** A project's billing terms (defaults until saved: 10 % retainage, net 30). */
export async function getTerms(db: Db, projectId: number): Promise<BillingTerms> {
  await assertProject(db, projectId);
  return termsAnswer(projectId, await termsRow(db, projectId));
}

export async function updateTerms(tx: Db, projectId: number, input: BillingTermsInput): Promise<BillingTerms> {
  await lockProject(tx, projectId);
  const bp = (p: number | null) => (p === null ? null : percentToBp(p));
  const est = input.estimatedTotalCost === null ? null : dec(dollarsToCents(input.estimatedTotalCost));
  await tx.execute(sql`INSERT INTO project_billing (project_id, client_name, client_email, retainage_bp, step_down_at_bp, step_down_bp,
      estimated_total_cost, payment_terms_days)
    VALUES (${projectId}, ${input.clientName}, ${input.clientEmail}, ${percentToBp(input.retainagePercent)}, ${bp(input.stepDownAtPercent)},
      ${bp(input.stepDownPercent)}, ${est}, ${input.paymentTermsDays})
    ON CONFLICT (project_id) DO UPDATE SET client_name = excluded.client_name, client_email = excluded.client_email,
      retainage_bp = excluded.retainage_bp, step_down_at_bp = excluded.step_down_at_bp, step_down_bp = excluded.step_down_bp,
      estimated_total_cost = excluded.estimated_total_cost, payment_terms_days = excluded.payment_terms_days, updated_at = now()`);
  return getTerms(tx, projectId);
}

/** Completed to date of the project's latest invoice that is not void (0 before the first). */
export async function latestBilled(db: Db, projectId: number): Promise<Cents> {
  const [r] = await rows<{ c: string }>(
    db.execute(
      sql`SELECT completed_to_date::text AS c FROM invoices WHERE project_id = ${projectId} AND status <> 'void' ORDER BY id DESC LIMIT 1`,
    ),
  );
  return r ? centsFromDb(r.c) : cents(0);
}
