import { sql } from 'drizzle-orm';
import {
  agingBucket,
  agingReport,
  BillingError,
  bpToPercent,
  type PayLineInput,
  payApplication,
  percentToBp,
  ratioBp,
  type ThisPeriod,
  type WipRow,
  wipRow,
  wipTotals,
} from '../../../domain/billing/arithmetic';
import type {
  AgingReportAnswer,
  BillingTerms,
  BillingTermsInput,
  ChangeOrder,
  ChangeOrderInput,
  ChangeOrderList,
  ChangeOrderUpdate,
  InvoiceDetail,
  InvoiceInput,
  InvoiceSummary,
  PaymentInput,
  Sov,
  SovInput,
  WipReport,
  WipRowAnswer,
} from '../../../domain/billing/schemas';
import { addDays, daysBetween, todayIso } from '../../../domain/dates';
import { type Cents, cents, centsFromDb, centsToDecimalString, dollarsToCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';

const dollars = (c: Cents) => c / 100;
const dec = (c: Cents) => centsToDecimalString(c);
const unprocessable = (message: string, path?: string) => new AppError('unprocessable', message, path ? [{ path, message }] : undefined);
const usd = (c: Cents) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(c / 100);

// ---------------------------------------------------------------------------------------------- projects, terms

type LockedProject = { id: number; name: string; budget: Cents; changeOrderTotal: Cents; contract: Cents };

/**
 * The project row locked FOR UPDATE for the rest of the transaction: every write that changes what a project has
 * billed or may bill (a change order's decision, the schedule of values, an invoice) runs one at a time per project.
 */
async function lockProject(tx: Db, id: number): Promise<LockedProject> {
  const [p] = await rows<{ id: number; name: string; budget: string; cot: string }>(
    tx.execute(sql`SELECT id, name, budget::text AS budget, change_order_total::text AS cot FROM projects WHERE id = ${id} FOR UPDATE`),
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

async function termsRow(db: Db, projectId: number): Promise<TermsRow> {
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

async function assertProject(db: Db, id: number): Promise<void> {
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

// ------------------------------------------------------------------------------------------------ change orders

const changeOrderColumns = sql`c.id, c.project_id AS "projectId", c.number, c.description, c.amount::float8 AS amount,
  c.cost_impact::float8 AS "costImpact", c.status, c.date::text AS date, c.approved_by AS "approvedBy",
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

export async function createChangeOrder(tx: Db, projectId: number, input: ChangeOrderInput): Promise<ChangeOrder> {
  await lockProject(tx, projectId);
  const [row] = await rows<{ id: number }>(
    tx.execute(sql`INSERT INTO change_orders (project_id, number, description, amount, cost_impact, status, date)
      VALUES (${projectId}, (SELECT coalesce(max(number), 0) + 1 FROM change_orders WHERE project_id = ${projectId}),
        ${input.description}, ${dec(dollarsToCents(input.amount))},
        ${input.costImpact === null ? null : dec(dollarsToCents(input.costImpact))}, ${input.status}, ${input.date})
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
  const project = await lockProject(tx, ref.projectId);
  const current = await getChangeOrder(tx, id);
  const status = input.status ?? current.status;
  const editsFields =
    input.description !== undefined || input.amount !== undefined || input.costImpact !== undefined || input.date !== undefined;
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
  const deciding = status === 'approved' || status === 'rejected';
  await tx.execute(sql`UPDATE change_orders SET
      description = ${input.description ?? current.description},
      amount = ${dec(amount)},
      cost_impact = ${input.costImpact !== undefined ? (input.costImpact === null ? null : dec(dollarsToCents(input.costImpact))) : current.costImpact === null ? null : dec(dollarsToCents(current.costImpact))},
      date = ${input.date ?? current.date},
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

// ------------------------------------------------------------------------------------------ schedule of values

/** Completed to date of the project's latest invoice that is not void (0 before the first). */
async function latestBilled(db: Db, projectId: number): Promise<Cents> {
  const [r] = await rows<{ c: string }>(
    db.execute(
      sql`SELECT completed_to_date::text AS c FROM invoices WHERE project_id = ${projectId} AND status <> 'void' ORDER BY id DESC LIMIT 1`,
    ),
  );
  return r ? centsFromDb(r.c) : cents(0);
}

/** Creates the default schedule of values when the project has none: the original contract, then each approved change order. */
async function ensureSov(tx: Db, project: LockedProject): Promise<void> {
  const [n] = await rows<{ n: number }>(tx.execute(sql`SELECT count(*)::int AS n FROM sov_lines WHERE project_id = ${project.id}`));
  if (n.n > 0) return;
  await tx.execute(sql`INSERT INTO sov_lines (project_id, position, description, scheduled_value, change_order_id)
    SELECT ${project.id}::int, 1, 'Original contract', ${dec(project.budget)}::numeric, NULL::int
    UNION ALL
    SELECT ${project.id}::int, (1 + row_number() OVER (ORDER BY c.number))::int, 'Change order #' || c.number || ': ' || left(c.description, 450), c.amount, c.id
    FROM change_orders c WHERE c.project_id = ${project.id} AND c.status = 'approved'`);
}

type SovRow = {
  id: number;
  position: number;
  description: string;
  scheduledValue: string;
  changeOrderId: number | null;
  billed: string | null;
};

async function sovRows(db: Db, projectId: number): Promise<SovRow[]> {
  return rows<SovRow>(
    db.execute(sql`SELECT s.id, s.position, s.description, s.scheduled_value::text AS "scheduledValue", s.change_order_id AS "changeOrderId",
        l.completed_to_date::text AS billed
      FROM sov_lines s
      LEFT JOIN invoice_lines l ON l.sov_line_id = s.id AND l.invoice_id = (
        SELECT id FROM invoices WHERE project_id = ${projectId} AND status <> 'void' ORDER BY id DESC LIMIT 1)
      WHERE s.project_id = ${projectId} ORDER BY s.position, s.id`),
  );
}

async function sovAnswer(db: Db, project: LockedProject): Promise<Sov> {
  const lines = await sovRows(db, project.id);
  const total = cents(lines.reduce((s, l) => s + centsFromDb(l.scheduledValue), 0));
  return {
    contractValue: dollars(project.contract),
    total: dollars(total),
    balanced: total === project.contract,
    lines: lines.map((l) => ({
      id: l.id,
      position: l.position,
      description: l.description,
      scheduledValue: dollars(centsFromDb(l.scheduledValue)),
      changeOrderId: l.changeOrderId,
      billedToDate: dollars(centsFromDb(l.billed)),
    })),
  };
}

/** The schedule of values, made from the contract on first use (under the project's lock, so once). */
export async function getSov(db: Db, projectId: number): Promise<Sov> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, projectId);
    await ensureSov(tx, project);
    return sovAnswer(tx, project);
  });
}

/**
 * Replaces the schedule of values: the lines must sum to the contract value; a line already billed keeps at
 * least what was billed on it and cannot be removed.
 */
export async function updateSov(tx: Db, projectId: number, input: SovInput): Promise<Sov> {
  const project = await lockProject(tx, projectId);
  await ensureSov(tx, project);
  const existing = await sovRows(tx, projectId);
  const byId = new Map(existing.map((l) => [l.id, l]));
  const total = cents(input.lines.reduce((s, l) => s + dollarsToCents(l.scheduledValue), 0));
  if (total !== project.contract)
    throw unprocessable(`The lines sum to ${usd(total)}; they must sum to the contract value ${usd(project.contract)}`, 'lines');
  const kept = new Set<number>();
  for (const [i, l] of input.lines.entries()) {
    if (l.id === undefined) continue;
    const old = byId.get(l.id);
    if (!old) throw unprocessable(`Line ${i + 1} is not a line of this project's schedule of values`, `lines.${i}.id`);
    if (kept.has(l.id)) throw unprocessable(`Line ${i + 1} appears twice`, `lines.${i}.id`);
    kept.add(l.id);
    const billed = centsFromDb(old.billed);
    if (billed > 0 && dollarsToCents(l.scheduledValue) < billed)
      throw unprocessable(
        `Line ${i + 1} has ${usd(billed)} billed already: its scheduled value cannot be less`,
        `lines.${i}.scheduledValue`,
      );
  }
  for (const old of existing) {
    if (!kept.has(old.id) && centsFromDb(old.billed) !== 0)
      throw unprocessable(`“${old.description}” has been billed: it cannot be removed`, 'lines');
  }
  const removed = existing.filter((l) => !kept.has(l.id)).map((l) => l.id);
  if (removed.length > 0) await tx.execute(sql`DELETE FROM sov_lines WHERE id IN ${sql.raw(`(${removed.join(',')})`)}`);
  for (const [i, l] of input.lines.entries()) {
    const value = dec(dollarsToCents(l.scheduledValue));
    if (l.id === undefined)
      await tx.execute(
        sql`INSERT INTO sov_lines (project_id, position, description, scheduled_value) VALUES (${projectId}, ${i + 1}, ${l.description}, ${value})`,
      );
    else
      await tx.execute(
        sql`UPDATE sov_lines SET position = ${i + 1}, description = ${l.description}, scheduled_value = ${value} WHERE id = ${l.id}`,
      );
  }
  return sovAnswer(tx, project);
}

// ------------------------------------------------------------------------------------------------------ invoices

const invoiceColumns = sql`i.id, i.project_id AS "projectId", p.name AS "projectName", b.client_name AS "clientName", i.number,
  i.invoice_date::text AS "invoiceDate", i.period_to::text AS "periodTo", i.due_date::text AS "dueDate", i.status,
  i.retainage_bp / 100.0::float8 AS "retainagePercent", i.retainage_override AS "retainageOverride", i.is_release AS "isRelease",
  i.contract_value::float8 AS "contractValue", i.completed_to_date::float8 AS "completedToDate", i.retainage::float8 AS retainage,
  i.previously_billed::float8 AS "previouslyBilled", i.amount_due::float8 AS "amountDue", i.paid_total::float8 AS "paidTotal",
  (CASE WHEN i.status = 'void' THEN 0 ELSE i.amount_due - i.paid_total END)::float8 AS balance,
  CASE WHEN i.sent_at IS NULL THEN NULL ELSE ${isoTimestamp(sql`i.sent_at`)} END AS "sentAt",
  ${isoTimestamp(sql`i.created_at`)} AS "createdAt"`;
const invoiceFrom = sql`invoices i JOIN projects p ON p.id = i.project_id LEFT JOIN project_billing b ON b.project_id = i.project_id`;

/** A project's invoices, newest first. */
export async function listInvoices(db: Db, projectId: number): Promise<InvoiceSummary[]> {
  await assertProject(db, projectId);
  return rows<InvoiceSummary>(
    db.execute(sql`SELECT ${invoiceColumns} FROM ${invoiceFrom} WHERE i.project_id = ${projectId} ORDER BY i.id DESC`),
  );
}

async function invoiceSummary(db: Db, id: number): Promise<InvoiceSummary> {
  const [i] = await rows<InvoiceSummary>(db.execute(sql`SELECT ${invoiceColumns} FROM ${invoiceFrom} WHERE i.id = ${id}`));
  if (!i) throw notFound('Invoice');
  return i;
}

/** One invoice with its G703 lines and its payments. */
export async function getInvoice(db: Db, id: number): Promise<InvoiceDetail> {
  const summary = await invoiceSummary(db, id);
  const [extra] = await rows<{ notes: string | null }>(db.execute(sql`SELECT notes FROM invoices WHERE id = ${id}`));
  const lines = await rows<{
    id: number;
    sovLineId: number | null;
    position: number;
    description: string;
    sv: string;
    prev: string;
    period: string;
    stored: string;
    done: string;
    ret: string;
  }>(
    db.execute(sql`SELECT id, sov_line_id AS "sovLineId", position, description, scheduled_value::text AS sv, previous_completed::text AS prev,
        this_period::text AS period, materials_stored::text AS stored, completed_to_date::text AS done, retainage::text AS ret
      FROM invoice_lines WHERE invoice_id = ${id} ORDER BY position, id`),
  );
  const payments = await rows<InvoiceDetail['payments'][number]>(
    db.execute(sql`SELECT id, invoice_id AS "invoiceId", date::text AS date, amount::float8 AS amount, method, reference,
        ${isoTimestamp(sql`created_at`)} AS "createdAt"
      FROM invoice_payments WHERE invoice_id = ${id} ORDER BY date, id`),
  );
  return {
    ...summary,
    notes: extra?.notes ?? null,
    lines: lines.map((l) => {
      const sv = centsFromDb(l.sv);
      const done = centsFromDb(l.done);
      return {
        id: l.id,
        sovLineId: l.sovLineId,
        position: l.position,
        description: l.description,
        scheduledValue: dollars(sv),
        previousCompleted: dollars(centsFromDb(l.prev)),
        thisPeriod: dollars(centsFromDb(l.period)),
        materialsStored: dollars(centsFromDb(l.stored)),
        completedToDate: dollars(done),
        percentComplete: bpToPercent(ratioBp(done, sv)),
        balanceToFinish: dollars(cents(sv - done)),
        retainage: dollars(centsFromDb(l.ret)),
      };
    }),
    payments,
  };
}

/**
 * A new pay application for the project: per schedule-of-values line this period's work (an amount or a % of the
 * line) and materials stored, on top of the latest invoice that is not void; retainage by the project's policy
 * (or the invoice's own rate, or released). Refused (422, nothing written) when the schedule of values does not sum
 * to the contract value, a line would be billed past its value, or the whole past the contract value to date.
 * The project row is locked first, so two invoices of one project are made one after the other.
 */
export async function createInvoice(tx: Db, projectId: number, input: InvoiceInput): Promise<InvoiceDetail> {
  const project = await lockProject(tx, projectId);
  await ensureSov(tx, project);
  const sov = await sovRows(tx, projectId);
  const total = cents(sov.reduce((s, l) => s + centsFromDb(l.scheduledValue), 0));
  if (total !== project.contract)
    throw unprocessable(
      `The schedule of values sums to ${usd(total)}, not the contract value ${usd(project.contract)}: adjust it before invoicing`,
      'lines',
    );
  const byLine = new Map(input.lines.map((l) => [l.sovLineId, l]));
  for (const [i, l] of input.lines.entries())
    if (!sov.some((s) => s.id === l.sovLineId))
      throw unprocessable(`Line ${i + 1} is not on this project's schedule of values`, `lines.${i}.sovLineId`);
  const terms = await termsRow(tx, projectId);
  const [prev] = await rows<{ earned: string }>(
    tx.execute(sql`SELECT (completed_to_date - retainage)::text AS earned FROM invoices
      WHERE project_id = ${projectId} AND status <> 'void' ORDER BY id DESC LIMIT 1`),
  );
  const payLines: PayLineInput[] = sov.map((s) => {
    const given = byLine.get(s.id);
    const thisPeriod: ThisPeriod = !given
      ? { amount: cents(0) }
      : given.mode === 'percent'
        ? { percentBp: percentToBp(given.value) }
        : { amount: dollarsToCents(given.value) };
    return {
      scheduledValue: centsFromDb(s.scheduledValue),
      previousCompleted: centsFromDb(s.billed),
      thisPeriod,
      materialsStored: given ? dollarsToCents(given.materialsStored) : cents(0),
    };
  });
  let app: ReturnType<typeof payApplication>;
  try {
    app = payApplication({
      contractValue: project.contract,
      lines: payLines,
      policy: { rateBp: terms.retainageBp, stepDownAtBp: terms.stepDownAtBp, stepDownRateBp: terms.stepDownBp },
      overrideBp: input.retainagePercent === null ? null : percentToBp(input.retainagePercent),
      release: input.release,
      previouslyBilled: prev ? centsFromDb(prev.earned) : cents(0),
    });
  } catch (e) {
    if (e instanceof BillingError) throw unprocessable(e.message, 'lines');
    throw e;
  }
  const [inv] = await rows<{ id: number }>(
    tx.execute(sql`INSERT INTO invoices (project_id, invoice_date, period_to, due_date, retainage_bp, retainage_override, is_release,
        contract_value, completed_to_date, retainage, previously_billed, amount_due, notes)
      VALUES (${projectId}, ${input.invoiceDate}, ${input.periodTo}, ${addDays(input.invoiceDate, terms.paymentTermsDays)}, ${app.retainageBp},
        ${input.retainagePercent !== null}, ${input.release}, ${dec(project.contract)}, ${dec(app.completedToDate)}, ${dec(app.retainage)},
        ${dec(app.previouslyBilled)}, ${dec(app.amountDue)}, ${input.notes})
      RETURNING id`),
  );
  const values = app.lines.map(
    (l, i) =>
      sql`(${inv.id}, ${sov[i].id}, ${i + 1}, ${sov[i].description}, ${dec(l.scheduledValue)}, ${dec(l.previousCompleted)}, ${dec(l.thisPeriod)},
        ${dec(l.materialsStored)}, ${dec(l.completedToDate)}, ${dec(l.retainage)})`,
  );
  if (values.length > 0)
    await tx.execute(sql`INSERT INTO invoice_lines (invoice_id, sov_line_id, position, description, scheduled_value, previous_completed,
        this_period, materials_stored, completed_to_date, retainage) VALUES ${sql.join(values, sql`, `)}`);
  return getInvoice(tx, inv.id);
}

/**
 * Marks an invoice sent, or voids it. Only a project's latest invoice that is not void can be voided (the next
 * ones build on it), and only while nothing has been paid on it.
 */
export async function setInvoiceStatus(tx: Db, id: number, status: 'sent' | 'void'): Promise<InvoiceSummary> {
  const [ref] = await rows<{ projectId: number }>(tx.execute(sql`SELECT project_id AS "projectId" FROM invoices WHERE id = ${id}`));
  if (!ref) throw notFound('Invoice');
  await lockProject(tx, ref.projectId);
  const [inv] = await rows<{ status: string; paid: string; number: number }>(
    tx.execute(sql`SELECT status, paid_total::text AS paid, number FROM invoices WHERE id = ${id} FOR UPDATE`),
  );
  if (status === 'sent') {
    if (inv.status === 'draft') await tx.execute(sql`UPDATE invoices SET status = 'sent', sent_at = now() WHERE id = ${id}`);
    else if (inv.status === 'void') throw new AppError('conflict', `Invoice ${inv.number} is void`);
    return invoiceSummary(tx, id);
  }
  if (inv.status === 'void') return invoiceSummary(tx, id);
  if (centsFromDb(inv.paid) !== 0) throw new AppError('conflict', `Invoice ${inv.number} has payments recorded: it cannot be voided`);
  const [latest] = await rows<{ id: number }>(
    tx.execute(sql`SELECT id FROM invoices WHERE project_id = ${ref.projectId} AND status <> 'void' ORDER BY id DESC LIMIT 1`),
  );
  if (latest.id !== id) throw new AppError('conflict', `Invoice ${inv.number} has later invoices built on it: void those first`);
  await tx.execute(sql`UPDATE invoices SET status = 'void' WHERE id = ${id}`);
  return invoiceSummary(tx, id);
}

/**
 * Records a payment received against an invoice. The invoice row is locked (SELECT … FOR UPDATE) for the whole
 * transaction, so concurrent payments are applied one after the other against the balance each one leaves: a
 * payment larger than the balance due is refused (422) and the total paid never exceeds the amount due.
 */
export async function recordPayment(tx: Db, invoiceId: number, input: PaymentInput): Promise<InvoiceDetail> {
  const [inv] = await rows<{ projectId: number; number: number; status: string; due: string; paid: string }>(
    tx.execute(sql`SELECT project_id AS "projectId", number, status, amount_due::text AS due, paid_total::text AS paid
      FROM invoices WHERE id = ${invoiceId} FOR UPDATE`),
  );
  if (!inv) throw notFound('Invoice');
  if (inv.status === 'void') throw new AppError('conflict', `Invoice ${inv.number} is void`);
  const amount = dollarsToCents(input.amount);
  const balance = cents(centsFromDb(inv.due) - centsFromDb(inv.paid));
  if (amount > balance)
    throw unprocessable(
      balance <= 0
        ? `Invoice ${inv.number} has nothing left to pay`
        : `A payment of ${usd(amount)} is more than the ${usd(balance)} still due on invoice ${inv.number}`,
      'amount',
    );
  await tx.execute(sql`INSERT INTO invoice_payments (invoice_id, project_id, date, amount, method, reference)
    VALUES (${invoiceId}, ${inv.projectId}, ${input.date}, ${dec(amount)}, ${input.method}, ${input.reference})`);
  const paid = cents(centsFromDb(inv.paid) + amount);
  const status = paid === centsFromDb(inv.due) ? 'paid' : 'partially_paid';
  await tx.execute(sql`UPDATE invoices SET paid_total = ${dec(paid)}, status = ${status},
      sent_at = coalesce(sent_at, now()) WHERE id = ${invoiceId}`);
  return getInvoice(tx, invoiceId);
}

/** Where an invoice e-mail goes and what it says. */
export async function invoiceEmail(db: Db, id: number, to: string | null) {
  const inv = await invoiceSummary(db, id);
  const terms = await termsRow(db, inv.projectId);
  const address = to ?? terms.clientEmail;
  if (!address) throw unprocessable('No e-mail address: set the client’s e-mail in the billing terms or give one', 'to');
  if (inv.status === 'void') throw new AppError('conflict', `Invoice ${inv.number} is void`);
  return {
    invoice: inv,
    to: address,
    subject: `Invoice ${inv.number} — ${inv.projectName}`,
    body: [
      `Hello${inv.clientName ? ` ${inv.clientName}` : ''},`,
      '',
      `Please find attached pay application / invoice ${inv.number} for ${inv.projectName}, period to ${inv.periodTo}.`,
      `Amount due: ${usd(dollarsToCents(inv.amountDue))}, due by ${inv.dueDate}.`,
      `Retainage held to date: ${usd(dollarsToCents(inv.retainage))}.`,
    ].join('\n'),
  };
}

/** Stores the e-mail in email_outbox ('queued'), hands it to the sender, and records the outcome; marks the invoice sent. */
export async function recordEmail(
  db: Db,
  m: { invoiceId: number; to: string; subject: string; body: string; attachmentName: string },
  senderName: string,
  send: () => Promise<{ ok: true; providerMessageId: string | null } | { ok: false; error: string }>,
): Promise<{ outboxId: number; status: 'stored' | 'sent' | 'failed' }> {
  const [row] = await rows<{ id: number }>(
    db.execute(sql`INSERT INTO email_outbox (to_email, subject, body, attachment_name, invoice_id, provider, status)
      VALUES (${m.to}, ${m.subject}, ${m.body}, ${m.attachmentName}, ${m.invoiceId}, ${senderName}, 'queued') RETURNING id`),
  );
  const result = await send();
  const status = !result.ok ? 'failed' : senderName === 'outbox' ? 'stored' : 'sent';
  await db.execute(sql`UPDATE email_outbox SET status = ${status}, error = ${result.ok ? null : result.error.slice(0, 500)},
      sent_at = ${status === 'sent' ? sql`now()` : sql`NULL`} WHERE id = ${row.id}`);
  if (status !== 'failed')
    await db.execute(sql`UPDATE invoices SET status = CASE WHEN status = 'draft' THEN 'sent' ELSE status END, sent_at = coalesce(sent_at, now())
      WHERE id = ${m.invoiceId}`);
  return { outboxId: row.id, status };
}

// ---------------------------------------------------------------------------------------------------- A/R aging

/** Open balances of the invoices sent (not drafts, not void) by days past due on asOf, per client and in total. */
export async function arAging(db: Db, asOf: string = todayIso()): Promise<AgingReportAnswer> {
  const open = await rows<{
    id: number;
    number: number;
    projectId: number;
    projectName: string;
    clientName: string | null;
    dueDate: string;
    status: InvoiceSummary['status'];
    balance: string;
  }>(
    db.execute(sql`SELECT i.id, i.number, i.project_id AS "projectId", p.name AS "projectName", b.client_name AS "clientName",
        i.due_date::text AS "dueDate", i.status, (i.amount_due - i.paid_total)::text AS balance
      FROM ${invoiceFrom}
      WHERE i.status IN ('sent', 'partially_paid') AND i.amount_due > i.paid_total AND i.invoice_date <= ${asOf}
      ORDER BY i.due_date, i.number`),
  );
  const clientOf = (o: { clientName: string | null; projectName: string }) => o.clientName ?? `${o.projectName} (no client set)`;
  const report = agingReport(
    open.map((o) => ({ clientName: clientOf(o), dueDate: o.dueDate, balance: centsFromDb(o.balance) })),
    asOf,
  );
  const amounts = <T extends Record<string, unknown>>(a: T) =>
    Object.fromEntries(Object.entries(a).map(([k, v]) => [k, typeof v === 'number' ? v / 100 : v])) as {
      [K in keyof T]: T[K] extends number ? number : T[K];
    };
  return {
    asOf,
    clients: report.clients.map((c) => amounts(c)),
    totals: amounts(report.totals),
    invoices: open.map((o) => ({
      id: o.id,
      number: o.number,
      projectId: o.projectId,
      projectName: o.projectName,
      clientName: o.clientName,
      dueDate: o.dueDate,
      status: o.status,
      balance: dollars(centsFromDb(o.balance)),
      bucket: agingBucket(o.dueDate, asOf),
      daysLate: Math.max(0, daysBetween(o.dueDate, asOf)),
    })),
  };
}

// ------------------------------------------------------------------------------------------------------------ WIP

type WipSource = { id: number; name: string; contract: string; est: string | null; cost: string; billed: string };

const wipAnswer = (r: WipRow): WipRowAnswer => ({
  contractValue: dollars(r.contractValue),
  estimatedTotalCost: dollars(r.estimatedTotalCost),
  costToDate: dollars(r.costToDate),
  percentComplete: bpToPercent(r.percentCompleteBp),
  earnedRevenue: dollars(r.earnedRevenue),
  billedToDate: dollars(r.billedToDate),
  overUnderBilling: dollars(r.overUnderBilling),
  estimatedGrossProfit: dollars(r.estimatedGrossProfit),
  estimatedMargin: r.estimatedMarginBp === null ? null : bpToPercent(r.estimatedMarginBp),
  backlog: dollars(r.backlog),
});

function buildWip(sources: WipSource[], asOf: string, monthEnd: string | null, takenAt: string | null): WipReport {
  const computed = sources.map((s) => ({
    s,
    row: wipRow({
      contractValue: centsFromDb(s.contract),
      estimatedTotalCost: centsFromDb(s.est),
      costToDate: centsFromDb(s.cost),
      billedToDate: centsFromDb(s.billed),
    }),
  }));
  return {
    asOf,
    monthEnd,
    takenAt,
    rows: computed.map(({ s, row }) => ({ projectId: s.id, projectName: s.name, estimateMissing: s.est === null, ...wipAnswer(row) })),
    totals: wipAnswer(wipTotals(computed.map((c) => c.row))),
  };
}

/**
 * The live WIP report: every active project with its contract value (budget + approved change orders), estimated
 * total cost, cost to date (the trigger-kept expense and labor totals), billed to date (completed to date of its
 * latest invoice that is not void, retainage included), and the percentage-of-completion figures; one statement.
 */
export async function wipReport(db: Db): Promise<WipReport> {
  const sources = await rows<WipSource>(
    db.execute(sql`SELECT p.id, p.name, (p.budget + p.change_order_total)::text AS contract, b.estimated_total_cost::text AS est,
        (p.expense_total + p.labor_total)::text AS cost, coalesce(li.completed_to_date, 0)::text AS billed
      FROM projects p
      LEFT JOIN project_billing b ON b.project_id = p.id
      LEFT JOIN LATERAL (SELECT i.completed_to_date FROM invoices i WHERE i.project_id = p.id AND i.status <> 'void' ORDER BY i.id DESC LIMIT 1) li ON true
      WHERE p.is_active ORDER BY p.name, p.id`),
  );
  return buildWip(sources, todayIso(), null, null);
}

/** The last day of the month before the one `day` is in. */
export function previousMonthEnd(day: string): string {
  return addDays(`${day.slice(0, 7)}-01`, -1);
}

/**
 * The WIP as it stood at a month's end, from dated records: change orders approved by then, costs of the months up
 * to it (cost_month_totals), and each project's latest invoice dated by then. Projects active now are listed.
 */
async function wipAsOf(db: Db, monthEnd: string): Promise<WipSource[]> {
  const month = `${monthEnd.slice(0, 7)}-01`;
  return rows<WipSource>(
    db.execute(sql`SELECT p.id, p.name,
        (p.budget + coalesce((SELECT sum(c.amount) FROM change_orders c WHERE c.project_id = p.id AND c.status = 'approved'
          AND c.decided_at < (${monthEnd}::date + 1)), 0))::text AS contract,
        b.estimated_total_cost::text AS est,
        coalesce((SELECT sum(t.amount) FROM cost_month_totals t WHERE t.project_id = p.id AND t.month <= ${month}::date), 0)::text AS cost,
        coalesce((SELECT i.completed_to_date FROM invoices i WHERE i.project_id = p.id AND i.status <> 'void' AND i.invoice_date <= ${monthEnd}::date
          ORDER BY i.id DESC LIMIT 1), 0)::text AS billed
      FROM projects p LEFT JOIN project_billing b ON b.project_id = p.id
      WHERE p.is_active ORDER BY p.name, p.id`),
  );
}

/** Keeps the snapshot of the last month end when it is not kept yet (taken once; later edits never change it). */
export async function keepMonthEndSnapshot(db: Db, today: string = todayIso()): Promise<void> {
  const monthEnd = previousMonthEnd(today);
  const [have] = await rows<{ n: number }>(db.execute(sql`SELECT count(*)::int AS n FROM wip_snapshots WHERE month_end = ${monthEnd}`));
  if (have.n > 0) return;
  const report = buildWip(await wipAsOf(db, monthEnd), monthEnd, monthEnd, null);
  await db.execute(sql`INSERT INTO wip_snapshots (month_end, report) VALUES (${monthEnd}, ${JSON.stringify(report)}::jsonb)
    ON CONFLICT (month_end) DO NOTHING`);
}

/** A kept month-end snapshot, or 404. */
export async function wipSnapshot(db: Db, monthEnd: string): Promise<WipReport> {
  const [s] = await rows<{ report: WipReport; takenAt: string }>(
    db.execute(sql`SELECT report, ${isoTimestamp(sql`taken_at`)} AS "takenAt" FROM wip_snapshots WHERE month_end = ${monthEnd}`),
  );
  if (!s) throw notFound('WIP snapshot');
  return { ...s.report, takenAt: s.takenAt };
}

export async function listWipSnapshots(db: Db): Promise<{ monthEnd: string; takenAt: string }[]> {
  return rows(
    db.execute(
      sql`SELECT month_end::text AS "monthEnd", ${isoTimestamp(sql`taken_at`)} AS "takenAt" FROM wip_snapshots ORDER BY month_end DESC`,
    ),
  );
}
