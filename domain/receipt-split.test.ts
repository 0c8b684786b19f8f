import { describe, expect, it } from 'vitest';
import { splitProblem, splitRemainderCents } from './receipt-split';
import { createReceiptExpenseSchema } from './receipts';

const part = (amount: number | null, projectId: number | null = 1) => ({ projectId, category: 'material' as const, amount });

describe('splitRemainderCents', () => {
  it.each([
    [97.61, [60.1, 37.51], 0],
    [97.61, [60.1, null], 3751],
    [97.61, [60.1, 40], -249],
    [0.3, [0.1, 0.2], 0], // exact in cents, not 0.30000000000000004
    [1000.01, [], 100001],
  ])('total %s with parts %j leaves %i cents', (total, amounts, left) => {
    expect(splitRemainderCents(total, amounts)).toBe(left);
  });
});

describe('splitProblem', () => {
  it.each([
    [97.61, [part(60.1), part(37.51)], null],
    [null, [part(60.1), part(37.51)], 'Enter the total from the receipt before splitting it'],
    [97.61, [part(97.61)], 'A split needs at least two parts'],
    [97.61, [part(60.1), part(37.51, null)], 'Choose a project for each part'],
    [97.61, [part(97.61), part(null)], 'Enter an amount over $0.00 for each part'],
    [97.61, [part(97.61), part(0)], 'Enter an amount over $0.00 for each part'],
    [97.61, [part(60), part(30)], 'The parts must add up to the receipt total of $97.61: $7.61 is not assigned yet'],
    [1200, [part(1000), part(250.5)], 'The parts must add up to the receipt total of $1,200.00: they are $50.50 over it'],
  ])('total %s, parts %j: %s', (total, parts, problem) => {
    expect(splitProblem(total, parts)).toBe(problem);
  });
});

describe('createReceiptExpenseSchema splits', () => {
  const analysis = { supplier: { name: 'Ace' }, receiptDetails: { date: '2026-03-14', totalAmount: 97.61 }, lineItems: [] };
  const body = (splits: unknown) => createReceiptExpenseSchema.safeParse({ analysis, projectId: 1, splits });

  it('takes parts that add up to the total to the cent, in any category but labor', () => {
    expect(
      body([
        { projectId: 1, category: 'fuel', amount: 60.1 },
        { projectId: 2, category: 'permits', amount: 37.51 },
      ]).success,
    ).toBe(true);
    const labor = body([
      { projectId: 1, category: 'labor', amount: 60.1 },
      { projectId: 2, amount: 37.51 },
    ]);
    expect(labor.error?.issues[0].path).toEqual(['splits', 0, 'category']);
  });

  it('refuses parts one cent off the total', () => {
    const res = body([
      { projectId: 1, amount: 60.1 },
      { projectId: 2, amount: 37.5 },
    ]);
    expect(res.error?.issues.map((i) => i.message)).toEqual(['The split amounts must add up to the receipt total']);
  });
});
