import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { LienWaiver, lienWaiverInputSchema, lienWaiverListQuerySchema, WaiverTemplate } from '../../../domain/api/lien-waivers';
import { todayIso } from '../../../domain/dates';
import {
  fillWaiverText,
  genericWaiverText,
  unknownPlaceholders,
  WAIVER_KIND_TITLES,
  type WaiverDirection,
  type WaiverKind,
  type WaiverStatus,
  waiverOverdue,
} from '../../../domain/lien-waivers';
import { centsFromDb, centsToDecimalString, centsToDollars, dollarsToCents } from '../../../domain/money';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/upload';
import { money, ReportPdf } from '../accounting/pdf-doc';
import { branding } from '../company-profile/service';

type Row = {
  id: number;
  projectId: number;
  projectName: string;
  projectLocation: string;
  direction: WaiverDirection;
  kind: WaiverKind;
  expenseId: number | null;
  invoicePaymentId: number | null;
  supplierId: number | null;
  subcontractorId: number | null;
  payeeName: string | null;
  clientName: string | null;
  amount: string;
  throughDate: string;
  paidDate: string;
  state: string | null;
  status: WaiverStatus;
  fileName: string | null;
  createdAt: string;
};

const select = sql`SELECT w.id, w.project_id AS "projectId", p.name AS "projectName",
    concat_ws(', ', nullif(p.street_address, ''), p.location) AS "projectLocation",
    w.direction, w.kind, w.expense_id AS "expenseId", w.invoice_payment_id AS "invoicePaymentId",
    w.supplier_id AS "supplierId", w.subcontractor_id AS "subcontractorId",
    coalesce(su.name, nullif(sc.company, ''), sc.name) AS "payeeName", pb.client_name AS "clientName",
    w.amount::text AS amount, w.through_date::text AS "throughDate",
    coalesce(e.date, ip.date)::text AS "paidDate", w.state, w.status, w.file_name AS "fileName",
    ${isoTimestamp(sql`w.created_at`)} AS "createdAt"
  FROM lien_waivers w JOIN projects p ON p.id = w.project_id
  LEFT JOIN project_billing pb ON pb.project_id = w.project_id
  LEFT JOIN expenses e ON e.id = w.expense_id LEFT JOIN invoice_payments ip ON ip.id = w.invoice_payment_id
  LEFT JOIN suppliers su ON su.id = w.supplier_id LEFT JOIN subcontractors sc ON sc.id = w.subcontractor_id`;

function answer(r: Row, company: string, today: string): LienWaiver {
  const client = r.clientName?.trim() || `the owner of ${r.projectName}`;
  return {
    id: r.id,
    projectId: r.projectId,
    projectName: r.projectName,
    direction: r.direction,
    kind: r.kind,
    title: WAIVER_KIND_TITLES[r.kind],
    expenseId: r.expenseId,
    invoicePaymentId: r.invoicePaymentId,
    payeeType: r.supplierId !== null ? 'supplier' : r.subcontractorId !== null ? 'subcontractor' : null,
    payeeId: r.supplierId ?? r.subcontractorId,
    claimant: r.direction === 'collect' ? (r.payeeName ?? 'the payee') : company,
    customer: r.direction === 'collect' ? company : client,
    amount: centsToDollars(centsFromDb(r.amount)),
    throughDate: r.throughDate,
    paidDate: r.paidDate,
    state: r.state,
    status: r.status,
    documentUrl: r.fileName === null ? null : `/uploads/compliance/${r.fileName}`,
    overdue: waiverOverdue({ direction: r.direction, status: r.status, paidDate: r.paidDate }, today),
    createdAt: r.createdAt,
  };
}

async function companyName(db: Db): Promise<string> {
  return (await branding(db)).name;
}

/** The waivers (of a project, a direction, a period of through dates), newest through date first: one statement. */
export async function listWaivers(db: Db, q: z.output<typeof lienWaiverListQuerySchema>, today = todayIso()): Promise<LienWaiver[]> {
  const where: SQL[] = [sql`true`];
  if (q.projectId !== undefined) where.push(sql`w.project_id = ${q.projectId}`);
  if (q.direction !== undefined) where.push(sql`w.direction = ${q.direction}`);
  if (q.from) where.push(sql`w.through_date >= ${q.from}::date`);
  if (q.to) where.push(sql`w.through_date <= ${q.to}::date`);
  const [list, company] = await Promise.all([
    rows<Row>(db.execute(sql`${select} WHERE ${sql.join(where, sql` AND `)} ORDER BY w.through_date DESC, w.id DESC`)),
    companyName(db),
  ]);
  return list.map((r) => answer(r, company, today));
}

