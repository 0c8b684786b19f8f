import { describe, expect, it } from 'vitest';
import { type Cents, parseCents } from '../money';
import {
  agingBucket,
  agingReport,
  BillingError,
  contractValue,
  mulDiv,
  type PayLineInput,
  payApplication,
  percentOf,
  percentToBp,
  type RetainagePolicy,
  retainageRateBp,
} from './arithmetic';

// Every expected figure below was worked out by hand (the comments show the working).
const $ = (s: string): Cents => parseCents(s);
const TEN: RetainagePolicy = { rateBp: 1000, stepDownAtBp: null, stepDownRateBp: null };
const line = (sv: string, prev: string, thisPeriod: PayLineInput['thisPeriod'], stored = '0'): PayLineInput => ({
  scheduledValue: $(sv),
  previousCompleted: $(prev),
  thisPeriod,
  materialsStored: $(stored),
});

describe('exact percentages', () => {
  it('rounds half away from zero, once, to the cent', () => {
    expect(percentOf($('10000.05'), 1000)).toBe($('1000.01')); // 1,000.005 → 1,000.01
    expect(percentOf($('33333.33'), 1000)).toBe($('3333.33')); // 3,333.333 → 3,333.33
    expect(percentOf($('1234.56'), 725)).toBe($('89.51')); // 1,234.56 × 7.25 % = 89.5056
    expect(percentOf($('-100.05'), 1000)).toBe($('-10.01'));
    expect(mulDiv($('100000.00'), 1, 3)).toBe($('33333.33'));
    expect(percentToBp(7.25)).toBe(725);
    expect(() => percentToBp(7.255)).toThrow(RangeError);
  });
});

describe('contract value', () => {
  it('adds only approved change orders, positive or negative', () => {
    const orders = [
      { amount: $('20000.00'), status: 'approved' as const },
      { amount: $('-5000.00'), status: 'approved' as const },
      { amount: $('7000.00'), status: 'sent' as const },
      { amount: $('9000.00'), status: 'rejected' as const },
      { amount: $('1.00'), status: 'draft' as const },
    ];
    // 100,000 + 20,000 − 5,000 = 115,000
    expect(contractValue($('100000.00'), orders)).toBe($('115000.00'));
    expect(contractValue($('100000.00'), [])).toBe($('100000.00'));
  });
});

