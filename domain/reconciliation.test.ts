import { describe, expect, it } from 'vitest';
import { RECONCILIATION_KINDS, reconciliationGap, reconciliationKindLabel, reconciliationSummary } from './reconciliation';

describe('reconciliation wording', () => {
  it.each([
    [0, 0, 'All 0 projects reconcile'],
    [1, 0, 'All 1 project reconciles'],
    [2000, 0, 'All 2000 projects reconcile'],
    [12, 1, '1 difference found'],
    [12, 3, '3 differences found'],
  ])('%i projects with %i differences: %s', (projects, n, text) => {
    const d = { kind: 'project-labor' as const, id: 1, label: 'A', stored: 1, expected: 2 };
    expect(reconciliationSummary({ projects, differences: Array.from({ length: n }, () => d) })).toBe(text);
  });

  it('labels every kind', () => {
    for (const kind of RECONCILIATION_KINDS) expect(reconciliationKindLabel(kind)).toMatch(/^[A-Z]/);
    expect(reconciliationKindLabel('payroll-week')).toBe('Payroll payment');
  });

  it.each([
    [50, 62.34, 12.34],
    [101, 100, -1],
    [0.1, 0.3, 0.2], // 0.3 − 0.1 in floats is 0.19999999999999998
    [99.99, 100, 0.01],
  ])('gap from %d stored to %d expected is %d, exact to the cent', (stored, expected, gap) => {
    expect(reconciliationGap({ stored, expected })).toBe(gap);
  });
});