async function waiverRow(db: Db, id: number): Promise<Row> {
  const [r] = await rows<Row>(db.execute(sql`${select} WHERE w.id = ${id}`));
  if (!r) throw notFound('Lien waiver');
  return r;
}

export async function getWaiver(db: Db, id: number, today = todayIso()): Promise<LienWaiver> {
  const [r, company] = await Promise.all([waiverRow(db, id), companyName(db)]);
  return answer(r, company, today);
}

const fieldError = (path: string, message: string) => new AppError('invalid', message, [{ path, message }]);

/**
 * A waiver for one payment. To collect: the expense must be a payment made (it has a payment method) to a supplier
 * or subcontractor; to give: a payment received against an invoice. The amount (never more than the payment) and
 * the through date (the last day of work the payment covers) are the payment's unless given.
 */
export async function createWaiver(db: Db, input: z.output<typeof lienWaiverInputSchema>): Promise<LienWaiver> {
  return inTransaction(db, async (tx) => {
    let payment: { projectId: number; amount: string; date: string; supplierId: number | null; subcontractorId: number | null };
    if (input.direction === 'collect') {
      const [e] = await rows<{
        projectId: number;
        amount: string;
        date: string;
        supplierId: number | null;
        subcontractorId: number | null;
        method: string | null;
      }>(
        tx.execute(sql`SELECT project_id AS "projectId", amount::text AS amount, date::text AS date, supplier_id AS "supplierId",
          subcontractor_id AS "subcontractorId", payment_method AS method FROM expenses WHERE id = ${input.expenseId}`),
      );
      if (!e) throw fieldError('expenseId', 'Payment not found');
      if (e.method === null) throw fieldError('expenseId', 'This expense has no payment method: record how it was paid first');
      if (e.supplierId === null && e.subcontractorId === null)
        throw fieldError('expenseId', 'This payment names no supplier or subcontractor to sign a waiver');
      // A payment to both names the subcontractor (the supplier is only where it was bought).
      payment = { ...e, supplierId: e.subcontractorId === null ? e.supplierId : null };
    } else {
      const [p] = await rows<{ projectId: number; amount: string; date: string }>(
        tx.execute(sql`SELECT project_id AS "projectId", amount::text AS amount, date::text AS date
          FROM invoice_payments WHERE id = ${input.invoicePaymentId}`),
      );
      if (!p) throw fieldError('invoicePaymentId', 'Payment received not found');
      payment = { ...p, supplierId: null, subcontractorId: null };
    }
    const paid = centsFromDb(payment.amount);
    const amount = input.amount == null ? paid : dollarsToCents(input.amount);
    if (amount > paid) throw fieldError('amount', `The waiver cannot be for more than the payment (${money(centsToDollars(paid))})`);
    const [row] = await rows<{ id: number }>(
      tx.execute(sql`INSERT INTO lien_waivers (project_id, direction, kind, expense_id, invoice_payment_id, supplier_id, subcontractor_id,
          amount, through_date, state, status)
        VALUES (${payment.projectId}, ${input.direction}, ${input.kind}, ${input.expenseId ?? null}, ${input.invoicePaymentId ?? null},
          ${payment.supplierId}, ${payment.subcontractorId}, ${centsToDecimalString(amount)}::numeric,
          ${input.throughDate ?? payment.date}::date, ${input.state ?? null}, 'requested')
        RETURNING id`),
    );
    return getWaiver(tx, row.id);
  });
}

/** Sets where a waiver stands: requested, received (a payee's signed copy back) or signed (one given to the client). */
export async function setWaiverStatus(db: Db, id: number, status: WaiverStatus): Promise<LienWaiver> {
  const r = await waiverRow(db, id);
  if (r.direction === 'give' && status === 'received')
    throw fieldError('status', 'A waiver to give is signed by the company, not received: set it to signed');
  await db.execute(sql`UPDATE lien_waivers SET status = ${status}, updated_at = now() WHERE id = ${id}`);
  return getWaiver(db, id);
}

/**
 * Keeps the signed copy (its bytes checked by readUpload) and marks the waiver received (to collect) or signed (to
 * give). The file is saved first and removed again if the row cannot be written; the copy it replaces is removed after.
 */
