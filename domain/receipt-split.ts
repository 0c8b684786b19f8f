import { EXPENSE_CATEGORIES, type ExpenseCategory } from './expenses';
import { addCents, type Cents, centsToDollars, dollarsToCents, formatUsd, subCents } from './money';

/**
 * Categories one part of a split receipt can be charged to: every expense category but labor (a receipt is
 * never the crew's pay, and a foreman may not record labor), in the expense list's order.
 */
export type ReceiptSplitCategory = Exclude<ExpenseCategory, 'labor'>;
export const RECEIPT_SPLIT_CATEGORIES = EXPENSE_CATEGORIES.filter((c): c is ReceiptSplitCategory => c !== 'labor');

/** Split parts a receipt may have: at least two (one part is no split), at most twenty. */
export const MIN_SPLIT_PARTS = 2;
export const MAX_SPLIT_PARTS = 20;

/**
 * What is left of the receipt total (dollars) after the parts (dollars, at most 2 decimals; blank counts as 0),
 * in cents: positive while some is unassigned, negative when the parts are over the total, 0 when they add up.
 */
export function splitRemainderCents(total: number, amounts: readonly (number | null)[]): Cents {
  return subCents(dollarsToCents(total), addCents(...amounts.map((a) => dollarsToCents(a ?? 0))));
}

/** A part of a split as the receipt screen holds it while the user fills it in. */
export type SplitDraft = { projectId: number | null; category: ReceiptSplitCategory | null; amount: number | null };

/**
 * Why a split cannot be saved yet, in the words the receipt screen shows, or null when it can: every part needs
 * a project and an amount over $0.00, and the parts must add up to the receipt total to the cent.
 */
export function splitProblem(total: number | null, parts: readonly SplitDraft[]): string | null {
  if (total === null || total <= 0) return 'Enter the total from the receipt before splitting it';
  if (parts.length < MIN_SPLIT_PARTS) return 'A split needs at least two parts';
  if (parts.some((p) => p.projectId === null)) return 'Choose a project for each part';
  if (parts.some((p) => p.amount === null || p.amount <= 0)) return 'Enter an amount over $0.00 for each part';
  const left = splitRemainderCents(
    total,
    parts.map((p) => p.amount),
  );
  if (left === 0) return null;
  const off = formatUsd(Math.abs(centsToDollars(left)));
  const rule = `The parts must add up to the receipt total of ${formatUsd(total)}`;
  return left > 0 ? `${rule}: ${off} is not assigned yet` : `${rule}: they are ${off} over it`;
}
