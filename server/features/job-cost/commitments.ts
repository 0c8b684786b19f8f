import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Commitment, CommitmentListItem, commitmentInputSchema, commitmentUpdateSchema } from '../../../domain/api/job-cost';
import { todayIso } from '../../../domain/dates';
import { billExceedsLine, type CommitmentStatus } from '../../../domain/job-cost';
import { cents, centsFromDb, centsToDecimalString, dollarsToCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../http/errors';
import { type Column, money, ReportPdf } from '../accounting/pdf-doc';
import { branding } from '../company-profile/service';
import { assemble, type HeadRow, headSelect, type LineRow, lineSelect } from './commitment-rows';

type NewCommitment = z.output<typeof commitmentInputSchema>;
type CommitmentFields = z.output<typeof commitmentUpdateSchema>;

/** One commitment with its lines; 404 when missing. */
export async function getCommitment(db: Db, id: number): Promise<Commitment> {
  const [h] = await rows<HeadRow>(db.execute(sql`${headSelect} WHERE m.id = ${id}`));
  if (!h) throw notFound('Commitment');
  const lines = await rows<LineRow>(db.execute(sql`${lineSelect} WHERE l.commitment_id = ${id} ORDER BY l.position, l.id`));
  return assemble(h, lines);
}

/** The commitments (of one project, or all), newest first, with their totals: two statements, never one per row. */
export async function listCommitments(db: Db, projectId?: number): Promise<CommitmentListItem[]> {
  const where = projectId === undefined ? sql`` : sql`WHERE m.project_id = ${projectId}`;
  const heads = await rows<HeadRow>(db.execute(sql`${headSelect} ${where} ORDER BY m.date DESC, m.id DESC`));
  if (heads.length === 0) return [];
  const lines = await rows<LineRow>(
    db.execute(sql`${lineSelect} WHERE l.commitment_id IN (SELECT m.id FROM commitments m ${where}) ORDER BY l.position, l.id`),
  );
  const byCommitment = new Map<number, LineRow[]>();
  for (const l of lines) byCommitment.set(l.commitmentId, [...(byCommitment.get(l.commitmentId) ?? []), l]);
  return heads.map((h) => {
    const { lines: _lines, notes: _notes, ...item } = assemble(h, byCommitment.get(h.id) ?? []);
    return item;
  });
}

/** The cost code ids of the given codes; 400 naming each line whose code does not exist or is inactive. */
async function codeIds(tx: Db, lines: readonly { costCode: string }[]): Promise<number[]> {
  const codes = [...new Set(lines.map((l) => l.costCode))];
  const found = await rows<{ id: number; code: string; active: boolean }>(
    tx.execute(sql`SELECT id, code, active FROM cost_codes WHERE code = ANY (${`{${codes.join(',')}}`}::text[])`),
  );
  const byCode = new Map(found.map((f) => [f.code, f]));
  const errors = lines.flatMap((l, i) => {
    const f = byCode.get(l.costCode);
    if (!f) return [{ path: `lines.${i}.costCode`, message: `Cost code ${l.costCode} does not exist` }];
    if (!f.active) return [{ path: `lines.${i}.costCode`, message: `Cost code ${l.costCode} is inactive` }];
    return [];
  });
  if (errors.length > 0) throw new AppError('invalid', errors[0].message, errors);
  return lines.map((l) => byCode.get(l.costCode)?.id ?? 0);
}

async function assertNumberFree(tx: Db, number: string, id?: number): Promise<void> {
  const [dup] = await rows<{ id: number }>(
    tx.execute(sql`SELECT id FROM commitments WHERE number = ${number} ${id === undefined ? sql`` : sql`AND id <> ${id}`}`),
  );
  if (dup)
    throw new AppError('conflict', `Number ${number} is already used by another commitment`, [
      { path: 'number', message: 'Number already used' },
    ]);
}

const amountText = (dollars: number) => centsToDecimalString(dollarsToCents(dollars));

/** Records a purchase order or subcontract with its lines in one transaction (draft or issued). */
export async function createCommitment(db: Db, input: NewCommitment): Promise<Commitment> {
  return inTransaction(db, async (tx) => {
    const [refs] = await rows<{ project: boolean; payee: boolean }>(
      tx.execute(sql`SELECT EXISTS (SELECT 1 FROM projects WHERE id = ${input.projectId}) AS project,
        ${
          input.type === 'purchase_order'
            ? sql`EXISTS (SELECT 1 FROM suppliers WHERE id = ${input.supplierId})`
            : sql`EXISTS (SELECT 1 FROM subcontractors WHERE id = ${input.subcontractorId})`
        } AS payee`),
    );
    const errors = [
      ...(refs.project ? [] : [{ path: 'projectId', message: 'Project not found' }]),
      ...(refs.payee
        ? []
        : [
            input.type === 'purchase_order'
              ? { path: 'supplierId', message: 'Supplier not found' }
              : { path: 'subcontractorId', message: 'Subcontractor not found' },
          ]),
    ];
    if (errors.length > 0) throw new AppError('invalid', errors.map((e) => e.message).join('; '), errors);
    await assertNumberFree(tx, input.number);
    const ids = await codeIds(tx, input.lines);
    const [row] = await rows<{ id: number }>(
      tx.execute(sql`INSERT INTO commitments (project_id, type, supplier_id, subcontractor_id, number, title, status, date, retainage_bp, notes)
        VALUES (${input.projectId}, ${input.type}, ${input.supplierId}, ${input.subcontractorId}, ${input.number}, ${input.title},
          ${input.status}, ${input.date ?? todayIso()}::date, ${Math.round(input.retainage * 100)}, ${input.notes})
        RETURNING id`),
    );
    await insertLines(tx, row.id, input.lines, ids, 0);
    return getCommitment(tx, row.id);
  });
}

async function insertLines(
  tx: Db,
  commitmentId: number,
  lines: readonly { description: string; amount: number; changeOrder: boolean }[],
  ids: readonly number[],
  from: number,
): Promise<void> {
  if (lines.length === 0) return;
  await tx.execute(sql`INSERT INTO commitment_lines (commitment_id, position, cost_code_id, description, amount, change_order)
    VALUES ${sql.join(
      lines.map(
        (l, i) => sql`(${commitmentId}, ${from + i + 1}, ${ids[i]}, ${l.description}, ${amountText(l.amount)}::numeric, ${l.changeOrder})`,
      ),
      sql`, `,
    )}`);
}

/** Locks a commitment's row; 404 when missing. */
async function lockCommitment(tx: Db, id: number): Promise<{ status: CommitmentStatus; projectId: number }> {
  const [c] = await rows<{ status: CommitmentStatus; projectId: number }>(
    tx.execute(sql`SELECT status, project_id AS "projectId" FROM commitments WHERE id = ${id} FOR UPDATE`),
  );
  if (!c) throw notFound('Commitment');
  return c;
}

/**
 * Edits a draft or issued commitment: its fields and lines. A line given with its id keeps its bills; a line left
 * out is removed, refused (409) when bills were recorded against it. A closed commitment is reopened first.
 */
export async function updateCommitment(db: Db, id: number, input: CommitmentFields): Promise<Commitment> {
  return inTransaction(db, async (tx) => {
    const current = await lockCommitment(tx, id);
    if (current.status === 'closed')
      throw new AppError('conflict', 'This commitment is closed: reopen it (set it to issued) before changing it');
    await assertNumberFree(tx, input.number, id);
    const ids = await codeIds(tx, input.lines);
    const existing = await rows<{ id: number; billed: boolean; amount: string; billedAmount: string }>(
      tx.execute(sql`SELECT l.id, b.total IS NOT NULL AS billed, l.amount::text AS amount, coalesce(b.total, 0)::text AS "billedAmount"
        FROM commitment_lines l LEFT JOIN (SELECT commitment_line_id AS id, sum(amount) AS total FROM expenses
          WHERE commitment_line_id IS NOT NULL GROUP BY 1) b ON b.id = l.id
        WHERE l.commitment_id = ${id}`),
    );
    const kept = new Set(input.lines.flatMap((l) => (l.id === undefined ? [] : [l.id])));
    const unknown = input.lines.findIndex((l) => l.id !== undefined && !existing.some((e) => e.id === l.id));
    if (unknown >= 0)
      throw new AppError('invalid', `Line ${unknown + 1} is not a line of this commitment`, [
        { path: `lines.${unknown}.id`, message: 'Not a line of this commitment' },
      ]);
    // A line is not lowered below what was billed against it: its open amount would hide the overrun (the books check's
    // commitment-line). Raising it, or keeping an amount already billed over with a reason, is fine.
    const below = input.lines.findIndex((l) => {
      const e = l.id === undefined ? undefined : existing.find((x) => x.id === l.id);
      if (!e) return false;
      const amount = dollarsToCents(l.amount);
      return amount < centsFromDb(e.billedAmount) && amount < centsFromDb(e.amount);
    });
    if (below >= 0) {
      const billed = centsFromDb(existing.find((x) => x.id === input.lines[below].id)?.billedAmount ?? '0');
      const message = `${money(billed / 100)} was already billed against this line: its amount cannot be lowered below that`;
      throw new AppError('conflict', `Line ${below + 1}: ${message}`, [{ path: `lines.${below}.amount`, message }]);
    }
    const removedBilled = existing.filter((e) => !kept.has(e.id) && e.billed);
    if (removedBilled.length > 0)
      throw new AppError('conflict', 'A line with bills recorded against it cannot be removed: lower its amount, or move the bills first');
    await tx.execute(sql`UPDATE commitments SET number = ${input.number}, title = ${input.title}, date = coalesce(${input.date ?? null}::date, date),
      retainage_bp = CASE WHEN type = 'subcontract' THEN ${Math.round(input.retainage * 100)} ELSE 0 END, notes = ${input.notes}, updated_at = now()
      WHERE id = ${id}`);
    const removed = existing.filter((e) => !kept.has(e.id)).map((e) => e.id);
    if (removed.length > 0) await tx.execute(sql`DELETE FROM commitment_lines WHERE id = ANY (${`{${removed.join(',')}}`}::int[])`);
    const fresh: { description: string; amount: number; changeOrder: boolean }[] = [];
    const freshIds: number[] = [];
    for (const [i, l] of input.lines.entries()) {
      if (l.id === undefined) {
        fresh.push(l);
        freshIds.push(ids[i]);
        continue;
      }
      await tx.execute(sql`UPDATE commitment_lines SET position = ${i + 1}, cost_code_id = ${ids[i]}, description = ${l.description},
        amount = ${amountText(l.amount)}::numeric, change_order = ${l.changeOrder} WHERE id = ${l.id}`);
    }
    await insertLines(tx, id, fresh, freshIds, input.lines.length);
    return getCommitment(tx, id);
  });
}

/** Issues, closes (releasing what was not billed) or reopens a commitment; a draft is made only from a commitment nobody billed. */
export async function setCommitmentStatus(db: Db, id: number, status: CommitmentStatus): Promise<Commitment> {
  return inTransaction(db, async (tx) => {
    const current = await lockCommitment(tx, id);
    if (status === 'draft' && current.status !== 'draft') {
      const [b] = await rows<{ billed: boolean }>(
        tx.execute(sql`SELECT EXISTS (SELECT 1 FROM expenses e JOIN commitment_lines l ON l.id = e.commitment_line_id
          WHERE l.commitment_id = ${id}) AS billed`),
      );
      if (b.billed)
        throw new AppError('conflict', 'Bills were recorded against this commitment: it can be issued or closed, not made a draft again');
    }
    await tx.execute(sql`UPDATE commitments SET status = ${status}, updated_at = now() WHERE id = ${id}`);
    return getCommitment(tx, id);
  });
}

/** Deletes a commitment nobody billed; 409 once bills are recorded against it (close it instead). */
export async function deleteCommitment(db: Db, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockCommitment(tx, id);
    const [b] = await rows<{ billed: boolean }>(
      tx.execute(sql`SELECT EXISTS (SELECT 1 FROM expenses e JOIN commitment_lines l ON l.id = e.commitment_line_id
        WHERE l.commitment_id = ${id}) AS billed`),
    );
    if (b.billed) throw new AppError('conflict', 'Bills were recorded against this commitment: close it instead of deleting it');
    await tx.execute(sql`DELETE FROM commitments WHERE id = ${id}`);
  });
}

