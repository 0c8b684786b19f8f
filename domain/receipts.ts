import { z } from 'zod';
import { isIsoDate } from './dates';
import { lazySchema } from './lazy-schema';
import { addCents, type Cents, centsToDollars, dollarsToCents, mulCents } from './money';
import { findAmounts, readMoneyToken, splitTrailingAmount, summaryKind } from './receipt-amounts';
import { categorizeReceiptItem, RECEIPT_ITEM_CATEGORIES } from './receipt-categories';
import { findReceiptDate, readReceiptDate } from './receipt-dates';
import { MAX_SPLIT_PARTS, MIN_SPLIT_PARTS, RECEIPT_SPLIT_CATEGORIES, splitRemainderCents } from './receipt-split';
import { findSupplierName, readSupplierName } from './receipt-suppliers';
import { hasNoNul, idReferenceSchema, NUL_MESSAGE, requiredIdSchema } from './validation';
import { MAX_DAY, MIN_DAY } from './validation-dates';
import { jsonMoneySchema } from './validation-money';

export {
  categorizeReceiptItem,
  findAmounts,
  findReceiptDate,
  findSupplierName,
  RECEIPT_ITEM_CATEGORIES,
  readMoneyToken,
  splitTrailingAmount,
};

const money = (label: string) => jsonMoneySchema(label);

/** One line of a receipt (spec part 1 §3.2); money in dollars with at most 2 decimals. */
export const receiptLineItemSchema = lazySchema(() =>
  z.object({
    description: z
      .string({ error: 'Item description is required' })
      .trim()
      .min(1, 'Item description is required')
      .max(500, 'Item description must be at most 500 characters')
      .refine(hasNoNul, NUL_MESSAGE),
    category: z.enum(RECEIPT_ITEM_CATEGORIES, { error: 'Item category must be material, equipment or other' }),
    quantity: z.number({ error: 'Quantity must be a number' }).positive('Quantity must be greater than 0').max(1_000_000),
    unitPrice: money('Unit price'),
    totalPrice: money('Item total'),
  }),
);
export type ReceiptLineItem = z.infer<typeof receiptLineItemSchema>;

const receiptDate = lazySchema(() =>
  z
    .string({ error: 'Receipt date must be a real date (YYYY-MM-DD)' })
    .refine((d) => isIsoDate(d) && d >= MIN_DAY && d <= MAX_DAY, 'Receipt date must be a real date (YYYY-MM-DD)')
    .nullable(),
);

/**
 * What was read from a receipt (spec part 1 §3.2): supplier.name; receiptDetails{date, totalAmount} plus the
 * receipt number, subtotal and tax when printed; lineItems. Unknown values are null (supplier name '').
 */
export const receiptAnalysisSchema = lazySchema(() =>
  z.object({
    supplier: z.object({
      name: z
        .string({ error: 'Supplier name must be text' })
        .trim()
        .max(255, 'Supplier name must be at most 255 characters')
        .refine(hasNoNul, NUL_MESSAGE),
    }),
    receiptDetails: z.object({
      date: receiptDate,
      totalAmount: money('Total').nullable(),
      receiptNumber: z
        .string({ error: 'Receipt number must be text' })
        .trim()
        .max(100, 'Receipt number must be at most 100 characters')
        .refine(hasNoNul, NUL_MESSAGE)
        .nullable()
        .default(null),
      subtotal: money('Subtotal').nullable().default(null),
      tax: money('Tax').nullable().default(null),
    }),
    lineItems: z.array(receiptLineItemSchema).max(500, 'A receipt can have at most 500 items'),
  }),
);
export type ReceiptAnalysis = z.infer<typeof receiptAnalysisSchema>;

