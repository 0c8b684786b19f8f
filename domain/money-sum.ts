import { type Cents, cents, mulCents, sumCents } from './money';

/** The mean of cent amounts, rounded half away from zero to the cent; 0 for no amounts. */
export function meanCents(values: readonly Cents[]): Cents {
  if (values.length === 0) return cents(0);
  const total = sumCents(values);
  return cents(Math.sign(total) * Math.round(Math.abs(total) / values.length));
}

/**
 * A typed dollar amount (a form field may hold a float such as 12.345) rounded half away from zero to the cent,
 * in cents: the one place a dollar value is rounded on purpose rather than refused (dollarsToCents refuses).
 */
export function roundDollarsToCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite amount: ${dollars}`);
  return mulCents(cents(100), dollars);
}
