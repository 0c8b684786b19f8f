import { describe, expect, it } from 'vitest';
import { accountingQuerySchema } from './accounting';
import { optionalExpensePaymentMethodSchema, optionalTinSchema, parseTin } from './accounting-1099';
import { buildOverview, type OverviewInput, projectBreakdown, sourceTotals } from './accounting-overview';
import { percentOf } from './accounting-tax';
import { type Cents, cents } from './money';

// The accounting overview assembled from SQL aggregates, figure by figure, and the query and 1099 inputs.

const c = (n: number) => cents(n);
const input = (): OverviewInput => ({
  year: 2025,
  revenueMethod: 'billed',
  costs: [
    { month: 1, source: 'material', amount: c(100_000) },
    { month: 1, source: 'work', amount: c(50_000) },
    { month: 3, source: 'dining', amount: c(20_000) },
    { month: 3, source: 'material', amount: c(30_000) },
    { month: 12, source: 'other', amount: c(10_000) },
  ],
  revenue: [
    { month: 1, revenue: c(500_000), projects: 2, completed: 1, active: 1 },
    { month: 3, revenue: c(250_000), projects: 1, completed: 0, active: 1 },
  ],
  contractValueOfJobsStarted: c(900_000),
  projects: [
    {
      id: 7,
      name: 'Deck',
      budget: c(500_000),
      costs: c(180_000),
      status: 'active',
      unpricedWorkRecords: 2,
      unpricedEmployees: ['Ana Ruiz'],
    },
  ],
  unpriced: { unpricedWorkRecords: 3, projectsWithUnpricedWork: 2 },
  receipts: [],
  receiptCount: 4,
  taxRate: 25,
});
const month = (m: number, revenue = 0, expenses = 0, materialCosts = 0, laborCosts = 0) => ({
  month: `2025-${String(m).padStart(2, '0')}`,
  revenue,
  expenses,
  profit: revenue - expenses,
  materialCosts,
  laborCosts,
});

describe('buildOverview', () => {
  it('every figure of a year', () => {
    expect(buildOverview(input())).toEqual({
      revenueMethod: 'billed',
      revenueBasis: 'Billed (pay applications sent)',
      yearlyOverview: {
        year: 2025,
        totalRevenue: 7_500,
        contractValueOfJobsStarted: 9_000,
        totalProjects: 3,
        totalExpenses: 2_100,
        netProfit: 5_400,
        profitMargin: 72,
        completedProjects: 1,
        activeProjects: 2,
        unpricedWorkRecords: 3,
        projectsWithUnpricedWork: 2,
      },
      // 'other' is other costs, not utilities (issue 39 scope 3).
      expenseBreakdown: { materials: 1_300, labor: 700, subcontractors: 0, equipment: 0, vehicle: 0, permits: 0, utilities: 0, other: 100 },
      monthlyBreakdown: [
        month(1, 5_000, 1_500, 1_000, 500),
        month(2),
        month(3, 2_500, 500, 300, 200),
        month(4),
        month(5),
        month(6),
        month(7),
        month(8),
        month(9),
        month(10),
        month(11),
        month(12, 0, 100),
      ],
      projectsBreakdown: [
        {
          id: 7,
          name: 'Deck',
          budget: 5_000,
          totalCosts: 1_800,
          status: 'active',
          profit: 3_200,
          profitMargin: 64,
          unpricedWorkRecords: 2,
          unpricedEmployees: ['Ana Ruiz'],
        },
      ],
      receipts: [],
      receiptCount: 4,
      taxSummary: {
        // 1,300 material + 500 work + 50 % of 200 meals; 100 other is an office expense.
        deductibleExpenses: 1_900,
        equipmentDepreciation: 0,
        businessMileage: 0,
        officeExpenses: 100,
        totalDeductions: 2_000,
        taxableIncome: 5_500,
        taxRate: 25,
        estimatedTaxes: 1_375,
        quarterlyEstimate: 343.75,
      },
    });
  });

  it('sums a source over the year or one month', () => {
    const costs = input().costs;
    expect(sourceTotals(costs)).toEqual({ material: 130_000, work: 50_000, dining: 20_000, other: 10_000 });
    expect(sourceTotals(costs, 3)).toEqual({ dining: 20_000, material: 30_000 });
    expect(sourceTotals(costs, 2)).toEqual({});
  });

  it('a project losing money has a negative profit and margin', () => {
    const pool = {
      id: 1,
      name: 'Pool',
      budget: c(100_000),
      costs: c(125_050),
      status: 'completed',
      unpricedWorkRecords: 0,
      unpricedEmployees: [],
    };
    expect(projectBreakdown(pool)).toEqual({
      id: 1,
      name: 'Pool',
      budget: 1_000,
      totalCosts: 1_250.5,
      status: 'completed',
      profit: -250.5,
      profitMargin: -25.05,
      unpricedWorkRecords: 0,
      unpricedEmployees: [],
    });
  });

  it('percent of an amount rounds half away from zero, both signs', () => {
    expect(percentOf(c(1) as Cents, 50)).toBe(1);
    expect(percentOf(c(-1) as Cents, 50)).toBe(-1);
    expect(percentOf(c(3) as Cents, 10)).toBe(0);
    expect(percentOf(c(-3) as Cents, 10)).toBe(0);
    expect(percentOf(c(10_001) as Cents, 25)).toBe(2_500);
    expect(percentOf(c(10_002) as Cents, 25)).toBe(2_501);
  });
});

describe('the accounting query tax rate', () => {
  it.each([
    ['0', 0],
    ['100', 100],
    ['100.00', 100],
    ['7', 7],
    ['12.5', 12.5],
    [12.5, 12.5],
    [0, 0],
  ] as const)('%j is %s %%', (taxRate, rate) => expect(accountingQuerySchema.parse({ taxRate })).toEqual({ taxRate: rate }));

  it.each([true, '100.1', 101, -0.5, '7.', '.5', '1000'])('%j is refused with the message', (taxRate) => {
    const r = accountingQuerySchema.safeParse({ taxRate });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Tax rate must be a percent from 0 to 100 with at most 2 decimals']);
  });
});

describe('1099 inputs', () => {
  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['none', null],
    ['cash', 'cash'],
    ['card', 'card'],
  ] as const)('payment method %j is %j', (v, method) => expect(optionalExpensePaymentMethodSchema.parse(v)).toBe(method));

  it.each([
    ['123-45-6789', '123456789'],
    ['123456789', '123456789'],
    ['12-3456789', '123456789'],
    ['123-456789', '123456789'],
    ['12345-6789', '123456789'],
    ['  ', null],
    ['1234567890', undefined],
    ['x123456789', undefined],
    ['12345678', undefined],
  ] as const)('TIN %j reads as %j', (text, tin) => expect(parseTin(text)).toBe(tin));

  it('the TIN field: blank or null is none; a bad one is refused with its message', () => {
    expect(optionalTinSchema.parse(undefined)).toBeNull();
    expect(optionalTinSchema.parse(null)).toBeNull();
    expect(optionalTinSchema.parse('12-3456789')).toBe('123456789');
    const r = optionalTinSchema.safeParse('12345');
    expect(r.error?.issues.map((i) => i.message)).toEqual(['Tax ID must be 9 digits (SSN 123-45-6789 or EIN 12-3456789)']);
  });
});
