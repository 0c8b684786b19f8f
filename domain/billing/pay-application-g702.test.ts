// The G702/G703 column rules (issue 37) with the published example; helpers as in arithmetic.test.ts.
import { describe, expect, it } from 'vitest';
import { type Cents, parseCents } from '../money';
import { carriedForward, type PayLineInput, payApplication, type RetainagePolicy } from './arithmetic';

// Every expected figure below was worked out by hand (the comments show the working).
const $ = (s: string): Cents => parseCents(s);
const TEN: RetainagePolicy = { rateBp: 1000, stepDownAtBp: null, stepDownRateBp: null };
const line = (sv: string, prev: string, thisPeriod: PayLineInput['thisPeriod'], stored = '0'): PayLineInput => ({
  scheduledValue: $(sv),
  previousCompleted: $(prev),
  thisPeriod,
  materialsStored: $(stored),
});

describe('pay applications as AIA G702/G703 define them', () => {
  // The published G702 example: contract 250,000 + change orders 12,500 = 262,500; completed and stored 178,100,
  // of which 7,200 stored; 10 % retainage. Lines: site work 100,000 done; framing 150,000 with 70,900 done and 7,200
  // stored; change order #1 12,500 not started. 100,000 + 70,900 + 7,200 = 178,100.
  const contract = $('262500');
  const first = () =>
    payApplication({
      contractValue: contract,
      lines: [
        line('100000', '0', { amount: $('100000') }),
        line('150000', '0', { amount: $('70900') }, '7200'),
        line('12500', '0', { amount: $('0') }),
      ],
      policy: TEN,
      previouslyBilled: $('0'),
    });
  /** The next application's lines from the first's: D = D + E, F carried (G703). */
  const next = (app: ReturnType<typeof payApplication>, entries: Partial<PayLineInput>[] = []) =>
    app.lines.map((l, i) => ({
      scheduledValue: l.scheduledValue,
      ...carriedForward(l),
      thisPeriod: { amount: $('0') },
      ...entries[i],
    }));

  it('the published G702 on a first application: retainage 17,810, earned less retainage 160,290, balance 102,210', () => {
    const app = first();
    expect(app).toMatchObject({
      completedToDate: $('178100'),
      retainage: $('17810'), // 10 % of 178,100
      earnedLessRetainage: $('160290'), // 178,100 − 17,810
      previouslyBilled: 0,
      amountDue: $('160290'),
      balanceToFinish: $('102210'), // 262,500 − 160,290
    });
    expect(app.lines[1]).toMatchObject({
      previousCompleted: 0,
      thisPeriod: $('70900'),
      materialsStored: $('7200'),
      completedToDate: $('78100'), // G = D + E + F
      balanceToFinish: $('71900'), // H = C − G
      retainage: $('7810'),
    });
  });

  it.each([
    ['the stored materials not entered again', {}],
    ['the same stored materials entered again', { materialsStored: $('7200') }],
  ])('the published G702 again on a second application with no new work (%s): due 0', (_, framing) => {
    const one = first();
    const lines = next(one, [{}, framing]);
    // D of framing is the previous D + E = 70,900, never the previous F; F stays 7,200.
    expect(lines[1]).toMatchObject({ previousCompleted: $('70900'), previousStored: $('7200') });
    const two = payApplication({ contractValue: contract, lines, policy: TEN, previouslyBilled: one.earnedLessRetainage });
    expect(two).toMatchObject({
      completedToDate: $('178100'),
      retainage: $('17810'),
      earnedLessRetainage: $('160290'),
      previouslyBilled: $('160290'),
      amountDue: 0,
      balanceToFinish: $('102210'),
    });
    expect(two.lines[1]).toMatchObject({
      previousCompleted: $('70900'),
      thisPeriod: 0,
      materialsStored: $('7200'),
      completedToDate: $('78100'),
    });
  });

  it('the old reading (stored materials carried into D and entered again) bills them twice: +6,480 due', () => {
    // What the defect did: D = the previous G (78,100, stored included) and F 7,200 again → G 185,300,
    // retainage 18,530, earned 166,770 − 160,290 = 6,480 due for no work. The carried-forward D refuses to.
    const wrong = payApplication({
      contractValue: contract,
      lines: [
        line('100000', '100000', { amount: $('0') }),
        line('150000', '78100', { amount: $('0') }, '7200'),
        line('12500', '0', { amount: $('0') }),
      ],
      policy: TEN,
      previouslyBilled: $('160290'),
    });
    expect(wrong.amountDue).toBe($('6480'));
    expect(carriedForward(first().lines[1]).previousCompleted).toBe($('70900'));
  });

  it('installing stored materials moves them from F into E: billed once, F goes down by what was installed', () => {
    const one = first();
    // 3,000 of the 7,200 installed and 2,000 of new work: E = 5,000, F = 4,200, G = 70,900 + 5,000 + 4,200 = 80,100.
    const lines = next(one, [{}, { thisPeriod: { amount: $('2000') }, installedFromStored: $('3000') }]);
    const two = payApplication({ contractValue: contract, lines, policy: TEN, previouslyBilled: one.earnedLessRetainage });
    expect(two.lines[1]).toMatchObject({ thisPeriod: $('5000'), materialsStored: $('4200'), completedToDate: $('80100') });
    // Only the new work is due: 2,000 less 10 % = 1,800.
    expect(two.amountDue).toBe($('1800'));
    // The same by entering the balance: E 5,000 and F 4,200.
    const same = payApplication({
      contractValue: contract,
      lines: next(one, [{}, { thisPeriod: { amount: $('5000') }, materialsStored: $('4200') }]),
      policy: TEN,
      previouslyBilled: one.earnedLessRetainage,
    });
    expect(same.amountDue).toBe($('1800'));
    expect(() =>
      payApplication({
        contractValue: contract,
        lines: next(one, [{}, { installedFromStored: $('7200.01') }]),
        policy: TEN,
        previouslyBilled: one.earnedLessRetainage,
      }),
    ).toThrow('$7,200.01 installed from storage is more than the $7,200.00 stored');
  });

  it('bills an approved credit change order with its sign; refuses a positive amount on it, and a negative past zero on a positive line', () => {
    // Contract 100,000 − 2,000 = 98,000: the credit line billed in full is −2,000, its retainage −200.
    const app = payApplication({
      contractValue: $('98000'),
      lines: [line('100000', '0', { amount: $('50000') }), line('-2000', '0', { amount: $('-2000') })],
      policy: TEN,
      previouslyBilled: $('0'),
    });
    expect(app.lines[1]).toMatchObject({ thisPeriod: $('-2000'), completedToDate: $('-2000'), retainage: $('-200'), balanceToFinish: 0 });
    // 48,000 completed, 4,800 retainage, 43,200 due.
    expect(app).toMatchObject({ completedToDate: $('48000'), retainage: $('4800'), amountDue: $('43200') });
    // By percent: 50 % of −2,000 = −1,000.
    const half = payApplication({
      contractValue: $('98000'),
      lines: [line('-2000', '0', { percentBp: 5000 })],
      policy: TEN,
      previouslyBilled: $('0'),
    });
    expect(half.lines[0].thisPeriod).toBe($('-1000'));
    const bill = (l: PayLineInput) => () =>
      payApplication({ contractValue: $('98000'), lines: [l], policy: TEN, previouslyBilled: $('0') });
    expect(bill({ ...line('-2000', '0', { amount: $('500') }), label: 'Change order #1' })).toThrow(
      'Change order #1 is a credit of -$2,000.00: bill it with its sign, between -$2,000.00 and $0.00',
    );
    expect(bill(line('-2000', '0', { amount: $('-2000.01') }))).toThrow('cannot be credited past its scheduled value');
    expect(bill(line('100000', '0', { amount: $('-0.01') }))).toThrow('Line 1 cannot be billed below zero');
    // A negative correction on a positive line is fine while it stays at or above zero.
    expect(bill(line('100000', '1000', { amount: $('-1000') }))().completedToDate).toBe(0);
  });
});
