import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../money';
import {
  analyzeProfit,
  budgetHealthFromMargin,
  costEfficiencyRating,
  hasProfitData,
  type ProfitFacts,
  projectedFinalCost,
} from './profit-analysis';

// The built-in profit analysis word for word, and both sides of each edge.

const $ = (dollars: number) => cents(Math.round(dollars * 100));
const facts = (over: Partial<ProfitFacts> = {}): ProfitFacts => ({
  budget: $(10_000),
  labor: $(2_000),
  material: $(1_500),
  other: $(500),
  estimatedMaterialCost: $(1_400),
  plannedDays: 20,
  daysElapsed: 10,
  daysLate: 0,
  status: 'active',
  crewDailyRates: [$(100), null],
  ...over,
});

describe('analyzeProfit: the whole answer', () => {
  it('an open project with a plan, a crew and a material estimate', () => {
    expect(analyzeProfit(facts())).toEqual({
      analysis: {
        currentProfitMargin: 60,
        projectedFinalMargin: 20,
        budgetHealth: 'excellent',
        costEfficiencyRating: 8.6,
        comparisonToEstimates: {
          materialCostVariance: 7.14,
          laborCostVariance: -27.27,
          notes: [
            'Material: $1,500.00 spent against an estimate of $1,400.00 (+7.14%).',
            'Labor: $2,000.00 recorded against $2,750.00 planned for 10 days of the assigned crew at $275.00/day (-27.27%).',
          ],
        },
        riskFactors: ['Material costs are 7.14% over the estimate.'],
        optimizationOpportunities: ['Compare supplier prices and order the remaining material in bulk.'],
        aiInsights:
          '$4,000.00 of the $10,000.00 budget is spent (labor $2,000.00, material $1,500.00, other $500.00), a current margin of 60%. ' +
          'The projected final margin is 20% based on $4,000.00 over 10 of 20 planned days, extrapolated to $8,000.00, above the Florida average of 15.2%. ' +
          'Budget health is excellent and cost efficiency 8.6/10.',
      },
      figures: {
        budget: 10_000,
        laborCosts: 2_000,
        materialCosts: 1_500,
        otherCosts: 500,
        totalCosts: 4_000,
        projectedFinalCost: 8_000,
        estimatedMaterialCost: 1_400,
        plannedLaborCost: 5_500,
        plannedLaborToDate: 2_750,
        crewDailyCost: 275,
        plannedDays: 20,
        daysElapsed: 10,
        floridaAverageMargin: 15.2,
      },
    });
  });

  it('over budget, unplanned, late, with unpriced work and no estimates', () => {
    const r = analyzeProfit(
      facts({
        budget: $(1_000),
        labor: $(900),
        material: $(200),
        other: $(300),
        estimatedMaterialCost: null,
        plannedDays: null,
        daysElapsed: 5,
        daysLate: 2,
        crewDailyRates: [],
        unpricedWorkRecords: 1,
      }),
    );
    expect(r.analysis).toEqual({
      currentProfitMargin: -40,
      projectedFinalMargin: -40,
      budgetHealth: 'critical',
      costEfficiencyRating: 0,
      comparisonToEstimates: {
        materialCostVariance: null,
        laborCostVariance: null,
        notes: [
          'Material: no estimate (set the estimated material cost on the project).',
          'Labor: no estimate (assign crew with daily rates to plan labor).',
        ],
      },
      riskFactors: [
        '1 work record is priced at $0 (employee without a rate): labor is understated, so these margins, the budget health and the rating are not final.',
        'Costs of $1,400.00 already exceed the $1,000.00 budget by $400.00.',
        'Projected margin -40% is below the Florida average of 15.2%.',
        'Behind schedule: 2 days past its planned end; every extra day adds labor cost not in this projection.',
        'No planned duration: the final cost cannot be projected beyond today’s costs.',
      ],
      optimizationOpportunities: [
        'Give the employees without a rate their daily or hourly rate, so their work is priced.',
        'Other costs (fuel, permits, equipment …) are 21.4% of spending; review them for savings.',
        'Price change orders for any added scope to protect the margin.',
      ],
      aiInsights:
        '$1,400.00 of the $1,000.00 budget is spent (labor $900.00, material $200.00, other $300.00), a current margin of -40%. ' +
        'The projected final margin is -40% based on today’s costs (no extrapolation possible), below the Florida average of 15.2%. ' +
        'Budget health is critical and cost efficiency 0/10, not final while 1 work record has no rate.',
    });
    expect(r.figures).toMatchObject({ estimatedMaterialCost: null, plannedLaborCost: null, plannedLaborToDate: null, crewDailyCost: null });
  });

  it('within budget today but projected over it; several unpriced records', () => {
    const r = analyzeProfit(
      facts({ budget: $(1_000), labor: $(600), material: $(0), other: $(0), plannedDays: 10, daysElapsed: 5, unpricedWorkRecords: 3 }),
    );
    expect(r.analysis.projectedFinalMargin).toBe(-20);
    expect(r.analysis.budgetHealth).toBe('critical');
    expect(r.analysis.riskFactors.slice(0, 2)).toEqual([
      '3 work records are priced at $0 (employee without a rate): labor is understated, so these margins, the budget health and the rating are not final.',
      'At the current burn rate the project will finish at $1,200.00, $200.00 over budget.',
    ]);
    expect(r.analysis.aiInsights).toMatch(/, not final while 3 work records have no rate\.$/);
  });

  it('a completed project: its costs are final; a crew without a plan is planned over the days run', () => {
    const r = analyzeProfit(
      facts({
        status: 'completed',
        plannedDays: null,
        daysElapsed: 1,
        crewDailyRates: [$(200)],
        labor: $(221),
        estimatedMaterialCost: $(0),
      }),
    );
    expect(r.figures).toMatchObject({ projectedFinalCost: 2_221, plannedLaborCost: null, plannedLaborToDate: 200, crewDailyCost: 200 });
    expect(r.analysis.comparisonToEstimates).toEqual({
      materialCostVariance: null,
      laborCostVariance: 10.5,
      notes: [
        'Material: no estimate (set the estimated material cost on the project).',
        'Labor: $221.00 recorded against $200.00 planned for 1 day of the assigned crew at $200.00/day (+10.5%).',
      ],
    });
    expect(r.analysis.riskFactors).toContain('Labor is running 10.5% above the crew plan for the days so far.');
    expect(r.analysis.optimizationOpportunities).toContain('Plan crew days against the remaining scope to avoid idle or overtime days.');
    expect(r.analysis.aiInsights).toContain('based on the project is completed, so today’s costs are final,');
  });

  it('the edges: labor 10 % over, material on the estimate and other costs at 15 % ask for nothing', () => {
    const r = analyzeProfit(facts({ budget: $(20_000), labor: $(3_025), material: $(1_400), other: $(782.35), crewDailyRates: [$(275)] }));
    // Total 5,207.35; other 782.35 ÷ 5,207.35 = 15.02 % is over 15 %.
    expect(r.analysis.comparisonToEstimates.laborCostVariance).toBe(10);
    expect(r.analysis.comparisonToEstimates.materialCostVariance).toBe(0);
    expect(r.analysis.riskFactors).toEqual([]);
    expect(r.analysis.optimizationOpportunities).toEqual([
      'Other costs (fuel, permits, equipment …) are 15% of spending; review them for savings.',
    ]);
    // 780 ÷ 5,205 = 14.99 %.
    const even = analyzeProfit(facts({ budget: $(20_000), labor: $(3_025), material: $(1_400), other: $(780), crewDailyRates: [$(275)] }));
    expect(even.analysis.optimizationOpportunities).toEqual([
      'Costs are on plan; keep recording expenses and work daily to keep the projection accurate.',
    ]);
    expect(even.analysis.comparisonToEstimates.notes[0]).toBe('Material: $1,400.00 spent against an estimate of $1,400.00 (0%).');
  });

  it('a projected margin at the Florida average is not above it', () => {
    // 10,000 budget, 8,480 projected = 15.2 %.
    const r = analyzeProfit(facts({ labor: $(2_120), material: $(1_400), other: $(720), crewDailyRates: [] }));
    expect(r.analysis.projectedFinalMargin).toBe(15.2);
    expect(r.analysis.aiInsights).toContain('below the Florida average of 15.2%');
    expect(r.analysis.riskFactors).toEqual([]);
  });
});