/**
 * The checks of a bill (an expense) against a commitment line, under the line's row lock so concurrent bills on one
 * line are judged one after another: the line must belong to the expense's project and an issued commitment, the
 * payee must be the commitment's (filled in when the expense names none), and a bill above what the line still owes
 * needs a reason (409 without one). Returns the payee and the line's code for the expense.
 */
export async function checkBillAgainstLine(
  tx: Db,
  bill: {
    commitmentLineId: number;
    projectId: number;
    amount: number;
    supplierId: number | null;
    subcontractorId: number | null;
    reason: string | null;
    expenseId?: number;
  },
): Promise<{ supplierId: number | null; subcontractorId: number | null; costCodeId: number }> {
  const [line] = await rows<{
    amount: string;
    costCodeId: number;
    status: CommitmentStatus;
    projectId: number;
    number: string;
    supplierId: number | null;
    subcontractorId: number | null;
  }>(
    tx.execute(sql`SELECT l.amount::text AS amount, l.cost_code_id AS "costCodeId", m.status, m.project_id AS "projectId", m.number,
        m.supplier_id AS "supplierId", m.subcontractor_id AS "subcontractorId"
      FROM commitment_lines l JOIN commitments m ON m.id = l.commitment_id WHERE l.id = ${bill.commitmentLineId} FOR UPDATE OF l`),
  );
  const field = (message: string) => new AppError('invalid', message, [{ path: 'commitmentLineId', message }]);
  if (!line) throw field('Commitment line not found');
  if (line.projectId !== bill.projectId) throw field(`Commitment ${line.number} is for another project`);
  if (line.status !== 'issued')
    throw field(
      line.status === 'draft'
        ? `Commitment ${line.number} is a draft: issue it before billing against it`
        : `Commitment ${line.number} is closed`,
    );
  const supplierId = bill.supplierId ?? (bill.subcontractorId === null ? line.supplierId : null);
  const subcontractorId = bill.subcontractorId ?? (bill.supplierId === null ? line.subcontractorId : null);
  if (supplierId !== line.supplierId || subcontractorId !== line.subcontractorId)
    throw field(`The bill's payee is not the payee of commitment ${line.number}`);
  const [b] = await rows<{ billed: string }>(
    tx.execute(sql`SELECT coalesce(sum(amount), 0)::text AS billed FROM expenses WHERE commitment_line_id = ${bill.commitmentLineId}
      ${bill.expenseId === undefined ? sql`` : sql`AND id <> ${bill.expenseId}`}`),
  );
  const lineAmount = centsFromDb(line.amount);
  const billed = centsFromDb(b.billed);
  const amount = dollarsToCents(bill.amount);
  if (billExceedsLine(lineAmount, billed, amount) && !bill.reason) {
    const left = cents(Math.max(0, lineAmount - billed));
    throw new AppError(
      'conflict',
      `This bill of ${money(amount / 100)} is more than the ${money(left / 100)} left on this line of ${line.number}: give a reason to record it anyway`,
      [{ path: 'overCommitmentReason', message: 'A reason is needed to bill more than the line' }],
    );
  }
  return { supplierId, subcontractorId, costCodeId: line.costCodeId };
}