describe('pay applications: retainage held and released', () => {
  const contract = $('100000.00');
  it('bills 40 % holding 10 %, then 100 %, then releases the retainage', () => {
    // 1: G = 40,000; retainage 4,000; earned less retainage 36,000; due 36,000; balance to finish 64,000.
    const first = payApplication({
      contractValue: contract,
      lines: [line('100000', '0', { toPercentBp: 4000 })],
      policy: TEN,
      previouslyBilled: $('0'),
    });
    expect(first.lines[0]).toMatchObject({
      thisPeriod: $('40000'),
      completedToDate: $('40000'),
      percentCompleteBp: 4000,
      balanceToFinish: $('60000'),
      retainage: $('4000'),
    });
    expect(first).toMatchObject({
      retainageBp: 1000,
      completedToDate: $('40000'),
      retainage: $('4000'),
      earnedLessRetainage: $('36000'),
      amountDue: $('36000'),
      balanceToFinish: $('64000'),
    });
    // 2: D 40,000 + E 60,000 = 100,000; retainage 10,000; earned less retainage 90,000 − 36,000 billed = 54,000.
    const second = payApplication({
      contractValue: contract,
      lines: [line('100000', '40000', { percentBp: 6000 })],
      policy: TEN,
      previouslyBilled: first.earnedLessRetainage,
    });
    expect(second).toMatchObject({
      completedToDate: $('100000'),
      retainage: $('10000'),
      earnedLessRetainage: $('90000'),
      amountDue: $('54000'),
      balanceToFinish: $('10000'),
    });
    // 3: the release: nothing held, 100,000 − 90,000 = 10,000 due, nothing left to finish.
    const release = payApplication({
      contractValue: contract,
      lines: [line('100000', '100000', { amount: $('0') })],
      policy: TEN,
      release: true,
      previouslyBilled: second.earnedLessRetainage,
    });
    expect(release).toMatchObject({
      retainageBp: 0,
      retainage: $('0'),
      earnedLessRetainage: $('100000'),
      amountDue: $('10000'),
      balanceToFinish: $('0'),
    });
  });

  it('counts materials stored in the total completed and holds retainage on them', () => {
    // D 10,000 + E 5,000 + F 2,500.50 = 17,500.50; 10 % = 1,750.05; due 17,500.50 − 1,750.05 − 9,000 = 6,750.45
    const app = payApplication({
      contractValue: contract,
      lines: [line('100000', '10000', { amount: $('5000') }, '2500.50')],
      policy: TEN,
      previouslyBilled: $('9000'),
    });
    expect(app).toMatchObject({ completedToDate: $('17500.50'), retainage: $('1750.05'), amountDue: $('6750.45') });
  });

  it('holds retainage per line, so the total is the sum of the rounded lines', () => {
    // 10,000.05 × 10 % = 1,000.01 (rounded up from .005) twice = 2,000.02, where 20,000.10 × 10 % would be 2,000.01
    const app = payApplication({
      contractValue: $('20000.10'),
      lines: [line('10000.05', '0', { toPercentBp: 10000 }), line('10000.05', '0', { toPercentBp: 10000 })],
      policy: TEN,
      previouslyBilled: $('0'),
    });
    expect(app.retainage).toBe($('2000.02'));
    expect(app.amountDue).toBe($('18000.08'));
  });

  it('uses the per-invoice override instead of the project default', () => {
    const app = payApplication({
      contractValue: contract,
      lines: [line('100000', '0', { toPercentBp: 4000 })],
      policy: TEN,
      overrideBp: 500,
      previouslyBilled: $('0'),
    });
    expect(app).toMatchObject({ retainageBp: 500, retainage: $('2000'), amountDue: $('38000') });
  });

  it('steps retainage down from 10 % to 5 % once the job is 50 % billed', () => {
    const policy: RetainagePolicy = { rateBp: 1000, stepDownAtBp: 5000, stepDownRateBp: 500 };
    const c = $('200000');
    expect(retainageRateBp(policy, $('99999.99'), c)).toBe(1000);
    expect(retainageRateBp(policy, $('100000'), c)).toBe(500);
    // 1: 40 % = 80,000 at 10 % → 8,000 held, 72,000 due.
    const first = payApplication({
      contractValue: c,
      lines: [line('200000', '0', { toPercentBp: 4000 })],
      policy,
      previouslyBilled: $('0'),
    });
    expect(first).toMatchObject({ retainage: $('8000'), amountDue: $('72000') });
    // 2: 60 % = 120,000 at 5 % → 6,000 held; 114,000 − 72,000 = 42,000 due (40,000 of work − 2,000 held + 4,000 released).
    const second = payApplication({
      contractValue: c,
      lines: [line('200000', '80000', { toPercentBp: 6000 })],
      policy,
      previouslyBilled: first.earnedLessRetainage,
    });
    expect(second).toMatchObject({ retainageBp: 500, retainage: $('6000'), earnedLessRetainage: $('114000'), amountDue: $('42000') });
  });
});

