import { utcDayText } from '../../domain/dates';
import { formatUsd } from '../../domain/money';

/** "$1,234.50": money is always currency with two decimals (domain/money formatUsd), tiles and charts too. */
export function formatMoney(dollars: number | string | null | undefined): string {
  return formatUsd(Number(dollars ?? 0));
}
/** "12.5%" */
export function formatPercent(value: number | null | undefined, digits = 1): string {
  return `${Number(value ?? 0).toFixed(digits)}%`;
}

/** A calendar date 'YYYY-MM-DD' as "Nov 22, 2026" without any time-zone shift. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '—';
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return utcDayText(new Date(Date.UTC(y, m - 1, d)), 'date');
}

/** Said wherever a margin or profit is left out because nothing has been spent yet (issue 18, honest figures). */
export const NO_COSTS_YET = 'No costs recorded yet';

/** A margin with one decimal, or "—" when no cost is recorded yet: the 100 % it would show is no result. */
export function formatMargin(margin: number | null | undefined, costs: number): string {
  return costs === 0 ? '—' : formatPercent(margin);
}