/** The purchase order or subcontract as a PDF to send: parties, lines by cost code, total, retainage. */
export async function commitmentPdf(db: Db, id: number): Promise<{ pdf: Buffer; name: string }> {
  const c = await getCommitment(db, id);
  const kind = c.type === 'purchase_order' ? 'Purchase order' : 'Subcontract';
  const pdf = await ReportPdf.create(await branding(db), `${kind} ${c.number}`, c.date, 'portrait');
  pdf.paragraph(`${c.type === 'purchase_order' ? 'Supplier' : 'Subcontractor'}: ${c.payeeName}`);
  pdf.paragraph(`Project: ${c.projectName}`);
  if (c.title) pdf.paragraph(c.title);
  pdf.paragraph(`Dated ${c.date} · ${c.status === 'draft' ? 'Draft' : c.status === 'issued' ? 'Issued' : 'Closed'}`);
  const w = pdf.width;
  const cols: Column[] = [
    { title: '#', width: 24 },
    { title: 'Cost code', width: 110 },
    { title: 'Description', width: w - 24 - 110 - 90 },
    { title: 'Amount', width: 90, align: 'right' },
  ];
  pdf.table(
    cols,
    c.lines.map((l, i) => [
      String(i + 1),
      `${l.costCode} ${l.costCodeName}`,
      l.changeOrder ? `Change: ${l.description}` : l.description,
      money(l.amount),
    ]),
    ['', '', 'Total', money(c.amount)],
  );
  if (c.type === 'subcontract' && c.retainage > 0)
    pdf.paragraph(`Retainage of ${c.retainage.toFixed(2)} % is kept from each payment until the work is accepted.`);
  if (c.notes) pdf.paragraph(c.notes);
  pdf.paragraph(
    c.type === 'purchase_order'
      ? 'Please quote this purchase order number on every delivery ticket and invoice. Bills above the amounts above are paid only once approved.'
      : 'Please quote this subcontract number on every invoice. Work beyond the amounts above needs a written change before it is done.',
  );
  return {
    pdf: await pdf.finish(),
    name: `${c.type === 'purchase_order' ? 'po' : 'subcontract'}-${c.number.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`,
  };
}
