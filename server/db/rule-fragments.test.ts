import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costBucket } from '../../domain/cost-tracking';
import { addDays } from '../../domain/dates';
import { EXPENSE_CATEGORIES } from '../../domain/expenses';
import { budgetHealth, riskLevel, timelineHealth, timelineOverrunPercent } from '../../domain/health';
import { plannedDays, profitMargin } from '../../domain/projects';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { costBucketSql, profitMarginSql, riskLevelSql, timelineOverrunSql } from './rule-fragments';
import { BATCH, expectSame, INT4, MAX_BUDGET, MAX_TOTAL, money, parityEvaluator, RUNS, units } from './rule-parity';

let server: TestServer;
const evaluate = parityEvaluator(() => server);

describe.each(databaseKinds)('SQL rule fragments agree with domain/ on %s', (kind) => {
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('cost bucket: costBucketSql = costBucket for every category and other text', async () => {
    const category = fc.oneof(
      fc.constantFrom(...EXPENSE_CATEGORIES),
      fc.constantFrom('Labor', 'labor ', 'materials', ''),
      fc.string({ maxLength: 12 }).filter((s) => !s.includes('\0')),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(category, { minLength: 1, maxLength: BATCH }), async (cats) => {
        const got = await evaluate(
          cats.map((c) => sql`${c}::text`),
          'c',
          costBucketSql(sql`v.c`),
        );
        expectSame(cats, got, costBucket);
      }),
      { numRuns: RUNS, endOnFailure: true, examples: [[[...EXPENSE_CATEGORIES]]] },
    );
  });

  type MarginCase = { budget: number; expenses: number; labor: number };
  it('profit margin: profitMarginSql = profitMargin (2 decimals, half away from zero, 0 for a zero budget)', async () => {
    // Exact halves: budget 200 × k dollars and a profit of j odd hundredths of a percent of it (27.545 % …).
    const half = fc
      .record({ k: fc.integer({ min: 1, max: 499_999 }), j: fc.integer({ min: -200_000, max: 200_000 }) })
      .map(({ k, j }) => ({ budget: 20_000 * k, expenses: 20_000 * k - (2 * j + 1) * k, labor: 0 }))
      .filter((c) => Math.abs(c.expenses) <= MAX_TOTAL);
    const any = fc.record({ budget: units(MAX_BUDGET), expenses: units(MAX_TOTAL), labor: units(MAX_TOTAL) });
    const margin = fc.oneof(half, any);
    const examples: MarginCase[] = [
      { budget: 20_000, expenses: 14_491, labor: 0 },
      { budget: 20_000, expenses: 5509, labor: 8982 },
      { budget: 0, expenses: 100, labor: 0 },
      { budget: 0, expenses: 0, labor: 0 },
      { budget: 1, expenses: MAX_TOTAL, labor: MAX_TOTAL },
      { budget: -MAX_BUDGET, expenses: 1, labor: 0 },
      { budget: 3, expenses: 1, labor: 0 },
      { budget: 200_000, expenses: 200_001, labor: 0 },
      // Within 1/(200 × budget) % of a half, far from 0: a quotient rounded to 16 significant digits lands on the half.
      { budget: MAX_BUDGET, expenses: 99_999_999_490_000, labor: 0 },
      { budget: MAX_BUDGET, expenses: 50_004_999_744_999, labor: 50_004_999_745_000 },
      { budget: MAX_BUDGET, expenses: 99_990_000_490_001, labor: 0 },
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(margin, { minLength: 1, maxLength: BATCH }), async (cases) => {
        const got = await evaluate(
          cases.map((c) => sql`${money(c.budget)}::numeric(10,2), ${money(c.expenses)}::numeric(14,2), ${money(c.labor)}::numeric(14,2)`),
          'b, x, l',
          profitMarginSql(sql`v.b`, sql`(v.x + v.l)`),
        );
        expectSame(
          cases,
          got.map((r) => Number(r)),
          (c) => profitMargin(c.budget, c.expenses + c.labor),
        );
      }),
      { numRuns: RUNS, endOnFailure: true, examples: [[examples]] },
    );
  });

  type RiskCase = { budget: number; spent: number; start: number; end: number | null; estimated: number | null };
  const today = '2026-11-20';
  const day = (offset: number) => addDays(today, offset);
  const domainRisk = (c: RiskCase) => {
    const end = c.end === null ? null : day(c.end);
    const planned = plannedDays({ estimatedDays: c.estimated, startDate: day(c.start), endDate: end });
    const overrun = timelineOverrunPercent({ startDate: day(c.start), endDate: end, plannedDays: planned, completed: false }, today);
    return riskLevel(budgetHealth(c.budget, c.spent), timelineHealth(overrun));
  };
  it('at risk: riskLevelSql of timelineOverrunSql = riskLevel of budgetHealth and timelineHealth', async () => {
    const offset = fc.oneof(fc.integer({ min: -60, max: 60 }), fc.integer({ min: -4000, max: 4000 }));
    const estimated = fc.option(fc.oneof(fc.constantFrom(0, 1, -1, INT4, -INT4), fc.integer({ min: -30, max: 60 }), fc.integer()), {
      nil: null,
    });
    const any = fc.record({
      budget: units(MAX_BUDGET),
      spent: units(MAX_TOTAL),
      start: offset,
      end: fc.option(offset, { nil: null }),
      estimated,
    });
    // Budget thresholds: spent within a cent of 60 % and 90 % of a budget that is a multiple of 10 cents.
    const nearBudget = fc
      .record({
        tenths: fc.integer({ min: 0, max: Math.floor(MAX_BUDGET / 10) }),
        share: fc.constantFrom(6, 9),
        delta: fc.integer({ min: -1, max: 1 }),
      })
      .chain(({ tenths, share, delta }) =>
        fc.record({
          budget: fc.constant(tenths * 10),
          spent: fc.constant(tenths * share + delta),
          start: offset,
          end: fc.constant(null),
          estimated,
        }),
      );
    // Timeline thresholds: late by planned days × 50 % or 100 %, give or take a day.
    const nearTimeline = fc
      .record({
        planned: fc.integer({ min: 1, max: 400 }),
        share: fc.constantFrom(0.5, 1),
        delta: fc.integer({ min: -1, max: 1 }),
        // Planned days given as estimated days (the span then differs), or from the span with none, 0 or a negative estimate.
        estimate: fc.constantFrom('given', 'none', 'zero', 'negative'),
      })
      .map(({ planned, share, delta, estimate }) => {
        const late = Math.ceil(planned * share) + delta;
        const end = -late;
        const given = estimate === 'given';
        const estimated = { given: planned, none: null, zero: 0, negative: -planned }[estimate];
        return { budget: 100_000, spent: 0, start: end - planned + 1 + (given ? 3 : 0), end, estimated };
      });
    const examples: RiskCase[] = [
      { budget: 0, spent: 0, start: -5, end: 5, estimated: null },
      { budget: 0, spent: 1, start: -5, end: 5, estimated: null },
      { budget: -100, spent: 0, start: -5, end: 5, estimated: null },
      { budget: 100_000, spent: 90_000, start: -5, end: null, estimated: null },
      { budget: 100_000, spent: 90_001, start: -5, end: null, estimated: null },
      { budget: 100_000, spent: 60_000, start: -5, end: null, estimated: null },
      { budget: 100_000, spent: 60_001, start: -5, end: null, estimated: null },
      { budget: 100_000, spent: 0, start: -19, end: -10, estimated: null },
      { budget: 100_000, spent: 0, start: -20, end: -11, estimated: 0 },
      { budget: 100_000, spent: 0, start: -20, end: -11, estimated: -3 },
      { budget: 100_000, spent: 0, start: -20, end: -1, estimated: -3 },
      { budget: 100_000, spent: 0, start: 5, end: -1, estimated: null },
      { budget: 100_000, spent: 0, start: -30, end: -10, estimated: INT4 },
      { budget: 100_000, spent: 0, start: -30, end: null, estimated: 10 }, // no end date: the estimate's end, 21 days late
      { budget: 100_000, spent: 0, start: -30, end: null, estimated: INT4 },
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(any, nearBudget, nearTimeline), { minLength: 1, maxLength: BATCH }), async (cases) => {
        const p = { estimatedDays: sql`v.est`, startDate: sql`v.s`, endDate: sql`v.e`, status: sql`'active'` };
        const got = await evaluate(
          cases.map(
            (c) =>
              sql`${money(c.budget)}::numeric(10,2), ${money(c.spent)}::numeric(15,2), ${day(c.start)}::date,
                ${c.end === null ? null : day(c.end)}::date, ${c.estimated}::int, ${today}::date`,
          ),
          'b, spent, s, e, est, today',
          riskLevelSql(sql`v.b`, sql`v.spent`, timelineOverrunSql(p, sql`v.today`)),
        );
        expectSame(cases, got, domainRisk);
      }),
      { numRuns: RUNS, endOnFailure: true, examples: [[examples]] },
    );
  });

  type OverrunCase = { start: number; end: number | null; estimated: number | null; status: string };
  it('timeline overrun: timelineOverrunSql = timelineOverrunPercent (the notification check and the health score read it)', async () => {
    const offset = fc.oneof(fc.integer({ min: -60, max: 60 }), fc.integer({ min: -4000, max: 4000 }));
    const overrun = fc.record({
      start: offset,
      end: fc.option(offset, { nil: null }),
      estimated: fc.option(fc.oneof(fc.constantFrom(0, 1, -1, INT4, -INT4), fc.integer({ min: -30, max: 60 })), { nil: null }),
      status: fc.constantFrom('active', 'in_progress', 'on_hold', 'completed'),
    });
    const a = 'active';
    const examples: OverrunCase[] = [
      { start: -20, end: -10, estimated: null, status: a }, // 10 days late on an 11-day span: 90.909… %
      { start: -20, end: -1, estimated: 10, status: a }, // 1 day late on 10 planned days: 10 %, the default threshold
      { start: -20, end: 0, estimated: 10, status: a }, // ends today: not late
      { start: 5, end: -1, estimated: null, status: a }, // end before start: planned days at least 1
      { start: -20, end: -10, estimated: 0, status: a },
      { start: -20, end: null, estimated: 10, status: a }, // no end date: start + 10 − 1 = day −11, 11 days late: 110 %
      { start: -20, end: null, estimated: 21, status: a }, // the estimate's last day is today: not late
      { start: -20, end: null, estimated: 20, status: a }, // 1 day late: 5 %
      { start: -20, end: null, estimated: INT4, status: a }, // a huge estimate never builds a date
      { start: -20, end: -10, estimated: null, status: 'completed' }, // completed: not behind any more
      { start: -20, end: null, estimated: 0, status: a }, // no plan at all
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(overrun, { minLength: 1, maxLength: BATCH }), async (cases) => {
        const p = { estimatedDays: sql`v.est`, startDate: sql`v.s`, endDate: sql`v.e`, status: sql`v.st` };
        const got = await evaluate(
          cases.map(
            (c) =>
              sql`${day(c.start)}::date, ${c.end === null ? null : day(c.end)}::date, ${c.estimated}::int, ${c.status}::text, ${today}::date`,
          ),
          's, e, est, st, today',
          timelineOverrunSql(p, sql`v.today`),
        );
        cases.forEach((c, i) => {
          const end = c.end === null ? null : day(c.end);
          const planned = plannedDays({ estimatedDays: c.estimated, startDate: day(c.start), endDate: end });
          const want = timelineOverrunPercent(
            { startDate: day(c.start), endDate: end, plannedDays: planned, completed: c.status === 'completed' },
            today,
          );
          const value = Number(got[i]);
          // numeric keeps about 20 significant digits, a double about 16: equal to a part in 10¹².
          expect({ case: c, close: Math.abs(value - want) <= 1e-12 * Math.max(1, Math.abs(want)) }).toEqual({ case: c, close: true });
        });
      }),
      { numRuns: RUNS, endOnFailure: true, examples: [[examples]] },
    );
  });
});
