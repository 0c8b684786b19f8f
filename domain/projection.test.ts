import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, cents, parseCents } from './money';
import { estimateAtCompletion, type ProjectionInput, portfolio, projectionRating, projectJob } from './projection';

// Every expected figure was worked out by hand (the comments show the working).
const $ = (s: string): Cents => parseCents(s);
const base: ProjectionInput = {
  basis: 'earned',
  contractValue: $('27321'),
  costToDate: $('8000'),
  estimatedTotalCost: $('40029.82'),
  completed: false,
  billedToDate: $('10000'),
  receivedToDate: $('9000'),
  timeElapsedPercent: 20.6,
  timelineOverrunPercent: 0,
};

describe('projection of one job', () => {
  it("the issue's kitchen: projected at a loss is high risk, whatever the time elapsed", () => {
    // projected 27,321 − 40,029.82 = −12,708.82; margin −12,708.82 ÷ 27,321 = −46.52 %
    // earned 27,321 × 8,000 ÷ 40,029.82 = 5,460.13; a loss contract carries the whole loss: profit to date −12,708.82
    const p = projectJob(base);
    expect(p).toMatchObject({
      estimateAtCompletion: $('40029.82'),
      estimateSource: 'estimate',
      projectedProfit: $('-12708.82'),
      projectedMarginBp: -4652,
      profitToDate: $('-12708.82'),
      revenueToDate: $('-4708.82'),
      budgetLeft: $('19321'),
      workDoneBp: 1999, // 8,000 ÷ 40,029.82 = 19.99 %
      timeElapsedPercent: 20.6,
      risk: 'high',
      budgetHealth: 0, // 30 + 3 × −46.52 < 0
    });
  });

  it('a healthy job: profit to date on each basis, projected margin, work done', () => {
    // contract 100,000, estimate 80,000, cost 40,000: earned 100,000 × 40,000 ÷ 80,000 = 50,000 → 10,000 to date
    const input = { ...base, contractValue: $('100000'), costToDate: $('40000'), estimatedTotalCost: $('80000') };
    const earned = projectJob(input);
    expect(earned).toMatchObject({ revenueToDate: $('50000'), profitToDate: $('10000'), marginToDateBp: 2000 });
    expect(earned).toMatchObject({ projectedProfit: $('20000'), projectedMarginBp: 2000, workDoneBp: 5000, risk: 'low' });
    // 30 + 3 × 20 = 90
    expect(earned.budgetHealth).toBe(90);
    // billed 10,000 − 40,000 = −30,000 to date; cash 9,000 − 40,000 = −31,000; projected is the same on every basis
    expect(projectJob({ ...input, basis: 'billed' })).toMatchObject({ profitToDate: $('-30000'), projectedProfit: $('20000') });
    expect(projectJob({ ...input, basis: 'cash' })).toMatchObject({ profitToDate: $('-31000'), marginToDateBp: -34444 });
  });

  it('a thin projected margin is medium risk (under 10 %), and the timeline still counts', () => {
    // contract 100,000, estimate 95,000: 5 % → 30 + 15 = 45 < 60
    const thin = { ...base, contractValue: $('100000'), costToDate: $('10000'), estimatedTotalCost: $('95000') };
    expect(projectJob(thin)).toMatchObject({ projectedMarginBp: 500, budgetHealth: 45, risk: 'medium' });
    const late = { ...thin, estimatedTotalCost: $('50000'), timelineOverrunPercent: 120 };
    expect(projectJob(late)).toMatchObject({ risk: 'high', timelineHealth: 40 });
  });

  it('without an estimate: zero margin (break-even), work done unknown, the spec rule for health', () => {
    const p = projectJob({ ...base, estimatedTotalCost: null });
    // EAC = max(27,321, 8,000); earned = cost; budget health 120 − 8,000 ÷ 27,321 × 100 = 90.72
    expect(p).toMatchObject({ estimateSource: 'none', estimateAtCompletion: $('27321'), projectedProfit: cents(0) });
    expect(p).toMatchObject({ profitToDate: cents(0), workDoneBp: null, risk: 'low' });
    expect(p.budgetHealth).toBeCloseTo(90.72, 2);
    // cost already past the contract: the loss made is projected, high risk
    const over = projectJob({ ...base, estimatedTotalCost: null, costToDate: $('30000') });
    expect(over).toMatchObject({ estimateAtCompletion: $('30000'), projectedProfit: $('-2679'), risk: 'high' });
  });

  it('an estimate below the cost to date is never used', () => {
    expect(estimateAtCompletion({ ...base, estimatedTotalCost: $('5000') })).toEqual({ eac: $('27321'), source: 'below-cost' });
  });

  it('a completed job: its final cost, 100 % done, its contract value earned', () => {
    const p = projectJob({ ...base, completed: true, costToDate: $('20000') });
    expect(p).toMatchObject({ estimateSource: 'final', projectedProfit: $('7321'), profitToDate: $('7321'), workDoneBp: 10_000 });
  });

  it('the report rating is never excellent at a projected loss', () => {
    expect(projectionRating(projectJob(base))).toBe('poor');
    expect(projectionRating({ projectedProfit: $('25000'), projectedMarginBp: 2500 })).toBe('excellent');
    expect(projectionRating({ projectedProfit: $('1000'), projectedMarginBp: 1000 })).toBe('good');
    expect(projectionRating({ projectedProfit: cents(0), projectedMarginBp: 0 })).toBe('fair');
  });
});