/** How sure the reader is of each field, 0..1; the receipt screen asks for a check below REVIEW_BELOW. */
export const fieldConfidenceSchema = lazySchema(() =>
  z.object({
    supplier: z.number().min(0).max(1),
    date: z.number().min(0).max(1),
    total: z.number().min(0).max(1),
  }),
);
export type FieldConfidence = z.infer<typeof fieldConfidenceSchema>;
/** A field read with less confidence than this is marked for review. */
export const REVIEW_BELOW = 0.7;

/** The analysis as POST /api/receipts/analyze returns it: the stored receipt, its image and how it was read. */
export const analyzedReceiptSchema = lazySchema(() =>
  receiptAnalysisSchema.extend({
    receiptId: z.number().int(),
    imageUrl: z.string(),
    ocr: z.object({ confidence: z.number(), ms: z.number() }),
    engine: z.object({
      name: z.enum(['built-in', 'openai-compatible']),
      model: z.string().optional(),
      fallbackReason: z.string().optional(),
    }),
    /** How sure the reader is of supplier, date and total (0..1); fields below REVIEW_BELOW are marked for review. */
    confidence: fieldConfidenceSchema,
  }),
);
export type AnalyzedReceipt = z.infer<typeof analyzedReceiptSchema>;

/** POST /api/receipts/analyze response. */
export const analyzeReceiptResponseSchema = lazySchema(() =>
  z.object({
    success: z.boolean(),
    analysis: analyzedReceiptSchema.nullable(),
    totalMaterialCost: z.number(),
    message: z.string(),
  }),
);
export type AnalyzeReceiptResponse = z.infer<typeof analyzeReceiptResponseSchema>;

/** One part of a split receipt: the project and category it is charged to and its amount. */
export const receiptSplitSchema = lazySchema(() =>
  z.object({
    projectId: requiredIdSchema('Choose a project for each part', 'Choose a project for each part'),
    category: z.enum(RECEIPT_SPLIT_CATEGORIES, { error: `Category must be one of ${RECEIPT_SPLIT_CATEGORIES.join(', ')}` }).optional(),
    amount: money('Part amount').refine((v) => v > 0, 'Each part must be more than $0.00'),
  }),
);
export type ReceiptSplit = z.infer<typeof receiptSplitSchema>;

/** POST /api/receipts/create-expense body: the (possibly corrected) analysis and the project it is charged to. */
export const createReceiptExpenseSchema = lazySchema(() =>
  z
    .object({
      analysis: receiptAnalysisSchema
        .extend({ receiptId: idReferenceSchema({ invalid: 'Invalid receipt ID' }).transform((v) => v ?? undefined) })
        .refine((a) => a.receiptDetails.totalAmount !== null && a.receiptDetails.totalAmount > 0, {
          message: 'The receipt total is missing; enter the total before adding the expense',
          path: ['receiptDetails', 'totalAmount'],
        }),
      projectId: requiredIdSchema('Please select a project first', 'Please select a project first'),
      receiptId: idReferenceSchema({ invalid: 'Invalid receipt ID' }),
      /** One receipt shared by projects or categories: one expense per part; the parts add up to the total. */
      splits: z
        .array(receiptSplitSchema)
        .min(MIN_SPLIT_PARTS, 'A split needs at least two parts')
        .max(MAX_SPLIT_PARTS, `A receipt can be split into at most ${MAX_SPLIT_PARTS} parts`)
        .optional(),
    })
    .refine(
      (b) =>
        !b.splits ||
        b.analysis.receiptDetails.totalAmount === null ||
        splitRemainderCents(
          b.analysis.receiptDetails.totalAmount,
          b.splits.map((p) => p.amount),
        ) === 0,
      { message: 'The split amounts must add up to the receipt total', path: ['splits'] },
    ),
);
export type CreateReceiptExpense = z.infer<typeof createReceiptExpenseSchema>;

export const createReceiptExpenseResponseSchema = lazySchema(() =>
  z.object({
    success: z.boolean(),
    expenseId: z.number().int(),
    /** Every expense made (one per split part; just expenseId when not split). */
    expenseIds: z.array(z.number().int()),
    message: z.string(),
  }),
);

