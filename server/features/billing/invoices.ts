import { sql } from 'drizzle-orm';
import {
  BillingError,
  bpToPercent,
  carriedForward,
  type PayLineInput,
  payApplication,
  percentToBp,
  ratioBp,
  type ThisPeriod,
} from '../../../domain/billing/arithmetic';
import type { InvoiceDetail, InvoiceInput, InvoiceSummary } from '../../../domain/billing/schemas';
import { addDays, todayIso } from '../../../domain/dates';
import { cents, centsFromDb, dollarsToCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';
import { assertPeriodOpen, assertStoredRowOpen } from '../closing/service';
import { assertProject, dec, dollars, lockProject, termsRow, unprocessable, usd } from './billing-project';
import { ensureSov, lineIdResolver, sovRows } from './sov';

/** Pay applications (G702/G703 invoices): made from the schedule of values, numbered, sent or voided. */
const invoiceColumns = sql`i.id, i.project_id AS "projectId", p.name AS "projectName", b.client_name AS "clientName", i.number,
  i.invoice_date::text AS "invoiceDate", i.period_to::text AS "periodTo", i.due_date::text AS "dueDate", i.status,
  i.retainage_bp / 100.0::float8 AS "retainagePercent", i.retainage_override AS "retainageOverride", i.is_release AS "isRelease",
  i.contract_value::float8 AS "contractValue", i.completed_to_date::float8 AS "completedToDate", i.retainage::float8 AS retainage,
  i.previously_billed::float8 AS "previouslyBilled", i.amount_due::float8 AS "amountDue", i.paid_total::float8 AS "paidTotal",
  (CASE WHEN i.status = 'void' THEN 0 ELSE i.amount_due - i.paid_total END)::float8 AS balance,
  CASE WHEN i.sent_at IS NULL THEN NULL ELSE ${isoTimestamp(sql`i.sent_at`)} END AS "sentAt",
  ${isoTimestamp(sql`i.created_at`)} AS "createdAt"`;
export const invoiceFrom = sql`invoices i JOIN projects p ON p.id = i.project_id LEFT JOIN project_billing b ON b.project_id = i.project_id`;

/** A project's invoices, newest first. */
export async function listInvoices(db: Db, projectId: number): Promise<InvoiceSummary[]> {
  await assertProject(db, projectId);
  return rows<InvoiceSummary>(
    db.execute(sql`SELECT ${invoiceColumns} FROM ${invoiceFrom} WHERE i.project_id = ${projectId} ORDER BY i.id DESC`),
  );
}

export async function invoiceSummary(db: Db, id: number): Promise<InvoiceSummary> {
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
    changeOrderId: number | null;
    position: number;
    description: string;
    sv: string;
    prev: string;
    period: string;
    stored: string;
    done: string;
    ret: string;
  }>(
    db.execute(sql`SELECT l.id, l.sov_line_id AS "sovLineId", s.change_order_id AS "changeOrderId", l.position, l.description,
        l.scheduled_value::text AS sv, l.previous_completed::text AS prev, l.this_period::text AS period, l.materials_stored::text AS stored,
        l.completed_to_date::text AS done, l.retainage::text AS ret
      FROM invoice_lines l LEFT JOIN sov_lines s ON s.id = l.sov_line_id WHERE l.invoice_id = ${id} ORDER BY l.position, l.id`),
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
        changeOrderId: l.changeOrderId,
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
 * line, with its sign on a credit line), stored materials installed and the balance presently stored, on top of the
 * latest invoice that is not void (G703: D = its D + E, F carried); retainage by the project's policy (or the
 * invoice's own rate, or released). Refused (422, nothing written) when the schedule of values does not sum to the
 * contract value, a line would be billed past its value or past zero, or the whole past the contract value to date;
 * 409 when it is dated before the latest application.
 * The project row is locked first, so two invoices of one project are made one after the other.
 */
export async function createInvoice(tx: Db, projectId: number, input: InvoiceInput): Promise<InvoiceDetail> {
  const project = await lockProject(tx, projectId);
  await assertPeriodOpen(tx, input.invoiceDate, 'pay application');
  const lineId = await lineIdResolver(tx, project, await ensureSov(tx, project));
  const lines = input.lines.map((l) => ({ ...l, sovLineId: lineId(l.sovLineId) }));
  const sov = await sovRows(tx, projectId);
  const total = cents(sov.reduce((s, l) => s + centsFromDb(l.scheduledValue), 0));
  if (total !== project.contract)
    throw unprocessable(
      `The schedule of values sums to ${usd(total)}, not the contract value ${usd(project.contract)}: adjust it before invoicing`,
      'lines',
    );
  const byLine = new Map(lines.map((l) => [l.sovLineId, l]));
  for (const [i, l] of lines.entries())
    if (!sov.some((s) => s.id === l.sovLineId))
      throw unprocessable(`Line ${i + 1} is not on this project's schedule of values`, `lines.${i}.sovLineId`);
  const terms = await termsRow(tx, projectId);
  const [prev] = await rows<{ earned: string; number: number; invoiceDate: string; periodTo: string }>(
    tx.execute(sql`SELECT (completed_to_date - retainage)::text AS earned, number, invoice_date::text AS "invoiceDate",
        period_to::text AS "periodTo" FROM invoices
      WHERE project_id = ${projectId} AND status <> 'void' ORDER BY id DESC LIMIT 1`),
  );
  // Applications are in date order: each builds on the one before (its D and F), so none may be dated before it.
  if (prev && input.invoiceDate < prev.invoiceDate)
    throw new AppError(
      'conflict',
      `Invoice ${prev.number} is dated ${prev.invoiceDate}: a new pay application builds on it and cannot be dated before it (date it ${prev.invoiceDate} or later)`,
      [{ path: 'invoiceDate', message: `Date it ${prev.invoiceDate} or later` }],
    );
  if (prev && input.periodTo < prev.periodTo)
    throw new AppError(
      'conflict',
      `Invoice ${prev.number} covers the period to ${prev.periodTo}: a new pay application cannot end its period before that`,
      [{ path: 'periodTo', message: `The period ends ${prev.periodTo} or later` }],
    );
  const payLines: PayLineInput[] = sov.map((s, i) => {
    const given = byLine.get(s.id);
    const thisPeriod: ThisPeriod = !given
      ? { amount: cents(0) }
      : given.mode === 'percent'
        ? { percentBp: percentToBp(given.value) }
        : { amount: dollarsToCents(given.value) };
    // G703: D = the previous application's D + E (its G − F); F is a running balance, carried unless entered again.
    const carried = carriedForward(
      s.billed === null ? null : { completedToDate: centsFromDb(s.billed), materialsStored: centsFromDb(s.stored) },
    );
    return {
      scheduledValue: centsFromDb(s.scheduledValue),
      ...carried,
      thisPeriod,
      installedFromStored: given ? dollarsToCents(given.installedFromStored) : cents(0),
      materialsStored: given && given.materialsStored !== null ? dollarsToCents(given.materialsStored) : null,
      label: `Line ${i + 1} (${s.description.slice(0, 60)})`,
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
  await assertStoredRowOpen(tx, { table: 'invoices', dateColumn: 'invoice_date', id }, null, 'invoice');
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
  await tx.execute(sql`UPDATE invoices SET status = 'void', voided_on = ${todayIso()} WHERE id = ${id}`);
  return invoiceSummary(tx, id);
}
