import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { addDays } from '../../domain/dates';
import { laborPay, laborRateMissing } from '../../domain/labor';
import { type Cents, centsFromDb } from '../../domain/money';
import { rateInForce } from '../../domain/pay-rates';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import {
  BATCH,
  decimal,
  expectSame,
  MAX_DAYS_TENTHS,
  MAX_HOURS_HUNDREDTHS,
  MAX_RATE,
  money,
  parityEvaluator,
  RUNS,
  units,
} from './rule-parity';
import { rows } from './sql-fragments';

let server: TestServer;
const evaluate = parityEvaluator(() => server);

describe.each(databaseKinds)('labor_pay(), labor_rate_missing() and employee_rate_on() agree with domain on %s', (kind) => {
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  type PayCase = {
    entryType: string;
    days: number | null;
    hours: number | null;
    customPay: number | null;
    daily: number | null;
    hourly: number | null;
  };
  it('labor pay: SQL labor_pay() = laborPay (rounded half away from zero per record)', async () => {
    const rate = fc.option(units(MAX_RATE), { nil: null, freq: 5 });
    const pay = fc.record({
      entryType: fc.oneof(fc.constantFrom('days', 'hours'), fc.constantFrom('day', 'Hours', '')),
      days: fc.option(units(MAX_DAYS_TENTHS), { nil: null, freq: 5 }),
      hours: fc.option(units(MAX_HOURS_HUNDREDTHS), { nil: null, freq: 5 }),
      customPay: rate,
      daily: rate,
      hourly: rate,
    });
    // Exact half cents with large figures, where a float product can land just under the half: a rate of
    // 100k + 50 cents for an odd number of hundredths of an hour, or 10k + 5 cents for an odd number of tenths of a day.
    const odd = (max: number) => fc.integer({ min: -max, max }).map((n) => 2 * n + 1);
    const halfCent = fc.oneof(
      fc
        .record({ k: fc.integer({ min: 0, max: Math.floor((MAX_RATE - 50) / 100) }), h: odd((MAX_HOURS_HUNDREDTHS - 1) / 2) })
        .map(({ k, h }) => ({ entryType: 'hours', days: null, hours: h, customPay: null, daily: null, hourly: 100 * k + 50 })),
      fc
        .record({
          k: fc.integer({ min: 0, max: Math.floor((MAX_RATE - 5) / 10) }),
          d: odd((MAX_DAYS_TENTHS - 1) / 2),
          custom: fc.boolean(),
        })
        .map(({ k, d, custom }) => ({
          entryType: 'days',
          days: d,
          hours: null,
          customPay: custom ? 10 * k + 5 : null,
          daily: custom ? 1 : 10 * k + 5,
          hourly: null,
        })),
    );
    const examples: PayCase[] = [
      { entryType: 'hours', days: null, hours: 72_355, customPay: null, daily: null, hourly: 23_422_930 }, // 16,947,661,001.5 ¢
      { entryType: 'days', days: 229, hours: null, customPay: null, daily: 89_479_445, hourly: null }, // 2,049,079,290.5 ¢

      { entryType: 'days', days: 5, hours: null, customPay: null, daily: 17_501, hourly: null },
      { entryType: 'hours', days: null, hours: 50, customPay: null, daily: null, hourly: 1 },
      { entryType: 'hours', days: null, hours: -50, customPay: null, daily: null, hourly: 1 },
      { entryType: 'days', days: MAX_DAYS_TENTHS, hours: null, customPay: MAX_RATE, daily: 1, hourly: null },
      { entryType: 'hours', days: null, hours: MAX_HOURS_HUNDREDTHS, customPay: null, daily: null, hourly: MAX_RATE },
      { entryType: 'hours', days: null, hours: 999_950, customPay: null, daily: null, hourly: 99_999_999 },
    ];
    const orNull = <T>(v: T | null, f: (v: T) => string) => (v === null ? null : f(v));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(pay, halfCent), { minLength: 1, maxLength: BATCH }), async (cases) => {
        const got = await evaluate(
          cases.map(
            (c) =>
              sql`${c.entryType}::text, ${orNull(c.days, (d) => decimal(d, 1))}::numeric(5,1), ${orNull(c.hours, (h) => decimal(h, 2))}::numeric(6,2),
                ${orNull(c.customPay, money)}::numeric(8,2), ${orNull(c.daily, money)}::numeric(8,2), ${orNull(c.hourly, money)}::numeric(8,2)`,
          ),
          'et, d, h, cp, dr, hr',
          sql`labor_pay(v.et, v.d, v.h, v.cp, v.dr, v.hr)`,
        );
        const asCents = (c: number | null) => (c === null ? null : (c as Cents));
        expectSame(
          cases,
          got.map((r) => money(centsFromDb(r))),
          (c) =>
            money(
              laborPay({
                entryType: c.entryType,
                days: c.days === null ? null : Number(decimal(c.days, 1)),
                hours: c.hours === null ? null : Number(decimal(c.hours, 2)),
                customPay: asCents(c.customPay),
                dailyRate: asCents(c.daily),
                hourlyRate: asCents(c.hourly),
              }),
            ),
        );
      }),
      { numRuns: RUNS, endOnFailure: true, examples: [[examples]] },
    );
  });

  type RateCase = Pick<PayCase, 'entryType' | 'customPay' | 'daily' | 'hourly'>;
  it('unpriced work: SQL labor_rate_missing() = laborRateMissing (no rate for the entry type, custom pay counts)', async () => {
    const rate = fc.option(fc.oneof(fc.constant(0), units(MAX_RATE)), { nil: null, freq: 3 });
    const record = fc.record({
      entryType: fc.oneof(fc.constantFrom('days', 'hours'), fc.constantFrom('day', 'Hours', '')),
      customPay: rate,
      daily: rate,
      hourly: rate,
    });
    const examples: RateCase[] = [
      { entryType: 'days', customPay: null, daily: null, hourly: 2_550 },
      { entryType: 'days', customPay: null, daily: 0, hourly: null },
      { entryType: 'days', customPay: 0, daily: null, hourly: null },
      { entryType: 'days', customPay: null, daily: 18_000, hourly: null },
      { entryType: 'hours', customPay: 20_000, daily: 18_000, hourly: null },
      { entryType: 'hours', customPay: null, daily: null, hourly: 0 },
      { entryType: 'hours', customPay: null, daily: null, hourly: 1 },
      { entryType: 'Hours', customPay: null, daily: 1, hourly: null },
    ];
    const orNull = (v: number | null) => (v === null ? null : money(v));
    await fc.assert(
      fc.asyncProperty(fc.array(record, { minLength: 1, maxLength: BATCH }), async (cases) => {
        const got = await evaluate(
          cases.map(
            (c) =>
              sql`${c.entryType}::text, ${orNull(c.customPay)}::numeric(8,2), ${orNull(c.daily)}::numeric(8,2), ${orNull(c.hourly)}::numeric(8,2)`,
          ),
          'et, cp, dr, hr',
          sql`labor_rate_missing(v.et, v.cp, v.dr, v.hr)`,
        );
        const asCents = (c: number | null) => (c === null ? null : (c as Cents));
        expectSame(
          cases,
          got.map((r) => r === 'true'),
          (c) =>
            laborRateMissing({
              entryType: c.entryType,
              customPay: asCents(c.customPay),
              dailyRate: asCents(c.daily),
              hourlyRate: asCents(c.hourly),
            }),
        );
      }),
      { numRuns: RUNS, endOnFailure: true, examples: [[examples]] },
    );
  });

  it('the rate in force: SQL employee_rate_on() = rateInForce (latest entry on or before the day, else the first)', async () => {
    const day = fc.integer({ min: 0, max: 1500 }).map((n) => addDays('2024-01-01', n));
    const history = fc.uniqueArray(day, { minLength: 0, maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(history, fc.array(day, { minLength: 1, maxLength: 10 }), async (dates, days) => {
        const db = server.database.db;
        const entries = dates.map((d, i) => ({ effectiveFrom: d, dailyRate: 100 + i, hourlyRate: i % 2 ? null : 20 + i }));
        const got = await db.transaction(async (tx) => {
          // No first entry from the employees trigger: the history is exactly the generated one (none: the row's rates).
          await tx.execute(sql`SELECT set_config('plumbline.rate_history', 'on', true)`);
          const [e] = await rows<{ id: number }>(
            tx.execute(
              sql`INSERT INTO employees (name, position, daily_rate, hourly_rate) VALUES ('Parity', 'Carpenter', 55.00, 5.00) RETURNING id`,
            ),
          );
          for (const r of entries) {
            await tx.execute(sql`INSERT INTO employee_rates (employee_id, effective_from, daily_rate, hourly_rate)
              VALUES (${e.id}, ${r.effectiveFrom}::date, ${r.dailyRate}, ${r.hourlyRate})`);
          }
          const found = await rows<{ daily: number | null; hourly: number | null }>(
            tx.execute(sql`SELECT r.daily_rate::float8 AS daily, r.hourly_rate::float8 AS hourly
              FROM unnest(${`{${days.join(',')}}`}::date[]) WITH ORDINALITY AS d(day, n)
              CROSS JOIN LATERAL employee_rate_on(${e.id}, d.day) r ORDER BY d.n`),
          );
          await tx.execute(sql`DELETE FROM employees WHERE id = ${e.id}`);
          return found;
        });
        expectSame(days, got, (d) => {
          const r = rateInForce(entries, d) ?? { dailyRate: 55, hourlyRate: 5 };
          return { daily: r.dailyRate, hourly: r.hourlyRate };
        });
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});