/** Sum of the material line items, exact to the cent (the receipt's material cost). */
export function materialCostCents(items: readonly ReceiptLineItem[]): Cents {
  return addCents(...items.filter((i) => i.category === 'material').map((i) => dollarsToCents(i.totalPrice)));
}

/** The expense category a receipt becomes: material when any item is material, else the category of most of the money. */
export function receiptExpenseCategory(items: readonly ReceiptLineItem[]): 'material' | 'equipment' | 'other' {
  if (items.some((i) => i.category === 'material')) return 'material';
  const equipment = addCents(...items.filter((i) => i.category === 'equipment').map((i) => dollarsToCents(i.totalPrice)));
  const other = addCents(...items.filter((i) => i.category === 'other').map((i) => dollarsToCents(i.totalPrice)));
  return equipment > 0 && equipment >= other ? 'equipment' : 'other';
}

/** Expense description of a receipt: "<Supplier>: item, item, item (+N more)", at most 1000 characters. */
export function receiptExpenseDescription(analysis: ReceiptAnalysis): string {
  const supplier = analysis.supplier.name.trim() || 'Receipt';
  const names = analysis.lineItems.map((i) => i.description);
  const shown = names.slice(0, 5).join(', ');
  const more = names.length > 5 ? ` (+${names.length - 5} more)` : '';
  const text = names.length === 0 ? `${supplier} receipt` : `${supplier}: ${shown}${more}`;
  return text.length > 1000 ? `${text.slice(0, 997)}...` : text;
}

// ---------------------------------------------------------------------------------------------------------
// OCR text → analysis

