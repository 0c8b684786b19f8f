import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { todayIso } from '../../../domain/dates';
import { centsToDecimalString, centsToDollars, dollarsToCents, formatUsd } from '../../../domain/money';
import { judgeReceiptRead, readReceiptReads } from '../../../domain/receipt-reading';
import {
  type AnalyzeReceiptResponse,
  type CreateReceiptExpense,
  type FieldConfidence,
  materialCostCents,
  type ReceiptAnalysis,
  receiptAnalysisSchema,
  receiptExpenseCategory,
  receiptExpenseDescription,
} from '../../../domain/receipts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/upload';
import { assertPeriodOpen } from '../closing/service';
import { readReceiptImage } from './read-image';

const INSTRUCTIONS =
  'Read this construction-supply receipt from its OCR text. Return the store (supplier.name), the purchase date (YYYY-MM-DD), ' +
  'the total paid (not the subtotal), the receipt number, subtotal and tax, and every purchased line with quantity, unit price ' +
  'and line total in dollars; category is material (goods built into the job), equipment (tools, rentals) or other.';

/** Fewer readable characters than this and the image is not a receipt we can read. */
const MIN_TEXT_CHARS = 8;

async function assertProject(db: Db, projectId: number): Promise<void> {
  const found = await rows(db.execute(sql`SELECT 1 FROM projects WHERE id = ${projectId}::bigint`));
  if (found.length === 0) throw notFound('Project');
}

/** The supplier with this name, ignoring case, spacing and a leading "The" ("THE HOME DEPOT" = "Home Depot"). */
async function findSupplierId(db: Db, name: string): Promise<number | null> {
  if (!name.trim()) return null;
  const [row] = await rows<{ id: number }>(
    db.execute(sql`SELECT id FROM suppliers
      WHERE regexp_replace(lower(trim(name)), '^the\\s+|\\s+', '', 'g') = regexp_replace(lower(trim(${name}::text)), '^the\\s+|\\s+', '', 'g')
      ORDER BY id LIMIT 1`),
  );
  return row?.id ?? null;
}

const money = (dollars: number | null) => (dollars === null ? null : centsToDecimalString(dollarsToCents(dollars)));

/**
 * Reads a receipt photo: OCR in a worker thread, parsed by domain/receipt-reading (optionally refined by a configured
 * model), then the image and a receipts row are stored. An image with no readable receipt answers success:false
 * and stores nothing.
 */
export async function analyzeReceipt(
  deps: Pick<AppContext, 'db' | 'storage' | 'ai' | 'ocr'>,
  projectId: number,
  file: UploadedFile,
): Promise<AnalyzeReceiptResponse> {
  await assertProject(deps.db, projectId);
  const knownSuppliers = (await rows<{ name: string }>(deps.db.execute(sql`SELECT name FROM suppliers ORDER BY id LIMIT 5000`))).map(
    (r) => r.name,
  );
  const ocr = await readReceiptImage(deps.ocr, file.buffer, (read) => judgeReceiptRead(read.text, read.confidence));
  const { analysis: builtIn, confidence: builtInConfidence } = readReceiptReads(ocr, ocr.other, { knownSuppliers }, ocr.fallback);
  const readable = ocr.text.replace(/[^A-Za-z0-9]/g, '').length >= MIN_TEXT_CHARS;
  // Nothing to book without a total, an item or a date; with a date (the total worn away) the person is shown what
  // was read, the empty total marked for review, and types it in.
  const { totalAmount, date } = builtIn.receiptDetails;
  if (!readable || (totalAmount === null && builtIn.lineItems.length === 0 && date === null)) {
    return {
      success: false,
      analysis: null,
      totalMaterialCost: 0,
      message:
        'Failed to analyze receipt: no total, items or date could be read. Take a sharp, well-lit photo of the whole receipt and try again.',
    };
  }
  const { result, engine } = await deps.ai.analyze<ReceiptAnalysis>({
    kind: 'receipt',
    instructions: INSTRUCTIONS,
    schema: receiptAnalysisSchema,
    facts: { ocrText: ocr.text },
    builtIn,
  });
  const confidence = engine.name === 'built-in' ? builtInConfidence : agreedConfidence(builtIn, result, builtInConfidence);
  const materialCost = materialCostCents(result.lineItems);

  const fileName = `${randomUUID()}.${file.ext}`;
  await deps.storage.save('receipts', fileName, file.buffer);
  try {
    const supplierId = await findSupplierId(deps.db, result.supplier.name);
    const details = result.receiptDetails;
    const [row] = await rows<{ id: number }>(
      deps.db.execute(sql`INSERT INTO receipts (project_id, supplier_id, file_name, original_name, mime_type, file_size,
          receipt_number, receipt_date, total_amount, ai_analysis)
        VALUES (${projectId}, ${supplierId}, ${fileName}, ${file.originalName.slice(0, 255)}, ${file.mimeType}, ${file.size},
          ${details.receiptNumber}, ${details.date}, ${money(details.totalAmount)},
          ${JSON.stringify({ ...result, ocr: { text: ocr.text, confidence: ocr.confidence, ms: ocr.ms }, engine })}::jsonb)
        RETURNING id`),
    );
    return {
      success: true,
      analysis: {
        ...result,
        receiptId: row.id,
        imageUrl: `/uploads/receipts/${fileName}`,
        ocr: { confidence: Math.round(ocr.confidence), ms: ocr.ms },
        engine,
        confidence,
      },
      totalMaterialCost: centsToDollars(materialCost),
      message: 'Receipt analyzed successfully',
    };
  } catch (e) {
    await deps.storage.remove('receipts', fileName); // no orphan file when the row could not be written
    throw e;
  }
}

