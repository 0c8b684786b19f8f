import { z } from 'zod';
import { looseNumber } from './validation';
import { groupDigitsCents } from './wording';

/** Largest value numeric(10,2) holds (budgets, amounts), dollars. */
export const MAX_AMOUNT = 99_999_999.99;
/** Largest value numeric(8,2) holds (rates, custom pay), dollars. */
export const MAX_RATE = 999_999.99;

/**
 * True when a dollar number has at most two decimals, read from its shortest decimal form: 12.5 and 12.34
 * pass; 12.345, 0.1 + 0.2 (0.30000000000000004) and 1e-10 do not (no tolerance that would round 1e-10 to 0).
 */
export function hasAtMostTwoDecimals(n: number): boolean {
  return Number.isFinite(n) && /^-?\d+(\.\d{1,2})?$/.test(String(n));
}

type MoneyOptions = {
  /** Refuse 0 (the spec's "greater than 0"): the smallest accepted amount is then 0.01. */
  positive?: string;
  /** Largest accepted value, dollars; MAX_AMOUNT unless given. */
  max?: number;
};

const maxText = groupDigitsCents;

/** The checks on a dollar number: ≥ 0 (or ≥ 0.01 with `positive`), ≤ max, at most 2 decimals. */
export function moneyNumber(label: string, opts: MoneyOptions = {}) {
  const max = opts.max ?? MAX_AMOUNT;
  return z
    .number({ error: `${label} must be a number` })
    .refine((n) => hasAtMostTwoDecimals(n), { message: `${label} can have at most 2 decimals`, abort: true })
    .refine((n) => n >= 0, { message: opts.positive ?? `${label} cannot be negative`, abort: true })
    .refine((n) => !opts.positive || n >= 0.01, { message: opts.positive ?? '', abort: true })
    .refine((n) => n <= max, `${label} must be at most ${maxText(max)}`);
}

/**
 * A required dollar amount from a form or JSON: a number or plain decimal string, at most 2 decimals,
 * within numeric(10,2) (or `max`); with `positive`, 0 is refused with that message.
 */
export function moneySchema(label: string, opts: MoneyOptions = {}) {
  return looseNumber({ required: `${label} is required`, invalid: `${label} must be a number` }).pipe(moneyNumber(label, opts));
}

/** An optional dollar amount: '', null or absent mean none (null). */
export function optionalMoneySchema(label: string, opts: MoneyOptions = {}) {
  return looseNumber({ invalid: `${label} must be a number` }).pipe(moneyNumber(label, opts).nullable());
}

/**
 * A dollar amount that must be a JSON number (not a string), e.g. receipt figures edited in the results.
 * Checks only, no transform, so it can also describe a response.
 */
export function jsonMoneySchema(label: string, opts: MoneyOptions = {}) {
  return moneyNumber(label, opts);
}
