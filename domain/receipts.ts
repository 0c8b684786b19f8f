import { z } from 'zod';
import { isIsoDate } from './dates';
import { lazySchema } from './lazy-schema';
import { RECEIPT_ITEM_CATEGORIES } from './receipt-categories';
import { itemsCheckSchema, receiptDuplicateSchema, suggestedCategorySchema } from './receipt-checks';
import { MAX_SPLIT_PARTS, MIN_SPLIT_PARTS, RECEIPT_SPLIT_CATEGORIES, splitRemainderCents } from './receipt-split';
import { hasNoNul, idReferenceSchema, NUL_MESSAGE, requiredIdSchema } from './validation';
import { MAX_DAY, MIN_DAY } from './validation-dates';
import { jsonMoneySchema } from './validation-money';

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
    /** Possible duplicates (the same image, or the same supplier, date and total): warnings, never a block. */
    checks: z.object({ duplicates: z.array(receiptDuplicateSchema) }),
    /** The category the expense gets unless the person chooses another, and why (domain/receipt-checks.ts). */
    suggestedCategory: suggestedCategorySchema,
    /** The item lines against the subtotal; null without item lines or without a subtotal or total. */
    itemsCheck: itemsCheckSchema.nullable(),
    /** Material cost in dollars: the whole total when every line (or, with none, the suggested category) is material. */
    materialCost: z.number(),
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
      /** The expense's category as the person chose it; without it, the analysis' suggested category. */
      category: z.enum(RECEIPT_SPLIT_CATEGORIES, { error: `Category must be one of ${RECEIPT_SPLIT_CATEGORIES.join(', ')}` }).optional(),
      /**
       * Yes, create the supplier: needed when the name matches no supplier, is the name as read (not edited) and
       * was read with confidence below REVIEW_BELOW; without it that request is refused with 409.
       */
      confirmNewSupplier: z.boolean({ error: 'confirmNewSupplier must be true or false' }).optional(),
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

/** Expense description of a receipt: "<Supplier>: item, item, item (+N more)", at most 1000 characters. */
export function receiptExpenseDescription(analysis: ReceiptAnalysis): string {
  const supplier = analysis.supplier.name.trim() || 'Receipt';
  const names = analysis.lineItems.map((i) => i.description);
  const shown = names.slice(0, 5).join(', ');
  const more = names.length > 5 ? ` (+${names.length - 5} more)` : '';
  const text = names.length === 0 ? `${supplier} receipt` : `${supplier}: ${shown}${more}`;
  return text.length > 1000 ? `${text.slice(0, 997)}...` : text;
}