describe('portfolio: averages weighted by contract value', () => {
  it('a big job at 10 % and a small one at 50 % average 11.90 %, not 30 %', () => {
    // (10,000 + 2,500) ÷ (100,000 + 5,000) = 11.90 %
    const big = projectJob({ ...base, contractValue: $('100000'), costToDate: $('0'), estimatedTotalCost: $('90000') });
    const small = projectJob({ ...base, contractValue: $('5000'), costToDate: $('0'), estimatedTotalCost: $('2500') });
    const all = portfolio([big, small]);
    expect(all).toMatchObject({ projectedProfit: $('12500'), projectedMarginBp: 1190, contractValue: $('105000'), jobs: 2 });
  });
});

const money = fc.integer({ min: 0, max: 100_000_000 }).map(cents);
const inputs = fc.record({
  basis: fc.constantFrom('earned' as const, 'billed' as const, 'cash' as const),
  contractValue: money,
  costToDate: money,
  estimatedTotalCost: fc.option(money, { nil: null }),
  completed: fc.boolean(),
  billedToDate: money,
  receivedToDate: money,
  timeElapsedPercent: fc.option(fc.double({ min: 0, max: 300, noNaN: true }), { nil: null }),
  timelineOverrunPercent: fc.double({ min: 0, max: 300, noNaN: true }),
});

describe('projection properties', () => {
  it('a job projected at a loss is never low risk, and never rated above poor', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const p = projectJob(i);
        if (p.projectedProfit < 0) {
          expect(p.risk).toBe('high');
          expect(projectionRating(p)).toBe('poor');
        }
      }),
    );
  });

  it('projected profit = contract − EAC, budget left = contract − cost, EAC never below the cost to date', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const p = projectJob(i);
        expect(p.projectedProfit).toBe(i.contractValue - p.estimateAtCompletion);
        expect(p.budgetLeft).toBe(i.contractValue - i.costToDate);
        expect(p.estimateAtCompletion).toBeGreaterThanOrEqual(i.costToDate);
        // on the earned basis, profit to date carries the whole expected loss and never more than the projected profit
        if (i.basis === 'earned' && p.estimateSource !== 'final')
          expect(p.profitToDate).toBeLessThanOrEqual(Math.max(0, p.projectedProfit));
      }),
    );
  });

  it('the portfolio margin is Σ profit ÷ Σ contract (weighted), within the range of the jobs', () => {
    fc.assert(
      fc.property(fc.array(inputs, { minLength: 1, maxLength: 8 }), (list) => {
        const ps = list.map(projectJob).filter((p) => p.contractValue > 0);
        if (ps.length === 0) return;
        const all = portfolio(ps);
        const margins = ps.map((p) => p.projectedMarginBp);
        expect(all.projectedMarginBp).toBeGreaterThanOrEqual(Math.min(...margins) - 1);
        expect(all.projectedMarginBp).toBeLessThanOrEqual(Math.max(...margins) + 1);
      }),
    );
  });
});
