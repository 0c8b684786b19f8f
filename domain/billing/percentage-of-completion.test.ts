import { describe, expect, it } from 'vitest';
import { type Cents, parseCents } from '../money';
import { earnedToDate, estimateStatus, inWipTotals, periodEarned, wipRow, wipTotals } from './percentage-of-completion';

// Every expected figure below was worked out by hand (the comments show the working).
const $ = (s: string): Cents => parseCents(s);
const job = (contract: string, cost: string, est: string | null, completed = false) => ({
  contractValue: $(contract),
  costToDate: $(cost),
  estimatedTotalCost: est === null ? null : $(est),
  completed,
});

describe('percentage of completion (cost-to-cost)', () => {
  it('the textbook loss contract: the whole expected loss at once', () => {
    // 5,000,000 × 2,760,000 / 5,100,000 = 2,705,882.35; expected loss 100,000; earned − cost = −54,117.65;
    // provision 100,000 − 54,117.65 = 45,882.35; billed 3,200,000 − 2,705,882.35 = 494,117.65 over; + provision = 540,000
    const row = wipRow({ ...job('5000000', '2760000', '5100000'), billedToDate: $('3200000') });
    expect(row).toMatchObject({
      estimateStatus: 'usable',
      percentCompleteBp: 5412,
      earnedRevenue: $('2705882.35'),
      lossProvision: $('45882.35'),
      recognisedRevenue: $('2660000'),
      grossProfitToDate: $('-100000'),
      estimatedGrossProfit: $('-100000'),
      overUnderBilling: $('494117.65'),
      overUnderWithProvision: $('540000'),
      estimatedMarginBp: -200,
      backlog: $('2294117.65'),
    });
  });

  it('a profitable job earns contract × cost ÷ estimate', () => {
    // 30,000 / 90,000 = 33.33 %; earned 120,000 / 3 = 40,000; billed 50,000 → 10,000 over; GP 30,000 = 25 %
    expect(wipRow({ ...job('120000', '30000', '90000'), billedToDate: $('50000') })).toMatchObject({
      percentCompleteBp: 3333,
      earnedRevenue: $('40000'),
      lossProvision: 0,
      grossProfitToDate: $('10000'),
      overUnderBilling: $('10000'),
      estimatedGrossProfit: $('30000'),
      estimatedMarginBp: 2500,
      backlog: $('80000'),
    });
    // under-billed: 25,000 / 40,000 = 62.5 %, earned 31,250, billed 20,000 → 11,250 under
    expect(wipRow({ ...job('50000', '25000', '40000'), billedToDate: $('20000') }).overUnderBilling).toBe($('-11250'));
    // rounding once, half away from zero: 100,000 × 10,000 / 30,000 = 33,333.33
    expect(earnedToDate(job('100000', '10000', '30000')).earnedRevenue).toBe($('33333.33'));
  });

  it('a job without an estimate earns its cost (zero margin) and says so', () => {
    expect(earnedToDate(job('80000', '6400', null))).toEqual({
      estimateStatus: 'missing',
      percentCompleteBp: null,
      earnedRevenue: $('6400'),
      lossProvision: 0,
      recognisedRevenue: $('6400'),
      grossProfitToDate: 0,
      estimatedGrossProfit: null,
    });
    expect(estimateStatus($('0'), $('0'))).toBe('missing');
  });

  it('an estimate below the cost to date is never used', () => {
    // contract 50,000, estimate 45,250 (+4,750 profit it would show), cost 58,918.78 already spent: not used; the
    // job earns at most its contract, so the 8,918.78 already lost shows as such
    const row = wipRow({ ...job('50000', '58918.78', '45250'), billedToDate: $('40000') });
    expect(row).toMatchObject({
      estimateStatus: 'below-cost',
      percentCompleteBp: null,
      earnedRevenue: $('50000'),
      grossProfitToDate: $('-8918.78'),
      estimatedGrossProfit: null,
      estimatedMarginBp: null,
    });
    expect(inWipTotals(row)).toBe(false);
    // below the cost but the contract still covers it: zero margin
    expect(earnedToDate(job('58750', '54100', '54000'))).toMatchObject({ earnedRevenue: $('54100'), grossProfitToDate: 0 });
  });

  it('a completed job has earned its contract value', () => {
    expect(earnedToDate(job('100000', '95000', '90000', true))).toMatchObject({
      percentCompleteBp: 10000,
      earnedRevenue: $('100000'),
      recognisedRevenue: $('100000'),
      grossProfitToDate: $('5000'),
    });
  });

  it('a period earns the catch-up: to date at its end less to date before it', () => {
    // before: 100,000 × 20,000 / 80,000 = 25,000; after a revision to 100,000: 100,000 × 50,000 / 100,000 = 50,000
    expect(periodEarned(job('100000', '50000', '100000'), job('100000', '20000', '80000'))).toBe($('25000'));
    // a revision into a loss lands whole in the period it is made: before 50,000 earned (cost 50,000, est 100,000);
    // after est 120,000: earned 41,666.67 less provision (20,000 − (41,666.67 − 50,000) = 11,666.67) = 30,000 → −20,000
    expect(periodEarned(job('100000', '50000', '120000'), job('100000', '50000', '100000'))).toBe($('-20000'));
  });

  it('WIP totals leave out the jobs without a usable estimate', () => {
    const rows = [
      wipRow({ ...job('120000', '30000', '90000'), billedToDate: $('50000') }),
      wipRow({ ...job('50000', '25000', '40000'), billedToDate: $('20000') }),
      wipRow({ ...job('73600', '0', null), billedToDate: $('10000') }),
      wipRow({ ...job('58750', '58918.78', '54000'), billedToDate: $('40000') }),
    ];
    // contract 170,000; est 130,000; cost 55,000 (42.31 %); billed 70,000; earned 71,250; −1,250; GP 40,000 (23.53 %)
    expect(wipTotals(rows)).toMatchObject({
      contractValue: $('170000'),
      estimatedTotalCost: $('130000'),
      costToDate: $('55000'),
      billedToDate: $('70000'),
      percentCompleteBp: 4231,
      earnedRevenue: $('71250'),
      overUnderBilling: $('-1250'),
      estimatedGrossProfit: $('40000'),
      estimatedMarginBp: 2353,
      backlog: $('98750'),
    });
  });
});
