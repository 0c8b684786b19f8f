import { sql } from 'drizzle-orm';
import { agingBucket, agingReport } from '../../../domain/billing/arithmetic';
import type { AgingReportAnswer } from '../../../domain/billing/report-schemas';
import type { InvoiceDetail, InvoiceSummary, PaymentInput } from '../../../domain/billing/schemas';
import { letterheadText } from '../../../domain/company-profile';
import { daysBetween, todayIso } from '../../../domain/dates';
import { cents, centsFromDb, dollarsToCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';
import { assertPeriodOpen } from '../closing/service';
import { branding } from '../company-profile/service';
import { dec, dollars, termsRow, unprocessable, usd } from './billing-project';
import { getInvoice, invoiceFrom, invoiceSummary } from './invoices';

// Money received: payments against invoices, invoice e-mails, and the A/R aging.

/**
 * Records a payment received against an invoice. The invoice row is locked (SELECT … FOR UPDATE) for the whole
 * transaction, so concurrent payments are applied one after the other against the balance each one leaves: a
 * payment larger than the balance due is refused (422) and the total paid never exceeds the amount due.
 */
export async function recordPayment(tx: Db, invoiceId: number, input: PaymentInput): Promise<InvoiceDetail> {
  const [inv] = await rows<{ projectId: number; number: number; status: string; due: string; paid: string; invoiceDate: string }>(
    tx.execute(sql`SELECT project_id AS "projectId", number, status, amount_due::text AS due, paid_total::text AS paid,
        invoice_date::text AS "invoiceDate"
      FROM invoices WHERE id = ${invoiceId} FOR UPDATE`),
  );
  if (!inv) throw notFound('Invoice');
  if (inv.status === 'void') throw new AppError('conflict', `Invoice ${inv.number} is void`);
  // Money is received after it is billed: the aging as of a day subtracts the payments dated by then.
  if (input.date < inv.invoiceDate)
    throw new AppError(
      'conflict',
      `Invoice ${inv.number} is dated ${inv.invoiceDate}: a payment on it cannot be dated before that (${input.date})`,
      [{ path: 'date', message: `Date it ${inv.invoiceDate} or later` }],
    );
  await assertPeriodOpen(tx, input.date, 'payment received');
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
  const draft = await invoiceEmailDraft(db, id, to);
  if (!draft.to) throw unprocessable('No e-mail address: set the client’s e-mail in the billing terms or give one', 'to');
  return { ...draft, to: draft.to };
}

/**
 * The e-mail of an invoice as it will be sent (GET /api/invoices/{id}/email shows it before sending, issue 39 scope
 * 6): to the given address, else the client's from the billing terms (null when neither), subject and text. 409 void.
 */
export async function invoiceEmailDraft(db: Db, id: number, to: string | null = null) {
  const inv = await invoiceSummary(db, id);
  const terms = await termsRow(db, inv.projectId);
  const address = to ?? terms.clientEmail ?? null;
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
      '',
      // Signed with the company profile (issue 39): name, address, phone, e-mail and license.
      letterheadText(await branding(db)),
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
  // Sending a draft bills it on its date: not in a closed period (a sent invoice may be e-mailed again).
  const [draft] = await rows<{ date: string }>(
    db.execute(sql`SELECT invoice_date::text AS date FROM invoices WHERE id = ${m.invoiceId} AND status = 'draft'`),
  );
  if (draft) await assertPeriodOpen(db, draft.date, 'invoice');
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

/**
 * The A/R aging as it stood on asOf: every invoice sent (not a draft; a void one only if it was voided after asOf)
 * dated on or before asOf, less the payments dated on or before asOf (never those received later), by days past due;
 * per client and in total. Retainage receivable is its own column: the retainage held on each project's latest
 * application sent by asOf (not yet due, so out of the open total). Two statements, whatever the number of invoices.
 */
export async function arAging(db: Db, asOf: string = todayIso()): Promise<AgingReportAnswer> {
  const standing = sql`i.invoice_date <= ${asOf}
    AND (i.status IN ('sent', 'partially_paid', 'paid') OR (i.status = 'void' AND i.sent_at IS NOT NULL AND i.voided_on > ${asOf}))`;
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
        i.due_date::text AS "dueDate", i.status, (i.amount_due - coalesce(pd.paid, 0))::text AS balance
      FROM ${invoiceFrom}
      LEFT JOIN (SELECT invoice_id, sum(amount) AS paid FROM invoice_payments WHERE date <= ${asOf} GROUP BY invoice_id) pd
        ON pd.invoice_id = i.id
      WHERE ${standing} AND i.amount_due > coalesce(pd.paid, 0)
      ORDER BY i.due_date, i.number`),
  );
  const held = await rows<{ projectName: string; clientName: string | null; retainage: string }>(
    db.execute(sql`SELECT DISTINCT ON (i.project_id) p.name AS "projectName", b.client_name AS "clientName", i.retainage::text AS retainage
      FROM ${invoiceFrom}
      WHERE ${standing}
      ORDER BY i.project_id, i.id DESC`),
  );
  const clientOf = (o: { clientName: string | null; projectName: string }) => o.clientName ?? `${o.projectName} (no client set)`;
  const report = agingReport(
    open.map((o) => ({ clientName: clientOf(o), dueDate: o.dueDate, balance: centsFromDb(o.balance) })),
    asOf,
    held.map((h) => ({ clientName: clientOf(h), amount: centsFromDb(h.retainage) })),
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
