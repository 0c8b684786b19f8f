import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import { cents, centsToDecimalString } from '../../domain/money';
import type { TestServer } from '../test/harness';
import { rows } from './sql-fragments';

/**
 * Shared by the parity tests (rule-fragments.test.ts, rule-fragments-labor.test.ts). Parity of the SQL rule fragments (and labor_pay()) with their TypeScript twins in domain/: fast-check generates
 * batches of inputs within the columns' types, with their edges (zero and negative budgets, half cents, exact
 * thresholds, the largest values), one SELECT over a VALUES list evaluates the fragment for the whole batch on
 * a real database, and every answer must equal the domain function's. Runs on PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set.
 */

/** Batches per property and cases per batch: about 4,000 cases per rule and engine. */
export const RUNS = Number(process.env.PARITY_RUNS ?? 40);
export const BATCH = 100;

// Integer cent (or tenth, hundredth) ranges of the columns: numeric(10,2), numeric(14,2), numeric(8,2), …
export const MAX_BUDGET = 9_999_999_999;
export const MAX_TOTAL = 99_999_999_999_999;
export const MAX_RATE = 99_999_999;
export const MAX_DAYS_TENTHS = 99_999;
export const MAX_HOURS_HUNDREDTHS = 999_999;
export const INT4 = 2_147_483_647;

/** Integers in [-max, max], biased towards the edges and towards small values where half cents and thresholds sit. */
export const units = (max: number) =>
  fc.oneof(
    fc.constantFrom(0, 1, -1, 2, 5, 50, 99, 100, max, -max, max - 1),
    fc.integer({ min: -1000, max: 1000 }),
    fc.integer({ min: -max, max }),
  );
/** A decimal literal of `n` units with `scale` decimals (n = 12345, scale 2 → "123.45"). */
export const decimal = (n: number, scale: 1 | 2) => {
  const f = 10 ** scale;
  const abs = Math.abs(n);
  return `${n < 0 ? '-' : ''}${Math.floor(abs / f)}.${String(abs % f).padStart(scale, '0')}`;
};
export const money = (c: number) => centsToDecimalString(cents(c));

/** Evaluates `expr` over one VALUES row per case (columns `cols`, row number `i`); answers ordered by i, as text. */
export function parityEvaluator(server: () => TestServer) {
  return async (valueRows: SQL[], cols: string, expr: SQL): Promise<(string | null)[]> => {
    const list = sql.join(
      valueRows.map((r, i) => sql`(${i}::int, ${r})`),
      sql`, `,
    );
    const out = await rows<{ r: string | null }>(
      server().database.db.execute(sql`SELECT (${expr})::text AS r FROM (VALUES ${list}) AS v(${sql.raw(`i, ${cols}`)}) ORDER BY v.i`),
    );
    return out.map((o) => o.r);
  };
}

/** Compares a batch case by case so a failure names the first input that disagrees. */
export function expectSame<C>(cases: C[], fromSql: unknown[], fromDomain: (c: C) => unknown) {
  cases.forEach((c, i) => {
    expect({ case: c, value: fromSql[i] }).toEqual({ case: c, value: fromDomain(c) });
  });
}
