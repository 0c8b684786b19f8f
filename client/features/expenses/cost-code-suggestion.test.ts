import { describe, expect, it } from 'vitest';
import type { CostCode } from '../../../domain/api/job-cost';
import { prefilledCostCode, suggestedCode } from './cost-code-suggestion';

const code = (id: number, c: string, active = true): CostCode => ({
  id,
  code: c,
  name: `Code ${c}`,
  trades: [],
  categories: [],
  active,
  used: true,
});
const CODES = [code(1, '00'), code(5, '06'), code(9, '22'), code(12, '31', false)];

describe('suggestedCode', () => {
  it.each([
    ["the supplier's history: its code", { costCodeId: 9, source: 'supplier-history' as const }, '22'],
    ["the category's code: not pre-filled (Default names it)", { costCodeId: 5, source: 'category' as const }, null],
    ['nothing to suggest', { costCodeId: null, source: null }, null],
    ['a code no longer active', { costCodeId: 12, source: 'supplier-history' as const }, null],
    ['a code not in the list', { costCodeId: 77, source: 'supplier-history' as const }, null],
    ['no answer yet', undefined, null],
  ])('%s', (_label, suggestion, expected) => {
    expect(suggestedCode(suggestion, CODES)).toBe(expected);
  });
});

describe('prefilledCostCode', () => {
  it.each([
    ['Default takes the suggestion', '', null, '22', { costCodeId: '22', auto: '22' }],
    ['the filled-in code follows a new suggestion', '22', '22', '06', { costCodeId: '06', auto: '06' }],
    ['the filled-in code goes back to Default without one', '22', '22', null, { costCodeId: '', auto: null }],
    ['Default stays Default without one', '', null, null, { costCodeId: '', auto: null }],
    ["the expense's own (or the person's) code stays", '09', null, '22', { costCodeId: '09', auto: null }],
    ['a code changed after the fill stays', '09', '22', '06', { costCodeId: '09', auto: null }],
  ])('%s', (_label, current, auto, suggested, expected) => {
    const next = prefilledCostCode(current, auto, suggested);
    expect({ costCodeId: next.costCode, auto: next.auto }).toEqual(expected);
  });
});
