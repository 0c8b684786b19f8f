import { type Cents, cents } from '../money';

export type ReconLine = { id: number; date: string; description: string; amount: Cents; matchedItemDate: string | null };
export type ReconItem = { kind: string; id: number; date: string; payee: string; amount: Cents; matchedLineDate: string | null };

export type Reconciliation = {
  monthEnd: string;
  /** The statement's balance at month end: the one it states (last running balance of the month), else opening + lines. */
  statementBalance: Cents;
  statementBalanceStated: boolean;
  /** Opening balance + every book item paid through the account from the opening date to month end. */
  bookBalance: Cents;
  /** statementBalance − bookBalance, to the cent. */
  difference: Cents;
  /** On the statement by month end, not (yet) in the books by month end: bank fees, interest, a missing expense. */
  unmatchedLines: ReconLine[];
  /** In the books by month end, not on the statement by month end: outstanding checks, deposits in transit. */
  unclearedItems: ReconItem[];
  /** What the lists above do not explain (0 when the reconciliation ties): a missing statement or a wrong balance. */
  unexplained: Cents;
};

/**
 * The month-end bank reconciliation of one account: statement balance against book balance, and the difference
 * broken into its reconciling items (the classic two-sided bank reconciliation: lines not in the books, book items
 * not cleared). Both sides start from the account's opening balance on its opening date; a matched pair whose other
 * half falls after month end is a timing difference and shows on the side that is dated in the month.
 */
export function reconcile(input: {
  monthEnd: string;
  opening: Cents;
  lines: readonly ReconLine[];
  items: readonly ReconItem[];
  /** The last running balance the statement states on or before month end, with its date; null when none. */
  stated: { date: string; balance: Cents } | null;
}): Reconciliation {
  const { monthEnd } = input;
  const lines = input.lines.filter((l) => l.date <= monthEnd);
  const items = input.items.filter((i) => i.date <= monthEnd);
  const sum = (values: readonly { amount: Cents }[]) => cents(values.reduce((s, v) => s + v.amount, 0));
  const computed = cents(input.opening + sum(lines));
  const stated = input.stated && input.stated.date <= monthEnd ? input.stated.balance : null;
  const statementBalance = stated ?? computed;
  const bookBalance = cents(input.opening + sum(items));
  const unmatchedLines = lines.filter((l) => l.matchedItemDate === null || l.matchedItemDate > monthEnd);
  const unclearedItems = items.filter((i) => i.matchedLineDate === null || i.matchedLineDate > monthEnd);
  const difference = cents(statementBalance - bookBalance);
  const explained = cents(sum(unmatchedLines) - sum(unclearedItems));
  return {
    monthEnd,
    statementBalance,
    statementBalanceStated: stated !== null,
    bookBalance,
    difference,
    unmatchedLines,
    unclearedItems,
    unexplained: cents(difference - explained),
  };
}

/** The last day of a month given as YYYY-MM. */
export function monthEndOf(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}