describe('pay applications: a change order approved mid-job', () => {
  it('bills the original line and the change order line against the revised contract', () => {
    // Original 100,000, billed 50 %: G 50,000, retainage 5,000, 45,000 billed.
    const first = payApplication({
      contractValue: $('100000'),
      lines: [line('100000', '0', { toPercentBp: 5000 })],
      policy: TEN,
      previouslyBilled: $('0'),
    });
    expect(first.amountDue).toBe($('45000'));
    // CO +20,000 approved → contract 120,000. Base line to 100 % (+50,000), CO line to 50 % (10,000):
    // G 110,000; retainage 11,000; earned less retainage 99,000; due 99,000 − 45,000 = 54,000; to finish 21,000.
    const revised = contractValue($('100000'), [{ amount: $('20000'), status: 'approved' }]);
    const second = payApplication({
      contractValue: revised,
      lines: [line('100000', '50000', { toPercentBp: 10000 }), line('20000', '0', { toPercentBp: 5000 })],
      policy: TEN,
      previouslyBilled: first.earnedLessRetainage,
    });
    expect(second).toMatchObject({
      completedToDate: $('110000'),
      retainage: $('11000'),
      earnedLessRetainage: $('99000'),
      amountDue: $('54000'),
      balanceToFinish: $('21000'),
    });
  });

  it('never bills more than the contract value to date, nor a line past its scheduled value', () => {
    // The CO line exists but the CO is not approved: the contract is still 100,000.
    expect(() =>
      payApplication({
        contractValue: $('100000'),
        lines: [line('100000', '0', { toPercentBp: 10000 }), line('20000', '0', { amount: $('0.01') })],
        policy: TEN,
        previouslyBilled: $('0'),
      }),
    ).toThrow(BillingError);
    expect(() =>
      payApplication({
        contractValue: $('100000'),
        lines: [line('100000', '90000', { amount: $('10000.01') })],
        policy: TEN,
        previouslyBilled: $('0'),
      }),
    ).toThrow('past its scheduled value');
  });
});

describe('A/R aging', () => {
  it('buckets by days past due', () => {
    const asOf = '2026-06-30';
    expect(agingBucket('2026-07-15', asOf)).toBe('current');
    expect(agingBucket('2026-06-30', asOf)).toBe('current');
    expect(agingBucket('2026-06-29', asOf)).toBe('days1to30');
    expect(agingBucket('2026-05-31', asOf)).toBe('days1to30'); // 30 days
    expect(agingBucket('2026-05-30', asOf)).toBe('days31to60'); // 31
    expect(agingBucket('2026-05-01', asOf)).toBe('days31to60'); // 60
    expect(agingBucket('2026-04-30', asOf)).toBe('days61to90'); // 61
    expect(agingBucket('2026-04-01', asOf)).toBe('days61to90'); // 90
    expect(agingBucket('2026-03-31', asOf)).toBe('over90'); // 91
  });

  it('totals per client and overall', () => {
    const report = agingReport(
      [
        { clientName: 'Ann', dueDate: '2026-07-01', balance: $('100.10') },
        { clientName: 'Ann', dueDate: '2026-05-01', balance: $('0.20') },
        { clientName: 'Bob', dueDate: '2026-01-01', balance: $('50') },
        { clientName: 'Bob', dueDate: '2026-06-01', balance: $('0') },
      ],
      '2026-06-30',
    );
    expect(report.clients).toEqual([
      {
        clientName: 'Ann',
        current: $('100.10'),
        days1to30: 0,
        days31to60: $('0.20'),
        days61to90: 0,
        over90: 0,
        total: $('100.30'),
        retainage: 0,
      },
      { clientName: 'Bob', current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: $('50'), total: $('50'), retainage: 0 },
    ]);
    expect(report.totals).toEqual({
      current: $('100.10'),
      days1to30: 0,
      days31to60: $('0.20'),
      days61to90: 0,
      over90: $('50'),
      total: $('150.30'),
      retainage: 0,
    });
  });

  it('keeps retainage receivable in its own column, out of the total; a client owing only retainage is listed', () => {
    const report = agingReport([{ clientName: 'Ann', dueDate: '2026-07-01', balance: $('900') }], '2026-06-30', [
      { clientName: 'Ann', amount: $('100') },
      { clientName: 'Cy', amount: $('17810') },
      { clientName: 'Dee', amount: $('0') },
    ]);
    expect(report.clients.map((c) => [c.clientName, c.total, c.retainage])).toEqual([
      ['Ann', $('900'), $('100')],
      ['Cy', 0, $('17810')],
    ]);
    expect(report.totals).toMatchObject({ total: $('900'), current: $('900'), retainage: $('17910') });
  });
});
