import { z } from 'zod';
import { EXPENSE_PAYMENT_METHODS } from '../accounting-1099';
import { PAYMENT_METHODS_RECEIVED } from '../billing/schemas';
import { expenseCategorySchema } from '../expenses';
import { lazySchema } from '../lazy-schema';
import { dollarsToCents } from '../money';
import { PAYMENT_METHODS } from '../payment-methods';
import { optionalText, requiredIdSchema, requiredText } from '../validation';
import { dateSchema } from '../validation-dates';
import { csvMappingSchema } from './csv-mapping';

const twoDecimals = (n: number) => {
  try {
    dollarsToCents(n);
    return true;
  } catch {
    return false;
  }
};

export const STATEMENT_ACCOUNT_KINDS = ['bank', 'card', 'payment-app'] as const;
export type StatementAccountKind = (typeof STATEMENT_ACCOUNT_KINDS)[number];
export const STATEMENT_ACCOUNT_KIND_LABELS: Record<StatementAccountKind, string> = {
  bank: 'Bank account',
  card: 'Credit card',
  'payment-app': 'Payment app',
};

/**
 * The app's payment methods that pay through an account: expenses (how an expense was paid), payouts (payroll
 * payments and advances: domain/payment-methods.ts) and money received (payments on invoices).
 */
export const accountMethodsSchema = lazySchema(() =>
  z.object({
    expense: z.array(z.enum(EXPENSE_PAYMENT_METHODS, { error: `Expense methods are ${EXPENSE_PAYMENT_METHODS.join(', ')}` })).max(10),
    payout: z.array(z.enum(PAYMENT_METHODS, { error: `Payroll methods are ${PAYMENT_METHODS.join(', ')}` })).max(10),
    received: z.array(z.enum(PAYMENT_METHODS_RECEIVED, { error: `Received methods are ${PAYMENT_METHODS_RECEIVED.join(', ')}` })).max(10),
  }),
);
export type AccountMethods = z.infer<typeof accountMethodsSchema>;

/** What a new account of each kind pays by default: a bank pays checks, transfers and Zelle; a card pays card expenses. */
export const DEFAULT_METHODS: Record<StatementAccountKind, AccountMethods> = {
  bank: { expense: ['check', 'bank_transfer'], payout: ['check', 'zelle'], received: ['check', 'ach', 'wire'] },
  card: { expense: ['card'], payout: [], received: [] },
  'payment-app': { expense: ['payment_app'], payout: ['cashapp'], received: [] },
};

export const statementAccountInputSchema = lazySchema(() =>
  z.object({
    name: requiredText('Name is required', 100, 'Name'),
    kind: z.enum(STATEMENT_ACCOUNT_KINDS, { error: 'Kind must be bank, card or payment-app' }),
    last4: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'Last 4 must be 4 digits')
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((v) => v ?? null),
    methods: accountMethodsSchema.optional(),
    openingBalance: z
      .number({ error: 'Opening balance must be a number' })
      .refine((n) => Math.abs(n) < 1e11 && twoDecimals(n), 'Opening balance must be an amount with at most 2 decimals')
      .optional(),
    openingDate: dateSchema('Opening date').nullish(),
  }),
);
export type StatementAccountInput = z.infer<typeof statementAccountInputSchema>;

export const statementAccountSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(STATEMENT_ACCOUNT_KINDS),
    last4: z.string().nullable(),
    methods: accountMethodsSchema,
    csvMapping: csvMappingSchema.nullable(),
    openingBalance: z.number(),
    openingDate: z.string().nullable(),
    lineCount: z.number().int(),
    unmatchedCount: z.number().int(),
    lastLineDate: z.string().nullable(),
  }),
);
export type StatementAccount = z.infer<typeof statementAccountSchema>;

export const statementPreviewSchema = lazySchema(() =>
  z.object({
    format: z.enum(['csv', 'ofx']),
    header: z.array(z.string()),
    sample: z.array(z.array(z.string())),
    /** The account's remembered mapping, else one guessed from the header names. */
    mapping: csvMappingSchema.nullable(),
    remembered: z.boolean(),
  }),
);
export type StatementPreview = z.infer<typeof statementPreviewSchema>;

export const importResultSchema = lazySchema(() =>
  z.object({
    importId: z.number().int(),
    format: z.enum(['csv', 'ofx']),
    duplicateFile: z.boolean(),
    lineCount: z.number().int(),
    added: z.number().int(),
    alreadyImported: z.number().int(),
    matched: z.number().int(),
  }),
);
export type ImportResult = z.infer<typeof importResultSchema>;

export const BOOK_ITEM_KINDS = ['expense', 'payroll', 'advance', 'received'] as const;
export const BOOK_ITEM_KIND_LABELS: Record<(typeof BOOK_ITEM_KINDS)[number], string> = {
  expense: 'Expense',
  payroll: 'Payroll payment',
  advance: 'Advance',
  received: 'Payment received',
};

export const bookItemSchema = lazySchema(() =>
  z.object({ kind: z.enum(BOOK_ITEM_KINDS), id: z.number().int(), date: z.string(), amount: z.number(), payee: z.string() }),
);
export type BookItemView = z.infer<typeof bookItemSchema>;

export const statementLineSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    date: z.string(),
    description: z.string(),
    amount: z.number(),
    balance: z.number().nullable(),
    match: z.object({ id: z.number().int(), status: z.enum(['auto', 'accepted']), item: bookItemSchema }).nullable(),
  }),
);
export type StatementLine = z.infer<typeof statementLineSchema>;

export const linesQuerySchema = lazySchema(() =>
  z.object({
    status: z.enum(['unmatched', 'matched', 'all'], { error: 'Status must be unmatched, matched or all' }).default('all'),
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM')
      .optional(),
  }),
);

export const lineCandidatesSchema = lazySchema(() =>
  z.object({
    candidates: z.array(bookItemSchema.extend({ days: z.number().int() })),
    suggestion: z.object({ projectId: z.number().int(), projectName: z.string(), category: z.string(), basedOn: z.string() }).nullable(),
  }),
);
export type LineCandidates = z.infer<typeof lineCandidatesSchema>;

export const manualMatchInputSchema = lazySchema(() =>
  z.object({
    kind: z.enum(BOOK_ITEM_KINDS, { error: 'Kind must be expense, payroll, advance or received' }),
    itemId: requiredIdSchema('Item is required', 'Invalid item ID'),
  }),
);

export const lineExpenseInputSchema = lazySchema(() =>
  z.object({
    projectId: requiredIdSchema('Project is required', 'Invalid project ID'),
    category: expenseCategorySchema,
    description: optionalText(1000, 'Description'),
  }),
);

export const reconciliationQuerySchema = lazySchema(() =>
  z.object({ month: z.string({ error: 'Month is required (YYYY-MM)' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM') }),
);

export const reconciliationSchema = lazySchema(() =>
  z.object({
    month: z.string(),
    monthEnd: z.string(),
    openingBalance: z.number(),
    openingDate: z.string().nullable(),
    statementBalance: z.number(),
    statementBalanceStated: z.boolean(),
    bookBalance: z.number(),
    difference: z.number(),
    unexplained: z.number(),
    unmatchedLines: z.array(z.object({ id: z.number().int(), date: z.string(), description: z.string(), amount: z.number() })),
    unclearedItems: z.array(bookItemSchema),
  }),
);
export type ReconciliationView = z.infer<typeof reconciliationSchema>;
