import { describe, expect, it } from 'vitest';
import { type Cents, dollarsToCents } from '../money';
import {
  analyzeProfit,
  budgetHealthFromMargin,
  costEfficiencyRating,
  hasProfitData,
  type ProfitFacts,
  profitAnalysisSchema,
  projectedFinalCost,
} from './profit-analysis';

const c = (d: number) => dollarsToCents(d);
const facts = (over: Partial<ProfitFacts> = {}): ProfitFacts => ({
  budget: c(10000),
  labor: c(670),
  material: c(1200.1),
  other: c(80.25),
  estimatedMaterialCost: c(4000),
  plannedDays: 30,
  daysElapsed: 15,
  daysLate: 0,
  status: 'active',
  crewDailyRates: [c(200)],
  ...over,
});

describe('profit analysis (built-in)', () => {
  it('names "behind schedule" exactly when the one schedule rule says so (daysLate from domain/schedule)', () => {
    const onPlan = analyzeProfit(facts({ daysElapsed: 40, daysLate: 0 })).analysis.riskFactors;
    expect(onPlan.some((r) => r.startsWith('Behind schedule'))).toBe(false);
    const late = analyzeProfit(facts({ daysElapsed: 250, daysLate: 220 })).analysis.riskFactors;
    expect(late).toContain('Behind schedule: 220 days past its planned end; every extra day adds labor cost not in this projection.');
    expect(analyzeProfit(facts({ daysLate: 1 })).analysis.riskFactors).toContain(
      'Behind schedule: 1 day past its planned end; every extra day adds labor cost not in this projection.',
    );
  });

  it('computes margins, burn-rate projection, variances and rating from the figures', () => {
    const { analysis, figures } = analyzeProfit(facts());
    expect(profitAnalysisSchema.parse(analysis)).toEqual(analysis);
    expect(analysis.currentProfitMargin).toBe(80.5); // (10,000 − 1,950.35) ÷ 10,000
    expect(figures.projectedFinalCost).toBe(3900.7); // 1,950.35 ÷ 15 days × 30 days
    expect(analysis.projectedFinalMargin).toBe(60.99);
    expect(analysis.budgetHealth).toBe('excellent');
    expect(analysis.costEfficiencyRating).toBe(10);
    expect(analysis.comparisonToEstimates.materialCostVariance).toBe(-70); // 1,200.10 vs 4,000
    expect(analysis.comparisonToEstimates.laborCostVariance).toBe(-77.67); // 670 vs 200/day × 15 days
    expect(figures).toMatchObject({ totalCosts: 1950.35, plannedLaborToDate: 3000, plannedLaborCost: 6000, crewDailyCost: 200 });
    expect(analysis.aiInsights).toContain('$1,950.35 of the $10,000.00 budget is spent');
    expect(analysis.aiInsights).toContain('above the Florida average of 15.2%');
  });

  it('is critical when costs already exceed the budget, and says why', () => {
    const { analysis } = analyzeProfit(
      facts({
        budget: c(1000),
        labor: c(0),
        material: c(1100),
        other: c(0),
        estimatedMaterialCost: null,
        plannedDays: null,
        daysElapsed: 5,
        crewDailyRates: [],
      }),
    );
    expect(analysis.currentProfitMargin).toBe(-10);
    expect(analysis.projectedFinalMargin).toBe(-10);
    expect(analysis.budgetHealth).toBe('critical');
    expect(analysis.costEfficiencyRating).toBe(0);
    expect(analysis.comparisonToEstimates).toEqual({
      materialCostVariance: null,
      laborCostVariance: null,
      notes: [
        'Material: no estimate (set the estimated material cost on the project).',
        'Labor: no estimate (assign crew with daily rates to plan labor).',
      ],
    });
    expect(analysis.riskFactors[0]).toBe('Costs of $1,100.00 already exceed the $1,000.00 budget by $100.00.');
  });

  it('grades health by projected margin: good from 5 %, concerning from 0 %', () => {
    const good = analyzeProfit(facts({ labor: c(4500), material: c(0), other: c(0), plannedDays: 20, daysElapsed: 10 })).analysis;
    expect([good.projectedFinalMargin, good.budgetHealth, good.costEfficiencyRating]).toEqual([10, 'good', 5.3]);
    const concerning = analyzeProfit(facts({ labor: c(4900), material: c(0), other: c(0), plannedDays: 20, daysElapsed: 10 })).analysis;
    expect([concerning.projectedFinalMargin, concerning.budgetHealth]).toEqual([2, 'concerning']);
    expect(budgetHealthFromMargin(15.2, false)).toBe('excellent');
    expect(budgetHealthFromMargin(15.19, false)).toBe('good');
    expect(budgetHealthFromMargin(-0.01, false)).toBe('critical');
    expect(costEfficiencyRating(15.2)).toBe(7);
  });

  it('does not extrapolate a completed project, one past its plan, or one without a plan', () => {
    const total = c(5000) as Cents;
    expect(projectedFinalCost(total, 20, 10, 'completed')).toBe(total);
    expect(projectedFinalCost(total, 20, 25, 'active')).toBe(total);
    expect(projectedFinalCost(total, null, 10, 'active')).toBe(total);
    expect(projectedFinalCost(total, 20, 10, 'active')).toBe(c(10000));
  });

  it('counts a crew member without a daily rate at the default 175', () => {
    const { figures, analysis } = analyzeProfit(facts({ crewDailyRates: [c(200), null], daysElapsed: 2 }));
    expect(figures.crewDailyCost).toBe(375);
    expect(figures.plannedLaborToDate).toBe(750);
    expect(analysis.comparisonToEstimates.laborCostVariance).toBe(-10.67); // 670 vs 750
  });

  it('says the margins, health and rating are not final while work is priced at $0 for want of a rate', () => {
    const priced = analyzeProfit(facts()).analysis;
    expect(priced.riskFactors.join(' ')).not.toMatch(/priced at \$0/);
    expect(priced.aiInsights).toMatch(/\/10\.$/);
    const one = analyzeProfit(facts({ unpricedWorkRecords: 1 })).analysis;
    expect(one.riskFactors[0]).toBe(
      '1 work record is priced at $0 (employee without a rate): labor is understated, so these margins, the budget health and the rating are not final.',
    );
    expect(one.aiInsights).toMatch(/not final while 1 work record has no rate\.$/);
    expect(one.optimizationOpportunities).toEqual([
      'Give the employees without a rate their daily or hourly rate, so their work is priced.',
    ]);
    const three = analyzeProfit(facts({ unpricedWorkRecords: 3 })).analysis;
    expect(three.riskFactors[0]).toMatch(/^3 work records are priced at \$0/);
    expect(three.aiInsights).toMatch(/not final while 3 work records have no rate\.$/);
  });

  it('needs a budget and at least one cost', () => {
    expect(hasProfitData({ budget: c(0), labor: c(0), material: c(0), other: c(0) })).toBe(false);
    expect(hasProfitData({ budget: c(100), labor: c(0), material: c(0), other: c(0) })).toBe(false);
    expect(hasProfitData({ budget: c(0), labor: c(5), material: c(0), other: c(0) })).toBe(false);
    expect(hasProfitData({ budget: c(100), labor: c(0), material: c(0), other: c(0.01) })).toBe(true);
  });
});
