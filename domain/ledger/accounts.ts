import { z } from 'zod';
import { ACCOUNTING_CATEGORIES, type AccountingCategory, CATEGORY_MAP, type CostSource } from '../accounting-categories';
import { lazySchema } from '../lazy-schema';

/**
 * The roles the general ledger books to (issue 41 scope 1). Each is one account of the chart; the owner edits its
 * number and name (ledger_accounts, migration 0042), never its role, so every entry keeps meaning the same thing.
 */
export const ACCOUNT_KEYS = [
  'cash',
  'bank',
  'payment_app',
  'ar',
  'retainage_receivable',
  'uncollected_billings',
  'employee_advances',
  'costs_in_excess',
  'ap',
  'card',
  'retainage_payable',
  'wages_payable',
  'backup_withholding',
  'billings_in_excess',
  'retained_earnings',
  'contract_billings',
  'revenue_adjustment',
  ...ACCOUNTING_CATEGORIES,
  'other_employee_payments',
] as const;
export type AccountKey = (typeof ACCOUNT_KEYS)[number];

export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'revenue', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Balance-sheet types carry their balance forward; revenue and expense close into retained earnings each period. */
export const isBalanceSheet = (type: AccountType): boolean => type === 'asset' || type === 'liability' || type === 'equity';

/** hledger's top-level account of each type (its `check` and `bs`/`is` reports read these names). */
export const HLEDGER_ROOT: Record<AccountType, string> = {
  asset: 'assets',
  liability: 'liabilities',
  equity: 'equity',
  revenue: 'revenues',
  expense: 'expenses',
};

/** The accounting category an expense category books to (the cost accounts carry the categories' keys). */
export function costAccount(source: CostSource): AccountingCategory {
  return CATEGORY_MAP[source];
}

/**
 * How an expense was paid (domain/accounting-1099 EXPENSE_PAYMENT_METHODS) → the account credited. A method not
 * recorded is credited to accounts payable: owed until the bank statement shows how it was paid (docs/decisions/).
 */
export const EXPENSE_METHOD_ACCOUNT: Record<string, AccountKey> = {
  cash: 'cash',
  check: 'bank',
  bank_transfer: 'bank',
  card: 'card',
  payment_app: 'payment_app',
};
export const UNRECORDED_METHOD_ACCOUNT: AccountKey = 'ap';

/** How an employee was paid (domain/payment-methods) → the account credited: Zelle leaves the bank account. */
export const EMPLOYEE_METHOD_ACCOUNT: Record<string, AccountKey> = { cash: 'cash', check: 'bank', zelle: 'bank', cashapp: 'payment_app' };

/** How a client paid (domain/billing PAYMENT_METHODS_RECEIVED) → the account debited; card receipts settle to the bank. */
export const RECEIVED_METHOD_ACCOUNT: Record<string, AccountKey> = {
  check: 'bank',
  ach: 'bank',
  wire: 'bank',
  card: 'bank',
  cash: 'cash',
  other: 'bank',
};

export const ledgerAccountSchema = lazySchema(() =>
  z.object({
    key: z.enum(ACCOUNT_KEYS),
    number: z.string(),
    name: z.string(),
    type: z.enum(ACCOUNT_TYPES),
  }),
);
export type LedgerAccount = z.infer<typeof ledgerAccountSchema>;

/** PUT /api/ledger/accounts/:key: a new number and name (unique in the chart; the database says so with a 409). */
export const ledgerAccountUpdateSchema = lazySchema(() =>
  z.object({
    number: z
      .string({ error: 'Account number is required' })
      .trim()
      .regex(/^[0-9]{1,10}(\.[0-9]{1,4})?$/, 'Account number must be digits, e.g. 1010 or 1010.1'),
    name: z
      .string({ error: 'Account name is required' })
      .trim()
      .min(1, 'Account name is required')
      .max(120, 'Account name must be at most 120 characters')
      // hledger ends an account name at two spaces and uses ':' for sub-accounts; QuickBooks IIF splits on tabs.
      .refine((n) => !/[:\t;]| {2}/.test(n), 'Account name cannot contain ":", ";", a tab or two spaces in a row'),
  }),
);
export const ledgerAccountKeyParamsSchema = lazySchema(() =>
  z.object({ key: z.enum(ACCOUNT_KEYS, { error: `Account must be one of ${ACCOUNT_KEYS.join(', ')}` }) }),
);
