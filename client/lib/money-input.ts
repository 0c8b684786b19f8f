import { centsToDollars } from '../../domain/money';
import { roundDollarsToCents } from '../../domain/money-sum';

/**
 * Dollars from a Mantine NumberInput's onChange, rounded to the cent, or null when blank. NumberInput answers a
 * string, not a number, for text such as "60.10" or "60." (trailing zeros, a trailing point), which is still money.
 */
export function dollarsFromNumberInput(value: number | string): number | null {
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? centsToDollars(roundDollarsToCents(n)) : null;
}
