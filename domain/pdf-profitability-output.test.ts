import { describe, expect, it } from 'vitest';
import { cents } from './money';
import { analyzePdfProfitability, priceForMargin, pricingPositionOf, riskFromMargin } from './pdf-profitability';
import { item } from './pdf-profitability-test-fixtures';

// The whole profitability answer for a mixed bid, word for word, and both sides of each edge.

const ASSUMPTIONS = [
  "Costs are estimated as a share of the Florida reference price of the work (or of the item's price when no reference matches): material 80%, labor 75%, equipment 85%, subcontractor 87%, permit 100%, other 85%.",
  'Reference prices come from the built-in Florida table; within 5% of it is market rate.',
  'Risk: margin below 0% critical, below 8% high, below 15.2% medium, otherwise low.',
];

describe('analyzePdfProfitability: a mixed bid', () => {
  // Computed inside each test, not while the file is collected: Stryker activates a mutant only for the tests.
  const mixed = () =>
    analyzePdfProfitability({
      budget: 13_000,
      lineItems: [
        item('Semi-custom cabinets', 10, 'lf', 600, 6000),
        item('Seamless gutters', 100, 'lf', 9, 900),
        item('Demolition and haul-away', 1, 'ls', 5000, 5000),
        item('Building permit', null, null, null, 400),
        item('Quartz countertops', 20, 'sq ft', 76, 1520),
      ],
    });

  it('totals: costs 3,400 + 960 + 3,750 + 400 + 1,200; the items add up to more than the total', () => {
    const a = mixed();
    expect({ ...a, lineItems: undefined }).toEqual({
      totalBudget: 13_000,
      estimatedCost: 9710,
      projectedProfit: 3290,
      profitMargin: 25.3,
      // A critical item lifts a low overall risk to medium.
      overallRisk: 'medium',
      floridaAverageMargin: 15.2,
      marginVariance: 10.1,
      competitiveAnalysis: {
        pricingPosition: 'above_market',
        priceToReferencePercent: 121.2,
        adjustmentSuggestions: [
          '3 of 5 line items match the Florida reference; together they are priced at 121.2% of it ($8,420.00 vs $6,950.00).',
          '"Semi-custom cabinets" is 41.2% above the reference; a competing bid near $4,250.00 could undercut it.',
          'Raise "Seamless gutters" to the reference $12.00 per lf: +$300.00.',
        ],
      },
      lineItems: undefined,
      recommendations: [
        'Projected profit $3,290.00 on $13,000.00 (25.3% margin), 10.1 points above the 15.2% Florida average.',
        'Review pricing on 1 high-risk item: Seamless gutters (-6.7%).',
        'The line items add up to $13,820.00, $820.00 more than the total: check for a discount or a missing change.',
        'Labor-only items are 38.5% of the contract; track crew days closely, labor overruns are the usual margin leak.',
      ],
      assumptions: ASSUMPTIONS,
    });
  });

  it('each line item', () => {
    const a = mixed();
    expect(a.lineItems).toEqual([
      {
        item: 'Semi-custom cabinets',
        quantity: 10,
        unit: 'lf',
        unitPrice: 600,
        totalPrice: 6000,
        category: 'material',
        // 43.3 % is a low-risk margin, but 141 % of the reference is medium.
        riskLevel: 'medium',
        currentMargin: 43.3,
        profitMarginRecommendation: 15.2,
        floridaAveragePrice: 425,
        referenceLabel: 'Semi-custom cabinets, installed (per lf)',
        estimatedCost: 3400,
        pricingPosition: 'above_market',
        recommendations: [
          'Priced 41.2% above the Florida reference ($600.00 vs $425.00 per lf); be ready to justify the finish or scope.',
          'Estimated margin 43.3% meets the 15.2% target for material.',
        ],
      },
      {
        item: 'Seamless gutters',
        quantity: 100,
        unit: 'lf',
        unitPrice: 9,
        totalPrice: 900,
        category: 'material',
        riskLevel: 'critical',
        currentMargin: -6.7,
        profitMarginRecommendation: 15.2,
        floridaAveragePrice: 12,
        referenceLabel: 'Seamless aluminum gutters (per lf)',
        estimatedCost: 960,
        pricingPosition: 'below_market',
        recommendations: [
          'Priced 25% below the Florida reference ($9.00 vs $12.00 per lf); raising it to the reference adds $300.00.',
          'Estimated margin -6.7% is under the 15.2% target for material; $1,132.08 would reach it (+$232.08).',
        ],
      },
      {
        item: 'Demolition and haul-away',
        quantity: 1,
        unit: 'ls',
        unitPrice: 5000,
        totalPrice: 5000,
        category: 'labor',
        riskLevel: 'low',
        currentMargin: 25,
        profitMarginRecommendation: 20,
        floridaAveragePrice: null,
        referenceLabel: null,
        estimatedCost: 3750,
        pricingPosition: null,
        recommendations: [
          'No reference price for this item; margin estimated from the category cost ratio.',
          'Estimated margin 25% meets the 20% target for labor.',
        ],
      },
      {
        item: 'Building permit',
        quantity: null,
        unit: null,
        unitPrice: null,
        totalPrice: 400,
        category: 'permit',
        riskLevel: 'low',
        currentMargin: 0,
        profitMarginRecommendation: 0,
        floridaAveragePrice: null,
        referenceLabel: null,
        estimatedCost: 400,
        pricingPosition: null,
        recommendations: [
          'No reference price: the item has no unit to compare; margin estimated from the category cost ratio.',
          'Permits and fees are passed through at cost; confirm the amount with the building department.',
        ],
      },
      {
        item: 'Quartz countertops',
        quantity: 20,
        unit: 'sq ft',
        unitPrice: 76,
        totalPrice: 1520,
        category: 'material',
        riskLevel: 'low',
        currentMargin: 21.1,
        profitMarginRecommendation: 15.2,
        floridaAveragePrice: 75,
        referenceLabel: 'Quartz countertops, installed (per sq ft)',
        estimatedCost: 1200,
        pricingPosition: 'market_rate',
        recommendations: [
          'At market rate: within 5% of the Florida reference ($75.00 per sq ft).',
          'Estimated margin 21.1% meets the 15.2% target for material.',
        ],
      },
    ]);
  });
});

