import { describe, expect, it } from 'vitest';
import { accountingQuerySchema, accountingYears } from './accounting';
import { ACCOUNTING_CATEGORIES, COST_SOURCES, splitByAccountingCategory, totalOfSources } from './accounting-categories';
import { buildOverview, type OverviewInput, withTaxRate } from './accounting-overview';
import { estimateTaxes, percentOf, taxDeductions } from './accounting-tax';
import { cents } from './money';

const c = cents;

describe('accounting categories', () => {
  it('books every expense category and work pay into exactly one of the six', () => {
    const one = Object.fromEntries(COST_SOURCES.map((s, i) => [s, c(10 ** i)]));
    const split = splitByAccountingCategory(one);
    expect(Object.keys(split)).toEqual([...ACCOUNTING_CATEGORIES]);
    expect(Object.values(split).reduce((a, b) => a + b, 0)).toBe(totalOfSources(one));
  });

  it('maps permits to Permits & Legal, meals and work pay to labor, gas and fuel to vehicle & fuel, other to other costs', () => {
    expect(
      splitByAccountingCategory({
        permits: c(1),
        dining: c(20),
        work: c(300),
        gas: c(4000),
        fuel: c(50000),
        other: c(600000),
        utilities: c(7),
      }),
    ).toEqual({ materials: 0, labor: 320, subcontractors: 0, equipment: 0, vehicle: 54000, permits: 1, utilities: 7, other: 600000 });
  });
});

describe('tax formulas', () => {
  it('rounds a percent of cents half away from zero, exactly', () => {
    expect(percentOf(c(8001), 50)).toBe(4001); // 40.005 → 40.01
    expect(percentOf(c(8000), 50)).toBe(4000);
    expect(percentOf(c(1038504), 25)).toBe(259626);
    expect(percentOf(c(1038504), 30)).toBe(311551); // 3,115.512
    expect(percentOf(c(-8001), 50)).toBe(-4001);
    expect(percentOf(c(100), 12.25)).toBe(12); // 12.25 cents
    expect(percentOf(c(9_000_000_000_000), 33.33)).toBe(2_999_700_000_000);
  });

  it('makes total deductions the sum of its four parts, meals at 50 %', () => {
    const d = taxDeductions({
      material: c(123456),
      labor: c(30000),
      work: c(68050),
      dining: c(8001),
      subcontractor: c(150000),
      equipment: c(40000),
      gas: c(4567),
      fuel: c(5433),
      permits: c(25000),
      utilities: c(9999),
      other: c(1000),
    });
    expect(d).toEqual({
      deductibleExpenses: 400507,
      equipmentDepreciation: 40000,
      businessMileage: 10000,
      officeExpenses: 10999,
      totalDeductions: 461506,
    });
    expect(d.totalDeductions).toBe(d.deductibleExpenses + d.equipmentDepreciation + d.businessMileage + d.officeExpenses);
  });

  it('estimates the year and each quarter at the rate given, nothing on a loss', () => {
    expect(estimateTaxes(c(1500010), c(461506), 25)).toEqual({
      taxableIncome: 1038504,
      taxRate: 25,
      estimatedTaxes: 259626,
      quarterlyEstimate: 64907, // 649.065 → 649.07
    });
    expect(estimateTaxes(c(100), c(500), 25)).toEqual({ taxableIncome: 0, taxRate: 25, estimatedTaxes: 0, quarterlyEstimate: 0 });
    expect(estimateTaxes(c(100000), c(0), 0).estimatedTaxes).toBe(0);
  });
});

describe('accounting query', () => {
  it('offers this year and the 4 before, newest first', () => {
    expect(accountingYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('defaults the tax rate to 25 % and accepts 0..100 with 2 decimals', () => {
    expect(accountingQuerySchema.parse({})).toEqual({ taxRate: 25 });
    expect(accountingQuerySchema.parse({ year: '2025', taxRate: '22.5' })).toEqual({ year: 2025, taxRate: 22.5 });
    for (const bad of ['-1', '100.01', '1e2', '', 'abc', '12.345'])
      expect(accountingQuerySchema.safeParse({ taxRate: bad }).success).toBe(false);
    expect(accountingQuerySchema.safeParse({ year: '1899' }).success).toBe(false);
  });
});

describe('withTaxRate', () => {
  const input = (taxRate: number): OverviewInput => ({
    year: 2025,
    revenueMethod: 'earned',
    costs: [
      { month: 1, source: 'material', amount: c(123456) },
      { month: 3, source: 'equipment', amount: c(40000) },
      { month: 3, source: 'dining', amount: c(8001) },
    ],
    revenue: [{ month: 1, revenue: c(1500010), projects: 2, completed: 1, active: 1 }],
    contractValueOfJobsStarted: cents(0),
    projects: [],
    unpriced: { unpricedWorkRecords: 0, projectsWithUnpricedWork: 0 },
    receipts: [],
    receiptCount: 3,
    taxRate,
  });

  it('gives the overview built at that rate, to the cent, from the one built at another', () => {
    const at25 = buildOverview(input(25));
    for (const rate of [0, 12.34, 30, 33.33, 100]) expect(withTaxRate(at25, rate)).toEqual(buildOverview(input(rate)));
    expect(withTaxRate(at25, 25)).toBe(at25);
  });
});
