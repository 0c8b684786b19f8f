import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { queryDateSchema } from '../validation-dates';
import { ACCOUNT_KEYS, ACCOUNT_TYPES } from './accounts';
import { ENTRY_KINDS } from './entries';

/** ?from=&to= of a ledger report: to defaults to today, from to the first of to's year; from after to is refused. */
/**
 * POST /api/ledger/exports/qbo-journal.csv and /journal.iif: the entries of [from, to] no earlier such export carried,
 * remembered as exported in the same transaction (a POST: no GET ever writes, issue 38).
 */
export const ledgerExportBodySchema = lazySchema(() =>
  z
    .object({ from: queryDateSchema('From'), to: queryDateSchema('To') })
    .strict()
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'From must be on or before To', path: ['from'] }),
);

export const ledgerPeriodQuerySchema = lazySchema(() =>
  z
    .object({
      from: queryDateSchema('From'),
      to: queryDateSchema('To'),
      since: z.enum(['last'], { error: 'since must be "last"' }).optional(),
    })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'From must be on or before To', path: ['from'] }),
);
export type LedgerPeriodQuery = z.infer<typeof ledgerPeriodQuerySchema>;

export const asOfQuerySchema = lazySchema(() => z.object({ asOf: queryDateSchema('As of') }));

const accountRow = () => z.object({ key: z.enum(ACCOUNT_KEYS), number: z.string(), name: z.string(), type: z.enum(ACCOUNT_TYPES) });

export const chartSchema = lazySchema(() => z.array(accountRow()));

/** Dollars in JSON (two decimals exact: the server builds them from integer cents). */
export const trialBalanceSchema = lazySchema(() =>
  z.object({
    from: z.string(),
    to: z.string(),
    basis: z.string(),
    rows: z.array(accountRow().extend({ debit: z.number(), credit: z.number(), balance: z.number() })),
    totalDebit: z.number(),
    totalCredit: z.number(),
  }),
);
export type TrialBalance = z.infer<typeof trialBalanceSchema>;

const reportLine = () => accountRow().extend({ amount: z.number() });

export const profitAndLossSchema = lazySchema(() =>
  z.object({
    from: z.string(),
    to: z.string(),
    basis: z.string(),
    revenue: z.array(reportLine()),
    expenses: z.array(reportLine()),
    totalRevenue: z.number(),
    totalExpenses: z.number(),
    netIncome: z.number(),
  }),
);

export const balanceSheetSchema = lazySchema(() =>
  z.object({
    asOf: z.string(),
    basis: z.string(),
    assets: z.array(reportLine()),
    liabilities: z.array(reportLine()),
    equity: z.array(reportLine()),
    netIncomeToDate: z.number(),
    totalAssets: z.number(),
    totalLiabilitiesAndEquity: z.number(),
  }),
);

const entryLine = () =>
  z.object({
    entryNo: z.string(),
    date: z.string(),
    kind: z.enum(Object.keys(ENTRY_KINDS) as [keyof typeof ENTRY_KINDS, ...(keyof typeof ENTRY_KINDS)[]]),
    sourceId: z.number().nullable(),
    account: z.enum(ACCOUNT_KEYS),
    amount: z.number(),
    projectId: z.number().nullable(),
    project: z.string().nullable(),
    name: z.string().nullable(),
    memo: z.string(),
    /** The screen of the source document (expense, pay stub, invoice), when it has one. */
    link: z.string().nullable(),
  });

export const accountLinesSchema = lazySchema(() =>
  z.object({
    account: accountRow(),
    from: z.string(),
    to: z.string(),
    opening: z.number(),
    lines: z.array(entryLine()),
    closing: z.number(),
  }),
);

export const entrySchema = lazySchema(() =>
  z.object({ entryNo: z.string(), date: z.string(), memo: z.string(), link: z.string().nullable(), lines: z.array(entryLine()) }),
);

export const entryParamsSchema = lazySchema(() =>
  z.object({
    entryNo: z
      .string()
      .regex(/^(EXP|WRK|PAY|ADV|INV|RCV)-[0-9]{1,10}$|^WIP-[0-9]{4}-[0-9]{2}$/, 'Entry number looks like EXP-12 or WIP-2026-03'),
  }),
);
