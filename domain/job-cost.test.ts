import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billExceedsLine,
  commitmentLineFigures,
  defaultEstimateToComplete,
  type JobCostInput,
  jobCostLine,
  jobCostTotals,
  openOnLine,
  projectedMargin,
  retainageOfBill,
  wipEstimateFromJobCost,
} from './job-cost';
import { cents } from './money';

const c = cents;
const line = (o: Partial<JobCostInput>): JobCostInput => ({
  originalBudget: c(0),
  approvedChanges: c(0),
  committed: c(0),
  actual: c(0),
  openCommitments: c(0),
  enteredEstimateToComplete: null,
  ...o,
});

describe('estimate to complete and at completion', () => {
  it('defaults to revised budget − actual − open commitments', () => {
    // Framing: $40,000 budget + $2,500 change order; $18,000 spent; a $15,000 lumber order with $5,000 billed.
    const f = jobCostLine(
      line({
        originalBudget: c(4_000_000),
        approvedChanges: c(250_000),
        committed: c(1_500_000),
        actual: c(1_800_000),
        openCommitments: c(1_000_000),
      }),
    );
    expect(f.revisedBudget).toBe(4_250_000);
    expect(f.estimateToComplete).toBe(1_450_000);
    expect(f.estimateEntered).toBe(false);
    expect(f.estimateAtCompletion).toBe(4_250_000);
    expect(f.projectedOverUnder).toBe(0);
  });

  it('never goes below zero: a line already over its budget projects the overrun', () => {
    const f = jobCostLine(line({ originalBudget: c(1_000_000), actual: c(900_000), openCommitments: c(300_000) }));
    expect(f.estimateToComplete).toBe(0);
    expect(f.estimateAtCompletion).toBe(1_200_000);
    expect(f.projectedOverUnder).toBe(-200_000);
  });

  it('uses the entered figure once entered, even zero', () => {
    const f = jobCostLine(line({ originalBudget: c(1_000_000), actual: c(200_000), enteredEstimateToComplete: c(0) }));
    expect(f.estimateToComplete).toBe(0);
    expect(f.estimateEntered).toBe(true);
    expect(f.estimateAtCompletion).toBe(200_000);
    expect(f.projectedOverUnder).toBe(800_000);
    const more = jobCostLine(line({ originalBudget: c(1_000_000), actual: c(200_000), enteredEstimateToComplete: c(1_100_000) }));
    expect(more.projectedOverUnder).toBe(-300_000);
  });

  it('a cost with no budget (an uncoded receipt on Unassigned) is all over', () => {
    const f = jobCostLine(line({ actual: c(12_345) }));
    expect(f.estimateAtCompletion).toBe(12_345);
    expect(f.projectedOverUnder).toBe(-12_345);
  });

  it('totals are the sums of the columns', () => {
    const lines = [
      jobCostLine(line({ originalBudget: c(100), actual: c(30) })),
      jobCostLine(line({ originalBudget: c(50), actual: c(80), openCommitments: c(5) })),
    ];
    const t = jobCostTotals(lines);
    expect(t).toMatchObject({
      originalBudget: 150,
      revisedBudget: 150,
      actual: 110,
      openCommitments: 5,
      estimateToComplete: 70,
      estimateAtCompletion: 185,
      projectedOverUnder: -35,
    });
  });

  it('projected margin is contract value − estimate at completion', () => {
    expect(projectedMargin(c(10_000_000), c(8_250_000))).toEqual({ margin: 1_750_000, percent: 17.5 });
    expect(projectedMargin(c(0), c(100))).toEqual({ margin: -100, percent: null });
  });
});

describe('the WIP estimate from the job cost', () => {
  it('is the estimate at completion less the labor burden counted (the WIP measures cost at wage)', () => {
    expect(wipEstimateFromJobCost(cents(12_000_000), cents(0))).toBe(12_000_000);
    expect(wipEstimateFromJobCost(cents(12_000_000), cents(345_67))).toBe(11_965_433);
    expect(wipEstimateFromJobCost(cents(100), cents(250))).toBe(0);
  });
});

describe('retainage of a bill', () => {
  it('is the bill × the rate, rounded half up to the cent per bill', () => {
    expect(retainageOfBill(cents(123_455), 1000)).toBe(12_346);
    expect(retainageOfBill(cents(10_005), 1000)).toBe(1_001);
    expect(retainageOfBill(cents(10_000), 0)).toBe(0);
    expect(retainageOfBill(cents(99_999), 500)).toBe(5_000);
  });
});

describe('commitments', () => {
  it('draft commits nothing, issued its lines, closed what was billed', () => {
    expect(commitmentLineFigures('draft', c(1000), c(0))).toEqual({ committed: 0, open: 0 });
    expect(commitmentLineFigures('issued', c(1000), c(400))).toEqual({ committed: 1000, open: 600 });
    expect(commitmentLineFigures('issued', c(1000), c(1200))).toEqual({ committed: 1000, open: 0 });
    expect(commitmentLineFigures('closed', c(1000), c(400))).toEqual({ committed: 400, open: 0 });
  });

  it('a bill above the line asks for a reason; one that fills it exactly does not', () => {
    expect(billExceedsLine(c(1000), c(400), c(600))).toBe(false);
    expect(billExceedsLine(c(1000), c(400), c(601))).toBe(true);
    expect(openOnLine(c(1000), c(1000))).toBe(0);
    expect(defaultEstimateToComplete(c(100), c(30), c(80))).toBe(0);
    expect(defaultEstimateToComplete(c(100), c(30), c(20))).toBe(50);
  });
});

const amount = fc.integer({ min: 0, max: 1_000_000_000 }).map(c);

describe('job cost properties', () => {
  it('estimate at completion is never below actual + open commitments, nor (by default) below the revised budget', () => {
    fc.assert(
      fc.property(amount, amount, amount, amount, (originalBudget, approvedChanges, actual, openCommitments) => {
        const f = jobCostLine(line({ originalBudget, approvedChanges, actual, openCommitments }));
        expect(f.estimateToComplete).toBeGreaterThanOrEqual(0);
        expect(f.estimateAtCompletion).toBeGreaterThanOrEqual(actual + openCommitments);
        expect(f.estimateAtCompletion).toBe(Math.max(f.revisedBudget, actual + openCommitments));
        expect(f.projectedOverUnder).toBe(f.revisedBudget - f.estimateAtCompletion);
      }),
    );
  });

  it('billing a line moves cost from open to actual without changing the estimate at completion (while within the line)', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (budget, lineAmount, pct) => {
        const billed = c(Math.floor((lineAmount * pct) / 100));
        const before = jobCostLine(line({ originalBudget: budget, committed: c(lineAmount), openCommitments: c(lineAmount) }));
        const open = commitmentLineFigures('issued', c(lineAmount), billed).open;
        const after = jobCostLine(line({ originalBudget: budget, committed: c(lineAmount), actual: billed, openCommitments: open }));
        expect(after.estimateAtCompletion).toBe(before.estimateAtCompletion);
      }),
    );
  });

  it('totals equal the line-by-line sums in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(amount, amount, amount), { maxLength: 30 }), (rows) => {
        const lines = rows.map(([b, a, o]) => jobCostLine(line({ originalBudget: b, actual: a, openCommitments: o })));
        const t = jobCostTotals(lines);
        const r = jobCostTotals([...lines].reverse());
        expect(r).toEqual(t);
        expect(t.estimateAtCompletion).toBe(lines.reduce((s, l) => s + l.estimateAtCompletion, 0));
        expect(t.projectedOverUnder).toBe(t.revisedBudget - t.estimateAtCompletion);
      }),
    );
  });
});