export async function attachWaiverDocument(db: Db, storage: FileStorage, id: number, file: UploadedFile): Promise<LienWaiver> {
  const r = await waiverRow(db, id);
  const fileName = `waiver-${id}-${randomUUID()}.${file.ext}`;
  await storage.save('compliance', fileName, file.buffer);
  try {
    await db.execute(sql`UPDATE lien_waivers SET file_name = ${fileName},
      status = CASE WHEN status = 'requested' THEN (CASE direction WHEN 'collect' THEN 'received' ELSE 'signed' END) ELSE status END,
      updated_at = now() WHERE id = ${id}`);
  } catch (err) {
    await storage.remove('compliance', fileName);
    throw err;
  }
  if (r.fileName) await storage.remove('compliance', r.fileName).catch(() => {});
  return getWaiver(db, id);
}

/** Deletes a waiver still requested with no signed copy; 409 otherwise (a signed release is kept). */
export async function deleteWaiver(db: Db, id: number): Promise<void> {
  const r = await waiverRow(db, id);
  if (r.status !== 'requested' || r.fileName !== null)
    throw new AppError('conflict', 'This waiver was received or signed: it is kept with the payment');
  await db.execute(sql`DELETE FROM lien_waivers WHERE id = ${id}`);
}

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The waiver as a PDF to sign: its title, the text (the state's template or the product's own) filled in, signature lines. */
export async function waiverPdf(db: Db, id: number): Promise<{ pdf: Buffer; name: string }> {
  const [r, brand] = await Promise.all([waiverRow(db, id), branding(db)]);
  const w = answer(r, brand.name, todayIso());
  const [template] = r.state
    ? await rows<{ body: string }>(db.execute(sql`SELECT body FROM lien_waiver_templates WHERE state = ${r.state} AND kind = ${r.kind}`))
    : [];
  const text = fillWaiverText(template?.body ?? genericWaiverText(r.kind), {
    claimant: w.claimant,
    customer: w.customer,
    owner: r.clientName?.trim() || w.customer,
    job: r.projectName,
    jobLocation: r.projectLocation,
    amount: money(w.amount),
    throughDate: longDate(r.throughDate),
  });
  const pdf = await ReportPdf.create(brand, w.title, todayIso(), 'portrait');
  pdf.heading('Parties and payment');
  pdf.paragraph(`Claimant: ${w.claimant}`);
  pdf.paragraph(`Customer: ${w.customer}`);
  pdf.paragraph(`Job: ${r.projectName}, ${r.projectLocation}`);
  pdf.paragraph(`Payment: ${money(w.amount)}, ${longDate(r.paidDate)} · Through ${longDate(r.throughDate)}`);
  pdf.heading('Waiver and release');
  pdf.paragraph(text);
  pdf.heading(`Signed for ${w.claimant}`);
  pdf.space(1.5);
  pdf.paragraph('Signature: ________________________________________');
  pdf.space(1.5);
  pdf.paragraph('Name and title: ___________________________________');
  pdf.space(1.5);
  pdf.paragraph('Date: ____________________');
  pdf.space(1);
  if (!template && r.state)
    pdf.paragraph(
      `No template for ${r.state} is on file: this is Plumbline's general wording. Check your state's rules before relying on it.`,
      '#555',
    );
  return { pdf: await pdf.finish(), name: `lien-waiver-${id}.pdf` };
}

type TemplateRow = { state: string; kind: WaiverKind; body: string; updatedAt: string };
const templateAnswer = (t: TemplateRow): WaiverTemplate => ({ ...t, unknownPlaceholders: unknownPlaceholders(t.body) });

export async function listTemplates(db: Db): Promise<WaiverTemplate[]> {
  const list = await rows<TemplateRow>(
    db.execute(
      sql`SELECT state, kind, body, ${isoTimestamp(sql`updated_at`)} AS "updatedAt" FROM lien_waiver_templates ORDER BY state, kind`,
    ),
  );
  return list.map(templateAnswer);
}

/** Saves (or replaces) a state's wording of one kind of waiver. */
export async function saveTemplate(db: Db, state: string, kind: WaiverKind, body: string): Promise<WaiverTemplate> {
  const [t] = await rows<TemplateRow>(
    db.execute(sql`INSERT INTO lien_waiver_templates (state, kind, body) VALUES (${state}, ${kind}, ${body})
      ON CONFLICT (state, kind) DO UPDATE SET body = excluded.body, updated_at = now()
      RETURNING state, kind, body, ${isoTimestamp(sql`updated_at`)} AS "updatedAt"`),
  );
  return templateAnswer(t);
}

export async function deleteTemplate(db: Db, state: string, kind: WaiverKind): Promise<void> {
  const [t] = await rows<{ id: number }>(
    db.execute(sql`DELETE FROM lien_waiver_templates WHERE state = ${state} AND kind = ${kind} RETURNING id`),
  );
  if (!t) throw notFound('Template');
}
