import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { todayIso } from '../../../domain/dates';
import { centsToDecimalString, centsToDollars, dollarsToCents, formatUsd } from '../../../domain/money';
import {
  checkItemsAgainstSubtotal,
  lowConfidenceSupplierProblem,
  receiptMaterialCostCents,
  suggestReceiptCategory,
} from '../../../domain/receipt-checks';
import { judgeReceiptRead, readReceiptReads } from '../../../domain/receipt-reading';
import {
  type AnalyzeReceiptResponse,
  type CreateReceiptExpense,
  type FieldConfidence,
  REVIEW_BELOW,
  type ReceiptAnalysis,
  receiptAnalysisSchema,
  receiptExpenseDescription,
} from '../../../domain/receipts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/upload';
import type { Actor } from '../auth/service';
import { assertPeriodOpen } from '../closing/service';
import { costCodeSuggestion } from '../job-cost/service';
import { findReceiptDuplicates, findSupplierId, sha256Hex, supplierHistory } from './checks';
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

const money = (dollars: number | null) => (dollars === null ? null : centsToDecimalString(dollarsToCents(dollars)));

/**
 * Reads a receipt photo: OCR in a worker thread, parsed by domain/receipt-reading (optionally refined by a configured
 * model), then the image and a receipts row are stored. An image with no readable receipt answers success:false
 * and stores nothing. The answer carries the checks of issue 39 scope 3: possible duplicates (the expenses the
 * actor may see), the suggested category and its source, the item lines against the subtotal, the material cost.
 */
export async function analyzeReceipt(
  deps: Pick<AppContext, 'db' | 'storage' | 'ai' | 'ocr'>,
  actor: Actor | null,
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
  const details = result.receiptDetails;
  const sha256 = sha256Hex(file.buffer);
  const supplierId = await findSupplierId(deps.db, result.supplier.name);
  // Looked up before this receipt is stored, so it never finds itself.
  const duplicates = await findReceiptDuplicates(deps.db, actor, { sha256, supplierId, date: details.date, total: details.totalAmount });
  const suggestedCategory = suggestReceiptCategory({
    supplierName: result.supplier.name,
    history: await supplierHistory(deps.db, supplierId),
    items: result.lineItems,
  });
  const materialCost = receiptMaterialCostCents(result.lineItems, details.totalAmount, suggestedCategory.category);

  const fileName = `${randomUUID()}.${file.ext}`;
  await deps.storage.save('receipts', fileName, file.buffer);
  try {
    // The confidence is kept with what was read: create-expense asks before making a supplier of a doubtful name.
    const stored = { ...result, ocr: { text: ocr.text, confidence: ocr.confidence, ms: ocr.ms }, engine, confidence };
    const [row] = await rows<{ id: number }>(
      deps.db.execute(sql`INSERT INTO receipts (project_id, supplier_id, file_name, original_name, mime_type, file_size,
          receipt_number, receipt_date, total_amount, ai_analysis, image_sha256)
        VALUES (${projectId}, ${supplierId}, ${fileName}, ${file.originalName.slice(0, 255)}, ${file.mimeType}, ${file.size},
          ${details.receiptNumber}, ${details.date}, ${money(details.totalAmount)}, ${JSON.stringify(stored)}::jsonb, ${sha256})
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
        checks: { duplicates },
        suggestedCategory,
        itemsCheck: checkItemsAgainstSubtotal(result.lineItems, details),
        materialCost: centsToDollars(materialCost),
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
 * the confirmed figures. A receipt already added as an expense is refused with 409, and so is a new supplier
 * from a name read with low confidence that nobody checked, unless confirmNewSupplier says to make it.
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
    // What the reader made of the supplier (stored with the receipt since migration 0055; null before).
    let read: { readName: string | null; readConfidence: number | null } = { readName: null, readConfidence: null };
    if (receiptId !== null) {
      const [receipt] = await rows<{ linked: boolean; readName: string | null; readConfidence: number | null }>(
        tx.execute(
          sql`SELECT EXISTS (SELECT 1 FROM expenses WHERE receipt_id = r.id) AS linked,
              r.ai_analysis -> 'supplier' ->> 'name' AS "readName", (r.ai_analysis -> 'confidence' ->> 'supplier')::float8 AS "readConfidence"
            FROM receipts r WHERE r.id = ${receiptId}::bigint FOR UPDATE`,
        ),
      );
      if (!receipt) throw notFound('Receipt');
      if (receipt.linked) throw new AppError('conflict', 'This receipt was already added as an expense');
      read = receipt;
    }
    const name = analysis.supplier.name.trim();
    let supplierId = await findSupplierId(tx, name);
    const problem = lowConfidenceSupplierProblem({
      sentName: name,
      readName: read.readName,
      readConfidence: read.readConfidence,
      matchesExisting: supplierId !== null,
      confirmed: input.confirmNewSupplier === true,
      reviewBelow: REVIEW_BELOW,
    });
    if (problem) throw new AppError('conflict', problem, [{ path: 'confirmNewSupplier', message: problem }]);
    // The suggestion the analysis showed, made again from the confirmed figures (before a new supplier exists).
    const suggested = suggestReceiptCategory({
      supplierName: name,
      history: await supplierHistory(tx, supplierId),
      items: analysis.lineItems,
    });
    if (supplierId === null && name) {
      [{ id: supplierId }] = await rows<{ id: number }>(tx.execute(sql`INSERT INTO suppliers (name) VALUES (${name}) RETURNING id`));
    }
    // The cost code the supplier's expenses of the last year carry most (issue 42: the reader suggests one from the
    // supplier's history, as the expense form does); none: each expense takes its default at read time.
    const history = supplierId === null ? null : await costCodeSuggestion(tx, { supplierId });
    const costCodeId = history?.source === 'supplier-history' ? history.costCodeId : null;
    // One expense, or one per split part (each with its own project and category, the parts adding up to the total).
    const category = input.category ?? suggested.category;
    const description = receiptExpenseDescription(analysis);
    const parts = input.splits ?? [{ projectId, category, amount: centsToDollars(total) }];
    await assertPeriodOpen(tx, analysis.receiptDetails.date ?? todayIso(), 'expense');
    const expenseIds: number[] = [];
    for (const [i, part] of parts.entries()) {
      if (part.projectId !== projectId) await assertProject(tx, part.projectId);
      const label = parts.length > 1 ? `${description.slice(0, 980)} (part ${i + 1} of ${parts.length})` : description;
      const [expense] = await rows<{ id: number }>(
        tx.execute(sql`INSERT INTO expenses (project_id, category, description, amount, date, supplier_id, receipt_number, notes, receipt_id,
            cost_code_id)
          VALUES (${part.projectId}, ${part.category ?? category}, ${label}, ${centsToDecimalString(dollarsToCents(part.amount))},
            ${analysis.receiptDetails.date ?? todayIso()}, ${supplierId}, ${analysis.receiptDetails.receiptNumber}, ${itemNotes(analysis)}, ${receiptId},
            ${costCodeId})
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