/** A model's answer: as sure as the built-in reader where both read the same value, else middling (0.6). */
function agreedConfidence(builtIn: ReceiptAnalysis, model: ReceiptAnalysis, own: FieldConfidence): FieldConfidence {
  const same = (a: unknown, b: unknown) => a === b;
  return {
    supplier: same(builtIn.supplier.name.toLowerCase(), model.supplier.name.toLowerCase()) ? own.supplier : 0.6,
    date: same(builtIn.receiptDetails.date, model.receiptDetails.date) ? own.date : 0.6,
    total: same(builtIn.receiptDetails.totalAmount, model.receiptDetails.totalAmount) ? own.total : 0.6,
  };
}

/** One line per item for the expense notes: "12 × 2X4X8 STUD @ $3.98 = $47.76 (material)". */
function itemNotes(analysis: ReceiptAnalysis): string | null {
  if (analysis.lineItems.length === 0) return null;
  const text = analysis.lineItems
    .map((i) => `${i.quantity} × ${i.description} @ ${formatUsd(i.unitPrice)} = ${formatUsd(i.totalPrice)} (${i.category})`)
    .join('\n');
  return text.length > 5000 ? `${text.slice(0, 4997)}...` : text;
}

/**
 * Turns an analyzed receipt into one expense of the project, in one transaction: the supplier is matched by
 * name (created when new), the expense is inserted with the receipt linked, and the receipt row is updated to
 * the confirmed figures. A receipt already added as an expense is refused with 409.
 */
export async function createExpenseFromReceipt(
  db: Db,
  input: CreateReceiptExpense,
): Promise<{ expenseId: number; expenseIds: number[]; amount: number }> {
  const { analysis, projectId } = input;
  const receiptId = input.receiptId ?? analysis.receiptId ?? null;
  const total = dollarsToCents(analysis.receiptDetails.totalAmount as number);
  return db.transaction(async (tx) => {
    await assertProject(tx, projectId);
    if (receiptId !== null) {
      const [receipt] = await rows<{ linked: boolean }>(
        tx.execute(
          sql`SELECT EXISTS (SELECT 1 FROM expenses WHERE receipt_id = r.id) AS linked FROM receipts r WHERE r.id = ${receiptId}::bigint FOR UPDATE`,
        ),
      );
      if (!receipt) throw notFound('Receipt');
      if (receipt.linked) throw new AppError('conflict', 'This receipt was already added as an expense');
    }
    const name = analysis.supplier.name.trim();
    let supplierId = await findSupplierId(tx, name);
    if (supplierId === null && name) {
      [{ id: supplierId }] = await rows<{ id: number }>(tx.execute(sql`INSERT INTO suppliers (name) VALUES (${name}) RETURNING id`));
    }
    // One expense, or one per split part (each with its own project and category, the parts adding up to the total).
    const category = receiptExpenseCategory(analysis.lineItems);
    const description = receiptExpenseDescription(analysis);
    const parts = input.splits ?? [{ projectId, category, amount: centsToDollars(total) }];
    await assertPeriodOpen(tx, analysis.receiptDetails.date ?? todayIso(), 'expense');
    const expenseIds: number[] = [];
    for (const [i, part] of parts.entries()) {
      if (part.projectId !== projectId) await assertProject(tx, part.projectId);
      const label = parts.length > 1 ? `${description.slice(0, 980)} (part ${i + 1} of ${parts.length})` : description;
      const [expense] = await rows<{ id: number }>(
        tx.execute(sql`INSERT INTO expenses (project_id, category, description, amount, date, supplier_id, receipt_number, notes, receipt_id)
          VALUES (${part.projectId}, ${part.category ?? category}, ${label}, ${centsToDecimalString(dollarsToCents(part.amount))},
            ${analysis.receiptDetails.date ?? todayIso()}, ${supplierId}, ${analysis.receiptDetails.receiptNumber}, ${itemNotes(analysis)}, ${receiptId})
          RETURNING id`),
      );
      expenseIds.push(expense.id);
    }
    if (receiptId !== null) {
      const { receiptId: _drop, ...confirmed } = analysis;
      await tx.execute(sql`UPDATE receipts SET project_id = ${projectId}, supplier_id = ${supplierId}, total_amount = ${centsToDecimalString(total)},
          receipt_date = ${analysis.receiptDetails.date}, receipt_number = ${analysis.receiptDetails.receiptNumber},
          ai_analysis = coalesce(ai_analysis, '{}'::jsonb) || ${JSON.stringify(confirmed)}::jsonb
        WHERE id = ${receiptId}::bigint`);
    }
    return { expenseId: expenseIds[0], expenseIds, amount: centsToDollars(total) };
  });
}
