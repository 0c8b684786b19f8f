import { centsText, exactCents } from './wording';
/**
 * Money is exact: an integer count of US cents, branded so a bare number (dollars) cannot slip in.
 * Conversion happens only at the edges (database numeric strings, JSON numbers, form input).
 */
export type Cents = number & { readonly __brand: 'Cents' };

/** Wraps an integer cent count; throws on a fraction or an unsafe integer instead of rounding silently. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Cents must be a safe integer, got ${value}`);
  return value as Cents;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Parses a decimal string such as "10000.10" or "-3.5" (at most 2 decimals) into cents, exactly. */
export function parseCents(text: string): Cents {
  const m = DECIMAL.exec(text.trim());
  if (!m) throw new RangeError(`Not a money amount with at most 2 decimals: "${text}"`);
  const whole = Number(m[2]);
  const frac = Number((m[3] ?? '').padEnd(2, '0'));
  const value = whole * 100 + frac;
  return cents(m[1] ? -value : value);
}

/** Converts a numeric(…,2) value from PostgreSQL (a string like "12.30", possibly "12.3000") into cents. */
export function centsFromDb(value: string | number | null | undefined): Cents {
  if (value === null || value === undefined) return cents(0);
  if (typeof value === 'number') return dollarsToCents(value);
  const trimmed = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
  return parseCents(trimmed);
}

/** Converts a JSON dollar amount with at most 2 decimals (e.g. 0.1, 10000.1) into cents; throws on more decimals. */
export function dollarsToCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite amount: ${dollars}`);
  const scaled = Math.round(dollars * 100);
  // Reject 0.005-style inputs: the rounded value must give back the same float when divided again.
  if (Math.abs(scaled / 100 - dollars) > 1e-9 * Math.max(1, Math.abs(dollars))) {
    throw new RangeError(`Amount has more than 2 decimals: ${dollars}`);
  }
  return cents(scaled);
}

/** Converts cents to a JSON dollar number (at most 2 decimals, e.g. 30060 → 300.6). */
export function centsToDollars(value: Cents): number {
  return value / 100;
}

/** Converts cents to a numeric literal string for SQL parameters ("300.60"). */
export function centsToDecimalString(value: Cents): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Adds cent amounts exactly (a few, as arguments; a list of any length goes to sumCents). */
export function addCents(...values: Cents[]): Cents {
  return cents(values.reduce((sum, v) => sum + v, 0));
}

/**
 * Sums a list of cent amounts exactly, of any length: a year's 485,000 expenses spread into addCents(...) passed the
 * engine's argument limit ("Maximum call stack size exceeded", the accountant's pack at 10 times the bench).
 */
export function sumCents(values: Iterable<Cents>): Cents {
  let sum = 0;
  for (const v of values) sum += v;
  return cents(sum);
}

/**
 * Sums JSON dollar amounts (at most 2 decimals each) exactly, through cents: [0.1, 0.2] → 0.3, never
 * 0.30000000000000004. Throws, like dollarsToCents, on an amount with more decimals.
 */
export function sumDollars(amounts: readonly number[]): number {
  return centsToDollars(sumCents(amounts.map(dollarsToCents)));
}

/** Subtracts b from a in cents. */
export function subCents(a: Cents, b: Cents): Cents {
  return cents(a - b);
}

/** Multiplies cents by a factor (days, hours) and rounds half away from zero to the cent. */
export function mulCents(value: Cents, factor: number): Cents {
  const raw = value * factor;
  return cents(Math.sign(raw) * Math.round(Math.abs(raw) + 1e-9));
}

let usd: Intl.NumberFormat | undefined;

/** Formats a dollar amount as US currency ("$1,234.50", "-$20.00"); by hand for whole cents (domain/wording.ts groupDigits says why). */
export function formatUsd(dollars: number): string {
  const c = exactCents(dollars);
  if (c !== null) return c < 0 ? `-$${centsText(-c)}` : `$${centsText(c)}`;
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(dollars);
}
