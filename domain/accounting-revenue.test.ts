import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billedItems,
  type JobHistory,
  jobEarnedByMonth,
  jobRevenueBetween,
  jobStateAt,
  REVENUE_METHODS,
  yearMonthEnds,
} from './accounting-revenue';
import { addDays } from './dates';
import { type Cents, cents, parseCents } from './money';

const $ = (s: string): Cents => parseCents(s);
const empty: JobHistory = { budget: $('0'), changeOrders: [], costs: [], estimates: [], finishedOn: null, invoices: [], payments: [] };

describe('revenue on each basis', () => {
  // A job of 100,000 + a 10,000 change order approved in March; 30,000 of cost in Feb and 20,000 in April; an
  // estimate of 80,000 from January revised to 100,000 in April; invoices: a sent one in Feb (completed 40,000),
  // a draft in March (60,000), a void one, a sent one in May (70,000); payments 36,000 in March and 27,000 in June.
  const job: JobHistory = {
    budget: $('100000'),
    changeOrders: [{ date: '2026-03-10', amount: $('10000') }],
    costs: [
      { date: '2026-02-15', amount: $('30000') },
      { date: '2026-04-20', amount: $('20000') },
    ],
    estimates: [
      { date: '2026-01-01', amount: $('80000') },
      { date: '2026-04-01', amount: $('100000') },
    ],
    finishedOn: null,
    invoices: [
      { date: '2026-02-28', status: 'sent', completedToDate: $('40000') },
      { date: '2026-03-31', status: 'draft', completedToDate: $('60000') },
      { date: '2026-04-15', status: 'void', completedToDate: $('65000') },
      { date: '2026-05-31', status: 'partially_paid', completedToDate: $('70000') },
    ],
    payments: [
      { date: '2026-03-05', amount: $('36000') },
      { date: '2026-06-05', amount: $('27000') },
    ],
  };

  it('earned: cost-to-cost with the contract and estimate in force on each day, the revision caught up when made', () => {
    // Feb: 100,000 × 30,000 / 80,000 = 37,500; Mar: 110,000 × 30,000 / 80,000 = 41,250 (+3,750);
    // Apr: 110,000 × 50,000 / 100,000 = 55,000 (+13,750); year 55,000
    expect(jobRevenueBetween('earned', job, '2026-02-01', '2026-02-28')).toBe($('37500'));
    expect(jobRevenueBetween('earned', job, '2026-03-01', '2026-03-31')).toBe($('3750'));
    expect(jobRevenueBetween('earned', job, '2026-04-01', '2026-04-30')).toBe($('13750'));
    expect(jobRevenueBetween('earned', job, '2026-01-01', '2026-12-31')).toBe($('55000'));
  });

  it('billed: sent applications on their dates, never drafts or voids, the next one billed over the last one sent', () => {
    expect(billedItems(job)).toEqual([
      { date: '2026-02-28', amount: $('40000') },
      { date: '2026-05-31', amount: $('30000') },
    ]);
    expect(jobRevenueBetween('billed', job, '2026-03-01', '2026-04-30')).toBe(0);
    expect(jobRevenueBetween('billed', job, '2026-01-01', '2026-12-31')).toBe($('70000'));
  });

  it('cash: payments on the day received', () => {
    expect(jobRevenueBetween('cash', job, '2026-01-01', '2026-03-31')).toBe($('36000'));
    expect(jobRevenueBetween('cash', job, '2026-01-01', '2026-12-31')).toBe($('63000'));
  });

  it('a completed job has earned its contract; without an estimate its cost', () => {
    expect(jobRevenueBetween('earned', { ...job, finishedOn: '2026-06-30' }, '2026-06-01', '2026-06-30')).toBe($('55000'));
    expect(jobRevenueBetween('earned', { ...job, estimates: [] }, '2026-01-01', '2026-12-31')).toBe($('50000'));
    expect(jobStateAt(empty, '2026-01-01')).toEqual({ contractValue: 0, costToDate: 0, estimatedTotalCost: null, completed: false });
  });
});

// ------------------------------------------------------------------------------------------------------ property

