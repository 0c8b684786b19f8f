import type { RequestOf } from '../../../domain/api/endpoint';
import type { CostCode, jobCostApi } from '../../../domain/api/job-cost';
import { EXPENSE_CATEGORY_LABELS, isExpenseCategory } from '../../../domain/expenses';

/** What the Add / Edit cost code dialog edits. */
export type CostCodeFormValues = {
  code: string;
  name: string;
  /** Words of a position or specialty ('carpent', 'plumb') that default a person's work to the code. */
  trades: string[];
  /** Expense categories that default to the code (each category to one code). */
  categories: string[];
  active: boolean;
};

/** Body of POST /api/cost-codes and PUT /api/cost-codes/{id}. */
export type CostCodePayload = RequestOf<typeof jobCostApi.createCostCode>['body'];

/** A blank new code (active), or the form prefilled from a stored one. */
export function costCodeToFormValues(c: CostCode | null): CostCodeFormValues {
  if (!c) return { code: '', name: '', trades: [], categories: [], active: true };
  return { code: c.code, name: c.name, trades: [...c.trades], categories: [...c.categories], active: c.active };
}

/** The request body: the code and name trimmed, trade words trimmed, lower case and each once (the server's own rules). */
export function toCostCodePayload(v: CostCodeFormValues): CostCodePayload {
  const trades = [...new Set(v.trades.map((t) => t.trim().toLowerCase()).filter((t) => t !== ''))];
  return {
    code: v.code.trim(),
    name: v.name.trim(),
    trades,
    categories: v.categories.filter(isExpenseCategory),
    active: v.active,
  };
}

/** 'Material, Labor' for a code's categories; '—' when none. */
export function categoriesText(categories: readonly string[]): string {
  const labels = categories.map((c) => (isExpenseCategory(c) ? EXPENSE_CATEGORY_LABELS[c] : c));
  return labels.length === 0 ? '—' : labels.join(', ');
}