const RECEIPT_NUMBER =
  /\b(?:RECEIPT|RCPT|INVOICE|INV|TRANS(?:ACTION)?|TRN|ORDER|TICKET|REF(?:ERENCE)?)\s*(?:NO\.?|NUMBER|NUM|#|ID)?\s*[:#.]?\s*#?\s*([A-Z0-9][A-Z0-9-]{2,40})/i;

/** The receipt, invoice or transaction number printed on the receipt, or null. */
export function findReceiptNumber(lines: readonly string[]): string | null {
  for (const line of lines) {
    const m = RECEIPT_NUMBER.exec(line);
    if (m && /\d/.test(m[1])) return m[1].replace(/-+$/, '').toUpperCase();
  }
  return null;
}

const QTY_AT = /(?:^|\s)(\d{1,4}(?:\.\d{1,3})?)\s*(?:@|[xX×]\s)\s*([$S]?[0-9OoIl|,]+[.,][0-9OoIl|]{2})(?:\s*(?:EA|EACH|\/EA))?\s*$/;
const LETTERS = /[A-Za-z]{2,}/;
const DATE_OR_TIME = /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{1,2}:\d{2}\b/;

function tidyDescription(text: string): string {
  return text
    .replace(/^\d{6,}\s+/, '') // a leading SKU / UPC
    .replace(/\s+\d{6,}$/, '')
    .replace(/[|_]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s.:*#-]+|[\s.:*#-]+$/g, '')
    .trim();
}

/** Reads "3 @ 5.98" (or "3 x 5.98") at the end of a label: quantity and unit price. */
function quantityAt(label: string): { rest: string; quantity: number; unit: Cents } | null {
  const m = QTY_AT.exec(label);
  if (!m) return null;
  const unit = readMoneyToken(m[2]);
  const quantity = Number(m[1]);
  if (unit === null || !(quantity > 0)) return null;
  return { rest: label.slice(0, m.index).trim(), quantity, unit };
}

function item(description: string, quantity: number, unit: Cents, total: Cents): ReceiptLineItem {
  return {
    description,
    category: categorizeReceiptItem(description),
    quantity,
    unitPrice: centsToDollars(unit),
    totalPrice: centsToDollars(total),
  };
}

/** Divides a line total by its quantity to the cent (for receipts that print only the line total). */
const unitOf = (total: Cents, quantity: number): Cents => (quantity === 1 ? total : mulCents(total, 1 / quantity));

/**
 * The purchased lines: each line before the subtotal/total with a description and an amount; "12 @ 3.98"
 * on its own line belongs to the description line above it; a leading whole number is the quantity when the
 * receipt has a QTY column. Payment, tax, savings and negative (discount) lines are not items.
 */
export function findLineItems(lines: readonly string[]): ReceiptLineItem[] {
  const items: ReceiptLineItem[] = [];
  let qtyColumn = false;
  let pending: string | null = null;
  for (const line of lines) {
    if (/\bQTY\b|\bQUANTITY\b/i.test(line) && !splitTrailingAmount(line)) {
      qtyColumn = true;
      continue;
    }
    const split = splitTrailingAmount(line);
    if (!split) {
      // A description whose quantity and price follow on the next line.
      pending = LETTERS.test(line) && !DATE_OR_TIME.test(line) && !RECEIPT_NUMBER.test(line) ? tidyDescription(line) : null;
      continue;
    }
    const kind = summaryKind(split.label);
    if (kind === 'subtotal' || kind === 'total') break;
    if (kind !== null || split.amount <= 0 || DATE_OR_TIME.test(split.label) || RECEIPT_NUMBER.test(split.label)) {
      pending = null;
      continue;
    }
    const at = quantityAt(split.label);
    let label = at ? at.rest : split.label;
    if (!LETTERS.test(label) && pending) label = pending;
    pending = null;
    let quantity = at?.quantity ?? 1;
    const leading = /^(\d{1,4})\s+(?=[A-Za-z])/.exec(label);
    if (!at && qtyColumn && leading && Number(leading[1]) > 0) {
      quantity = Number(leading[1]);
      label = label.slice(leading[0].length);
    }
    const description = tidyDescription(label);
    if (!LETTERS.test(description)) continue;
    const unit = at ? at.unit : unitOf(split.amount, quantity);
    items.push(item(description, quantity, unit, split.amount));
  }
  return items;
}

export type ReadOptions = { today?: string; knownSuppliers?: readonly string[]; ocrConfidence?: number };

/**
 * Reads a receipt's OCR text into the analysis shape (supplier, date, number, amounts, categorized items) and
 * how sure each field is. A poor OCR read (confidence under 60 of 100) lowers every field's confidence.
 */
export function readReceiptText(text: string, opts: ReadOptions = {}): { analysis: ReceiptAnalysis; confidence: FieldConfidence } {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l.length > 0);
  const lineItems = findLineItems(lines);
  const itemsSum = lineItems.length > 0 ? addCents(...lineItems.map((i) => dollarsToCents(i.totalPrice))) : null;
  const { subtotal, tax, total, totalConfidence } = findAmounts(lines, itemsSum);
  const supplier = readSupplierName(lines, opts.knownSuppliers);
  const date = readReceiptDate(lines, opts.today);
  const dollars = (c: Cents | null) => (c === null ? null : centsToDollars(c));
  const ocrFactor = opts.ocrConfidence === undefined || opts.ocrConfidence >= 60 ? 1 : 0.85;
  const round = (v: number) => Math.round(v * ocrFactor * 100) / 100;
  return {
    analysis: {
      supplier: { name: supplier.name },
      receiptDetails: {
        date: date.date,
        totalAmount: dollars(total),
        receiptNumber: findReceiptNumber(lines),
        subtotal: dollars(subtotal),
        tax: dollars(tax),
      },
      lineItems,
    },
    confidence: { supplier: round(supplier.confidence), date: round(date.confidence), total: round(totalConfidence) },
  };
}

/**
 * How good an OCR read of a receipt is for a bookkeeper: OCR confidence plus how sure the total and date
 * read from it are; good enough when the total is sure and the OCR confidence is not poor.
 */
export function judgeReceiptRead(text: string, ocrConfidence: number, opts: ReadOptions = {}): { score: number; good: boolean } {
  const { confidence } = readReceiptText(text, { ...opts, ocrConfidence });
  return {
    score: ocrConfidence / 100 + confidence.total + confidence.date / 2,
    good: ocrConfidence >= 60 && confidence.total >= REVIEW_BELOW,
  };
}

/** One OCR read of a receipt: its text and mean word confidence (0..100). */
export type OcrRead = { text: string; confidence: number };

/**
 * A receipt read twice (two OCR modes), as a bookkeeper compares two copies: the better read overall gives the
 * supplier and the receipt number; the total (with its subtotal, tax and items) and the date each come from the
 * read that is surer of them. Fallback reads fill only a total or a date the two left unread.
 */
export function readReceiptReads(
  best: OcrRead,
  other: OcrRead | null,
  opts: Omit<ReadOptions, 'ocrConfidence'> = {},
  fallback: readonly OcrRead[] = [],
): { analysis: ReceiptAnalysis; confidence: FieldConfidence } {
  const read = bothReads(best, other, opts);
  if (fallback.length === 0) return read;
  // Further copies (the image prepared another way) are consulted only for what the first two left unread.
  const more = fallback.map((f) => readReceiptText(f.text, { ...opts, ocrConfidence: f.confidence }));
  const surest = (field: 'total' | 'date') => more.reduce((a, b) => (b.confidence[field] > a.confidence[field] ? b : a));
  let { analysis, confidence } = read;
  const totalFrom = surest('total');
  if (analysis.receiptDetails.totalAmount === null && totalFrom.analysis.receiptDetails.totalAmount !== null) {
    analysis = {
      ...analysis,
      receiptDetails: {
        ...totalFrom.analysis.receiptDetails,
        date: analysis.receiptDetails.date,
        receiptNumber: analysis.receiptDetails.receiptNumber,
      },
      lineItems: totalFrom.analysis.lineItems,
    };
    confidence = { ...confidence, total: totalFrom.confidence.total };
  }
  const dateFrom = surest('date');
  if (analysis.receiptDetails.date === null && dateFrom.analysis.receiptDetails.date !== null) {
    analysis = { ...analysis, receiptDetails: { ...analysis.receiptDetails, date: dateFrom.analysis.receiptDetails.date } };
    confidence = { ...confidence, date: dateFrom.confidence.date };
  }
  return { analysis, confidence };
}

function bothReads(
  best: OcrRead,
  other: OcrRead | null,
  opts: Omit<ReadOptions, 'ocrConfidence'>,
): { analysis: ReceiptAnalysis; confidence: FieldConfidence } {
  const main = readReceiptText(best.text, { ...opts, ocrConfidence: best.confidence });
  if (!other) return main;
  const alt = readReceiptText(other.text, { ...opts, ocrConfidence: other.confidence });
  const totalFrom = alt.confidence.total > main.confidence.total ? alt : main;
  const dateFrom = alt.confidence.date > main.confidence.date ? alt : main;
  return {
    analysis: {
      ...main.analysis,
      receiptDetails: {
        ...totalFrom.analysis.receiptDetails,
        date: dateFrom.analysis.receiptDetails.date,
        receiptNumber: main.analysis.receiptDetails.receiptNumber,
      },
      lineItems: totalFrom.analysis.lineItems,
    },
    confidence: { supplier: main.confidence.supplier, date: dateFrom.confidence.date, total: totalFrom.confidence.total },
  };
}

/** Reads a receipt's OCR text into the analysis shape; see readReceiptText. */
export function parseReceiptText(text: string, opts: ReadOptions = {}): ReceiptAnalysis {
  return readReceiptText(text, opts).analysis;
}