describe('analyzePdfProfitability: other shapes', () => {
  it('a healthy bid with an unitemized part', () => {
    const a = analyzePdfProfitability({ budget: 2000, lineItems: [item('Quartz countertops', 20, 'sq ft', 75, 1500)] });
    // Cost 0.80 × 1,500 + 0.85 × 500 unitemized = 1,625; 375 ÷ 2,000 = 18.75 % → 18.8.
    expect([a.estimatedCost, a.projectedProfit, a.profitMargin, a.marginVariance, a.overallRisk]).toEqual([1625, 375, 18.8, 3.6, 'low']);
    expect(a.competitiveAnalysis).toEqual({
      pricingPosition: 'market_rate',
      priceToReferencePercent: 100,
      adjustmentSuggestions: [
        '1 of 1 line items match the Florida reference; together they are priced at 100% of it ($1,500.00 vs $1,500.00).',
      ],
    });
    expect(a.recommendations).toEqual([
      'Projected profit $375.00 on $2,000.00 (18.8% margin), 3.6 points above the 15.2% Florida average.',
      '$500.00 of the total is not itemized (tax, allowances or unlisted scope); confirm what it covers.',
      'Pricing supports a healthy margin; hold the contract price and control change orders in writing.',
    ]);
  });

  it('a bid below the Florida average with two high-risk items and nothing priced against the table', () => {
    const a = analyzePdfProfitability({
      budget: null,
      lineItems: [item('Project management', 1, 'hr', 100, 100), item('Electrical rough-in', null, null, null, 100)],
    });
    // Costs 85 (other) + 87 (subcontractor): margins 15 % and 13 %, total 14 %.
    expect([a.totalBudget, a.estimatedCost, a.profitMargin, a.marginVariance, a.overallRisk]).toEqual([200, 172, 14, -1.2, 'medium']);
    expect(a.lineItems.map((l) => [l.category, l.currentMargin, l.riskLevel, l.profitMarginRecommendation])).toEqual([
      ['other', 15, 'medium', 15.2],
      ['subcontractor', 13, 'medium', 12],
    ]);
    expect(a.lineItems[0].recommendations).toEqual([
      'No reference price for this item; margin estimated from the category cost ratio.',
      'Estimated margin 15% is under the 15.2% target for other; $100.24 would reach it (+$0.24).',
    ]);
    expect(a.competitiveAnalysis).toEqual({
      pricingPosition: 'market_rate',
      priceToReferencePercent: null,
      adjustmentSuggestions: [
        'No line item matched the Florida reference table, so the pricing position is assumed to be market rate.',
        'A contract price of $202.84 (+$2.84) reaches the 15.2% Florida average margin.',
      ],
    });
    expect(a.recommendations).toEqual(['Projected profit $28.00 on $200.00 (14% margin), 1.2 points below the 15.2% Florida average.']);
  });

  it('two losing items are listed in the plural; exactly 35 % labor asks for nothing', () => {
    const a = analyzePdfProfitability({
      budget: null,
      lineItems: [
        item('Seamless gutters', 100, 'lf', 9, 900),
        item('Fascia board', 100, 'lf', 8, 800),
        item('Interior painting', null, null, null, 917.81),
      ],
    });
    expect(a.recommendations[1]).toBe('Review pricing on 2 high-risk items: Seamless gutters (-6.7%), Fascia board (0%).');
    expect(a.lineItems.map((l) => l.riskLevel)).toEqual(['critical', 'high', 'low']);
    // 917.81 ÷ 2,617.81 = 35.06 % → 35.1 %: over 35 %.
    expect(a.recommendations.at(-1)).toBe(
      'Labor-only items are 35.1% of the contract; track crew days closely, labor overruns are the usual margin leak.',
    );
    const even = analyzePdfProfitability({ budget: 1000, lineItems: [item('Interior painting', null, null, null, 350)] });
    expect(even.recommendations.some((r) => r.startsWith('Labor-only'))).toBe(false);
  });

  it('an item priced up to 125 % of the reference stays low risk; above it is medium', () => {
    const at = analyzePdfProfitability({ budget: null, lineItems: [item('Quartz countertops', 10, 'sq ft', 93.75, 937.5)] });
    expect([at.lineItems[0].pricingPosition, at.lineItems[0].riskLevel]).toEqual(['above_market', 'low']);
    expect(at.competitiveAnalysis.adjustmentSuggestions).toHaveLength(1);
    const over = analyzePdfProfitability({ budget: null, lineItems: [item('Quartz countertops', 10, 'sq ft', 94, 940)] });
    expect([over.lineItems[0].pricingPosition, over.lineItems[0].riskLevel]).toEqual(['above_market', 'medium']);
    expect(over.competitiveAnalysis.adjustmentSuggestions[1]).toBe(
      '"Quartz countertops" is 25.3% above the reference; a competing bid near $750.00 could undercut it.',
    );
  });

  it('a whole budget of 0 has no margin and no labor share', () => {
    const a = analyzePdfProfitability({ budget: 0, lineItems: [] });
    expect([a.totalBudget, a.estimatedCost, a.profitMargin, a.overallRisk]).toEqual([0, 0, 0, 'high']);
    expect(a.recommendations).toEqual(['Projected profit $0.00 on $0.00 (0% margin), 15.2 points below the 15.2% Florida average.']);
  });
});

describe('edges of the building blocks', () => {
  it.each([
    [-0.1, 'critical'],
    [0, 'high'],
    [7.9, 'high'],
    [8, 'medium'],
    [15.1, 'medium'],
    [15.2, 'low'],
  ] as const)('a %s %% margin is %s risk', (margin, risk) => expect(riskFromMargin(margin)).toBe(risk));

  it.each([
    [10500, 'market_rate'],
    [10504, 'market_rate'],
    [10510, 'above_market'],
    [9500, 'market_rate'],
    [9495, 'market_rate'],
    [9490, 'below_market'],
  ] as const)('%s ¢ against 10,000 ¢ is %s', (price, position) => expect(pricingPositionOf(cents(price), cents(10000))).toBe(position));

  it('the price for a margin is exact when it divides evenly, else rounded up', () => {
    expect(priceForMargin(cents(8500), 15)).toBe(10000);
    expect(priceForMargin(cents(8501), 15)).toBe(10002);
    expect(priceForMargin(cents(100), 0)).toBe(100);
  });
});
