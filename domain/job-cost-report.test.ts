import { describe, expect, it } from 'vitest';
import { jobCostLine } from './job-cost';
import { companyJobCostLines, companyJobCostTotals, payeeTotals } from './job-cost-report';
import { cents } from './money';

const line = (code: string, budget: number, actual: number, open = 0, entered: number | null = null) => ({
  code,
  name: `Code ${code}`,
  f: jobCostLine({
    originalBudget: cents(budget),
    approvedChanges: cents(0),
    committed: cents(open),
    actual: cents(actual),
    openCommitments: cents(open),
    enteredEstimateToComplete: entered === null ? null : cents(entered),
  }),
});

describe('company job cost by cost code', () => {
  it('sums each project line after its own floor: an overrun on one job does not lower another job estimate', () => {
    // Job A: 06 budget $100.00, $10.00 spent, $20.00 open → ETC $70.00. Job B: 06 budget $10.00, $50.00 spent → ETC 0.
    const lines = companyJobCostLines([line('06', 10000, 1000, 2000), line('00', 500, 0), line('06', 1000, 5000)]);
    expect(lines.map((l) => l.code)).toEqual(['00', '06']);
    const framing = lines[1].figures;
    expect(framing).toEqual({
      revisedBudget: 11000,
      committed: 2000,
      actual: 6000,
      openCommitments: 2000,
      estimateToComplete: 7000,
      estimateAtCompletion: 15000,
      projectedOverUnder: -4000,
    });
    expect(companyJobCostTotals(lines).estimateAtCompletion).toBe(15500);
  });

  it('keeps an entered estimate to complete as it is', () => {
    const [l] = companyJobCostLines([line('22', 1000, 0, 0, 1), line('22', 1000, 0, 0, 2)]);
    expect(l.figures.estimateToComplete).toBe(3);
  });

  it('no lines: no company lines and zero totals', () => {
    expect(companyJobCostLines([])).toEqual([]);
    expect(companyJobCostTotals([]).actual).toBe(0);
  });

  it('payee totals are the sums of the rows', () => {
    expect(
      payeeTotals([
        { commitments: 2, committed: cents(130011), billed: cents(70001), open: cents(60010) },
        { commitments: 1, committed: cents(325050), billed: cents(0), open: cents(325050) },
      ]),
    ).toEqual({ commitments: 3, committed: 455061, billed: 70001, open: 385060 });
  });
});