describe('the parts', () => {
  it.each([
    [15.2, false, 'excellent'],
    [15.19, false, 'good'],
    [5, false, 'good'],
    [4.99, false, 'concerning'],
    [0, false, 'concerning'],
    [-0.01, false, 'critical'],
    [30, true, 'critical'],
  ] as const)('budget health of a %s %% margin (over budget now: %s) is %s', (margin, over, health) =>
    expect(budgetHealthFromMargin(margin, over)).toBe(health),
  );

  it.each([
    [15.2, 7],
    [24.2, 10],
    [30, 10],
    [-5.8, 0],
    [-20, 0],
    [0, 1.9],
    [18.2, 8],
  ])('cost efficiency of a %s %% margin is %s', (margin, rating) => expect(costEfficiencyRating(margin)).toBe(rating));

  it.each([
    [1000, 10, 3, 'active', 3333],
    [1000, 10, 3, 'completed', 1000],
    [1000, null, 3, 'active', 1000],
    [1000, 0, 3, 'active', 1000],
    [1000, 10, 0, 'active', 1000],
    [1000, 10, 10, 'active', 1000],
    [1000, 10, 9, 'active', 1111],
    [1000, 10, 1, 'active', 10000],
  ] as const)('projected final cost of %i ¢ with %s planned days at day %i (%s) is %i ¢', (total, planned, elapsed, status, projected) =>
    expect(projectedFinalCost(total as Cents, planned, elapsed, status)).toBe(projected),
  );

  it('profit data needs a budget and a cost', () => {
    expect(hasProfitData({ budget: $(1), labor: $(0), material: $(0), other: $(0.01) })).toBe(true);
    expect(hasProfitData({ budget: $(1), labor: $(0.01), material: $(0), other: $(0) })).toBe(true);
    expect(hasProfitData({ budget: $(1), labor: $(0), material: $(0.01), other: $(0) })).toBe(true);
    expect(hasProfitData({ budget: $(1), labor: $(0), material: $(0), other: $(0) })).toBe(false);
    expect(hasProfitData({ budget: $(0), labor: $(5), material: $(0), other: $(0) })).toBe(false);
  });
});
