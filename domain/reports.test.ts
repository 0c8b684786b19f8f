import { describe, expect, it } from 'vitest';
import { INDUSTRY_AVERAGE_MARGIN, industryComparison, reportLabel, reportQuerySchema } from './reports';

// Reports (spec part 2 §9): labels by margin and the comparison with Florida's 15.2 % average.

describe('report labels by margin', () => {
  it.each([
    [20, 'Excellent'],
    [19.99, 'Good'],
    [10, 'Good'],
    [9.99, 'Break-even'],
    [0, 'Break-even'],
    [-0.01, 'Loss'],
  ])('%d %% is %s', (margin, label) => {
    expect(reportLabel(margin)).toBe(label);
  });
});

describe('industry comparison', () => {
  it('compares with 15.2 %, the difference to 2 decimals', () => {
    expect(INDUSTRY_AVERAGE_MARGIN).toBe(15.2);
    expect(industryComparison(20)).toEqual({ yourMargin: 20, industryAverage: 15.2, difference: 4.8 });
    expect(industryComparison(15.2)).toEqual({ yourMargin: 15.2, industryAverage: 15.2, difference: 0 });
    expect(industryComparison(-4.8)).toEqual({ yourMargin: -4.8, industryAverage: 15.2, difference: -20 });
    expect(industryComparison(33.333).difference).toBe(18.13);
    expect(industryComparison(15.214).difference).toBe(0.01);
  });
});

describe('report query', () => {
  it('defaults to the last 30 days', () => {
    expect(reportQuerySchema.parse({})).toEqual({ range: 'last_30_days' });
    expect(reportQuerySchema.parse({ range: 'last_year' })).toEqual({ range: 'last_year' });
    expect(reportQuerySchema.safeParse({ range: 'last_week' }).success).toBe(false);
  });
});
