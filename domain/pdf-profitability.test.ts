import { describe, expect, it } from 'vitest';
import { cents } from './money';
import { analyzePdfProfitability, categorize, priceForMargin, pricingPositionOf, riskFromMargin } from './pdf-profitability';
import { item } from './pdf-profitability-test-fixtures';
import { findPriceReference, normalizeUnit } from './pricing-reference';

describe('building blocks', () => {
  it('categorizes items by keywords', () => {
    expect(categorize('Building permit and inspections')).toBe('permit');
    expect(categorize('Dumpster rental 30 yd')).toBe('equipment');
    expect(categorize('Electrical: recessed lighting and circuits')).toBe('subcontractor');
    expect(categorize('Demolition and haul-away')).toBe('labor');
    expect(categorize('Quartz countertops, 3 cm')).toBe('material');
    expect(categorize('Project management')).toBe('other');
  });
  it('matches reference prices only when the unit fits', () => {
    expect(normalizeUnit('SF')).toBe('sq ft');
    expect(normalizeUnit('L.F.')).toBe('lf');
    expect(findPriceReference('Quartz countertops', 'sq ft')?.averageUnitPrice).toBe(7500);
    expect(findPriceReference('Quartz countertops', 'ea')).toBeNull();
    expect(findPriceReference('Quartz countertops', null)).toBeNull();
    expect(findPriceReference('Architectural shingles, installed', 'sq')?.averageUnitPrice).toBe(40000);
  });
  it('classifies price position, risk and the price for a margin', () => {
    expect(pricingPositionOf(cents(10500), cents(10000))).toBe('market_rate');
    expect(pricingPositionOf(cents(10600), cents(10000))).toBe('above_market');
    expect(pricingPositionOf(cents(9400), cents(10000))).toBe('below_market');
    expect([riskFromMargin(-0.1), riskFromMargin(7.9), riskFromMargin(15.1), riskFromMargin(15.2)]).toEqual([
      'critical',
      'high',
      'medium',
      'low',
    ]);
    // 960.00 / (1 - 0.152) = 1132.0754… → rounded up to the cent.
    expect(priceForMargin(cents(96000), 15.2)).toBe(113208);
  });
});

describe('analyzePdfProfitability', () => {
  it('estimates cost from the reference and category ratios, exactly to the cent', () => {
    const a = analyzePdfProfitability({
      budget: 8678,
      lineItems: [
        item('Quartz countertops, 3 cm', 58, 'sq ft', 78.5, 4553),
        item('Building permit', 1, 'ea', 1275, 1275),
        item('Demolition of existing kitchen', 1, 'ls', 2850, 2850),
      ],
    });
    // Costs: 0.80 × (58 × 75.00) = 3480.00; permit 1275.00 at cost; 0.75 × 2850.00 = 2137.50.
    expect(a).toMatchObject({
      totalBudget: 8678,
      estimatedCost: 6892.5,
      projectedProfit: 1785.5,
      profitMargin: 20.6,
      marginVariance: 5.4,
      floridaAverageMargin: 15.2,
      overallRisk: 'low',
      competitiveAnalysis: { pricingPosition: 'market_rate', priceToReferencePercent: 104.7 },
    });
    expect(
      a.lineItems.map((l) => [l.item, l.category, l.estimatedCost, l.currentMargin, l.riskLevel, l.floridaAveragePrice, l.pricingPosition]),
    ).toEqual([
      ['Quartz countertops, 3 cm', 'material', 3480, 23.6, 'low', 75, 'market_rate'],
      ['Building permit', 'permit', 1275, 0, 'low', null, null],
      ['Demolition of existing kitchen', 'labor', 2137.5, 25, 'low', null, null],
    ]);
    expect(a.lineItems[2].recommendations[0]).toMatch(/No reference price/);
    expect(a.recommendations[0]).toBe(
      'Projected profit $1,785.50 on $8,678.00 (20.6% margin), 5.4 points above the 15.2% Florida average.',
    );
  });

  it('flags an underpriced item and says what price reaches the Florida average', () => {
    const a = analyzePdfProfitability({ budget: null, lineItems: [item('Seamless gutters', 100, 'lf', 9, 900)] });
    // Cost 0.80 × (100 × 12.00) = 960.00 > 900.00.
    expect(a).toMatchObject({
      totalBudget: 900,
      estimatedCost: 960,
      projectedProfit: -60,
      profitMargin: -6.7,
      marginVariance: -21.9,
      overallRisk: 'critical',
    });
    expect(a.competitiveAnalysis.pricingPosition).toBe('below_market');
    expect(a.lineItems[0]).toMatchObject({ riskLevel: 'critical', pricingPosition: 'below_market', floridaAveragePrice: 12 });
    expect(a.competitiveAnalysis.adjustmentSuggestions).toContain('Raise "Seamless gutters" to the reference $12.00 per lf: +$300.00.');
    expect(a.competitiveAnalysis.adjustmentSuggestions).toContain(
      'A contract price of $1,132.08 (+$232.08) reaches the 15.2% Florida average margin.',
    );
  });

  it('estimates an unitemized approval letter from its total and asks for an itemized bid', () => {
    const a = analyzePdfProfitability({ budget: 22900, lineItems: [] });
    expect(a).toMatchObject({
      totalBudget: 22900,
      estimatedCost: 19465,
      projectedProfit: 3435,
      profitMargin: 15,
      overallRisk: 'medium',
      marginVariance: -0.2,
    });
    expect(a.competitiveAnalysis.pricingPosition).toBe('market_rate');
    expect(a.competitiveAnalysis.priceToReferencePercent).toBeNull();
    expect(a.recommendations.some((r) => r.includes('no line items'))).toBe(true);
    expect(a.competitiveAnalysis.adjustmentSuggestions).toContain(
      'A contract price of $22,954.01 (+$54.01) reaches the 15.2% Florida average margin.',
    );
  });

  it('keeps cents exact with many small items', () => {
    const items = Array.from({ length: 10 }, (_, i) => item(`Touch-up paint ${i}`, 1, 'ls', 0.1, 0.1));
    const a = analyzePdfProfitability({ budget: null, lineItems: items });
    expect(a.totalBudget).toBe(1);
    // 0.75 × 0.10 = 0.075 → 0.08 per item (half away from zero).
    expect(a.estimatedCost).toBe(0.8);
    expect(a.projectedProfit).toBe(0.2);
  });
});