const DAYS = Array.from({ length: 365 }, (_, i) => addDays('2026-01-01', i));
const day = fc.constantFrom(...DAYS);
const amount = (max: number) => fc.integer({ min: 1, max }).map(cents);
const dated = (max: number) => fc.array(fc.record({ date: day, amount: amount(max) }), { maxLength: 6 });
const jobArb: fc.Arbitrary<JobHistory> = fc.record({
  budget: amount(50_000_000),
  changeOrders: dated(5_000_000),
  costs: dated(10_000_000),
  estimates: fc.array(fc.record({ date: day, amount: fc.option(fc.integer({ min: 0, max: 60_000_000 }).map(cents), { nil: null }) }), {
    maxLength: 6,
  }),
  finishedOn: fc.option(day, { nil: null }),
  invoices: fc
    .array(fc.record({ date: day, status: fc.constantFrom('draft', 'sent', 'paid', 'void'), step: amount(10_000_000) }), { maxLength: 5 })
    .map((list) => {
      let total = 0;
      return [...list]
        .sort((a, b) => a.date.localeCompare(b.date))
        .map(({ date, status, step }) => {
          total += step;
          return { date, status, completedToDate: cents(total) };
        });
    }),
  payments: dated(10_000_000),
});

/** The rules written out again with BigInt and no shared code: what an accountant would compute by hand. */
function independent(method: string, job: JobHistory, from: string, to: string): bigint {
  const at = (d: string): bigint => {
    if (method === 'cash') return job.payments.filter((p) => p.date <= d).reduce((s, p) => s + BigInt(p.amount), 0n);
    if (method === 'billed') {
      const sent = job.invoices.filter((i) => i.status !== 'draft' && i.status !== 'void' && i.date <= d);
      return BigInt(sent.at(-1)?.completedToDate ?? 0);
    }
    const contract = BigInt(job.budget) + job.changeOrders.filter((c) => c.date <= d).reduce((s, c) => s + BigInt(c.amount), 0n);
    const cost = job.costs.filter((c) => c.date <= d).reduce((s, c) => s + BigInt(c.amount), 0n);
    if (job.finishedOn !== null && job.finishedOn <= d) return contract;
    const inForce = job.estimates.filter((e) => e.date <= d).sort((a, b) => a.date.localeCompare(b.date));
    const last = inForce.length ? inForce[inForce.length - 1].amount : null;
    const est = last === null ? null : BigInt(last);
    if (est === null || est === 0n || est < cost) return contract > 0n && cost > contract ? contract : cost; // zero margin, capped
    if (est > contract) return contract - est + cost; // the whole expected loss: recognised = cost + (contract − est)
    const n = contract * cost * 2n + est;
    return n / (est * 2n); // half up (all positive)
  };
  return at(to) - at(addDays(from, -1));
}

describe('revenue property', () => {
  it('each basis equals an independent recomputation over generated jobs, and months add up to the year', () => {
    fc.assert(
      fc.property(fc.array(jobArb, { minLength: 1, maxLength: 4 }), fc.constantFrom(...REVENUE_METHODS), (jobs, method) => {
        const months = Array.from({ length: 12 }, (_, m) => {
          const from = `2026-${String(m + 1).padStart(2, '0')}-01`;
          const to = addDays(m === 11 ? '2027-01-01' : `2026-${String(m + 2).padStart(2, '0')}-01`, -1);
          return { from, to };
        });
        let year = 0n;
        for (const { from, to } of months) {
          const got = jobs.reduce((s, j) => s + BigInt(jobRevenueBetween(method, j, from, to)), 0n);
          expect(got).toBe(jobs.reduce((s, j) => s + independent(method, j, from, to), 0n));
          year += got;
        }
        expect(year).toBe(jobs.reduce((s, j) => s + BigInt(jobRevenueBetween(method, j, '2026-01-01', '2026-12-31')), 0n));
      }),
      { numRuns: 200 },
    );
  });
});

describe('earned by month', () => {
  it('the months of a year are the catch-up between month ends and add up to the year', () => {
    const job: JobHistory = {
      ...empty,
      budget: $('100000'),
      costs: [
        { date: '2025-12-01', amount: $('10000') },
        { date: '2026-02-01', amount: $('30000') },
      ],
      estimates: [{ date: '2025-11-01', amount: $('80000') }],
    };
    // Dec 2025: 100,000 × 10,000 / 80,000 = 12,500 before the year; Feb: 100,000 × 40,000 / 80,000 = 50,000 (+37,500)
    const months = jobEarnedByMonth(job, 2026);
    expect(months[1]).toBe($('37500'));
    expect(months.reduce((s, v) => s + v, 0)).toBe(jobRevenueBetween('earned', job, '2026-01-01', '2026-12-31'));
    expect(yearMonthEnds(2026)[0]).toBe('2025-12-31');
    expect(yearMonthEnds(2026)[12]).toBe('2026-12-31');
  });
});
