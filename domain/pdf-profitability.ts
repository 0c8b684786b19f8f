import { z } from 'zod';
import { engineInfoSchema } from './analysis/engine';
import type { ExtractedLineItem } from './approval-pdf';
import { lazySchema } from './lazy-schema';
import { addCents, type Cents, cents, centsToDollars, dollarsToCents, formatUsd, mulCents, subCents } from './money';
import { findPriceReference, normalizeUnit } from './pricing-reference';
import { FLORIDA_AVERAGE_MARGIN } from './projects';

/**
 * The built-in profitability analysis of an approval PDF (spec part 1 §2.7, §3.2): each line item is put in a
 * category, compared with the built-in Florida reference price (domain/pricing-reference.ts) and given an
 * estimated cost from the category's cost ratio; totals, margins, risk and advice follow from those figures.
 * Everything is computed in cents; percentages are rounded to one decimal.
 */

export const LINE_ITEM_CATEGORIES = ['material', 'labor', 'equipment', 'subcontractor', 'permit', 'other'] as const;
export type LineItemCategory = (typeof LINE_ITEM_CATEGORIES)[number];
export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const PRICING_POSITIONS = ['below_market', 'market_rate', 'above_market'] as const;
export type PricingPosition = (typeof PRICING_POSITIONS)[number];

/**
 * Estimated contractor cost as a share of the market (reference) price of the work, by category: what the
 * materials, crews, rentals, subs and fees typically cost a Florida residential contractor before overhead
 * and profit. Permits are passed through at cost.
 */
export const COST_RATIOS: Record<LineItemCategory, number> = {
  material: 0.8,
  labor: 0.75,
  equipment: 0.85,
  subcontractor: 0.87,
  permit: 1,
  other: 0.85,
};

/** Target margin per category, percent: labor carries more risk; subs and permits are largely passed through. */
export const TARGET_MARGINS: Record<LineItemCategory, number> = {
  material: FLORIDA_AVERAGE_MARGIN,
  labor: 20,
  equipment: FLORIDA_AVERAGE_MARGIN,
  subcontractor: 12,
  permit: 0,
  other: FLORIDA_AVERAGE_MARGIN,
};

/** Within ±5 % of the reference price is market rate. */
export const MARKET_BAND_PERCENT = 5;

const CATEGORY_KEYWORDS: [LineItemCategory, RegExp][] = [
  ['permit', /permit|inspection|impact fee|plan review|engineering fee|survey/i],
  ['equipment', /dumpster|rental|scaffold|\blift\b|crane|excavator|bobcat|equipment|porta.?john|toilet rental/i],
  ['subcontractor', /electric|plumbing|hvac|mechanical|subcontract|glass|enclosure|insulation|septic|landscap/i],
  ['labor', /demo(lition)?|tear[- ]?off|remove|removal|labor|prep|pressure wash|paint|repair|clean|haul|install(ation)? only|grading/i],
  [
    'material',
    /cabinet|counter|tile|shingle|underlayment|gutter|paver|board|lumber|vanity|door|window|fixture|sealer|drywall|coping|floor|quartz|granite|concrete|deck|roof|siding|trim|fascia|stone|brick|block|pan|waterproof/i,
  ],
];

/** The category of a line item from its description's keywords (first match in the order above). */
export function categorize(description: string): LineItemCategory {
  return CATEGORY_KEYWORDS.find(([, re]) => re.test(description))?.[0] ?? 'other';
}

export const pdfLineItemAnalysisSchema = lazySchema(() =>
  z.object({
    item: z.string(),
    quantity: z.number().nullable(),
    unit: z.string().nullable(),
    unitPrice: z.number().nullable(),
    totalPrice: z.number(),
    category: z.enum(LINE_ITEM_CATEGORIES),
    riskLevel: z.enum(RISK_LEVELS),
    /** Estimated margin of this item, percent. */
    currentMargin: z.number(),
    /** Target margin for this item's category, percent. */
    profitMarginRecommendation: z.number(),
    /** Florida reference unit price; null when no reference row matches. */
    floridaAveragePrice: z.number().nullable(),
    /** The reference row used, e.g. "Quartz countertops, installed (per sq ft)". */
    referenceLabel: z.string().nullable(),
    estimatedCost: z.number(),
    pricingPosition: z.enum(PRICING_POSITIONS).nullable(),
    recommendations: z.array(z.string()),
  }),
);
export type PdfLineItemAnalysis = z.infer<typeof pdfLineItemAnalysisSchema>;

export const pdfProfitabilitySchema = lazySchema(() =>
  z.object({
    totalBudget: z.number(),
    estimatedCost: z.number(),
    projectedProfit: z.number(),
    profitMargin: z.number(),
    overallRisk: z.enum(RISK_LEVELS),
    floridaAverageMargin: z.number(),
    marginVariance: z.number(),
    competitiveAnalysis: z.object({
      pricingPosition: z.enum(PRICING_POSITIONS),
      /** Priced items ÷ their Florida reference, percent (100 = at reference); null when nothing matched. */
      priceToReferencePercent: z.number().nullable(),
      adjustmentSuggestions: z.array(z.string()),
    }),
    lineItems: z.array(pdfLineItemAnalysisSchema),
    recommendations: z.array(z.string()),
    /** How the figures were estimated, in plain words. */
    assumptions: z.array(z.string()),
  }),
);
export type PdfProfitability = z.infer<typeof pdfProfitabilitySchema>;

const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
const usd = (c: Cents) => formatUsd(centsToDollars(c));

/** Risk from a margin percent: below 0 critical, below 8 high, below the Florida average medium, else low. */
export function riskFromMargin(marginPercent: number): RiskLevel {
  if (marginPercent < 0) return 'critical';
  if (marginPercent < 8) return 'high';
  if (marginPercent < FLORIDA_AVERAGE_MARGIN) return 'medium';
  return 'low';
}

/** Below / at / above market from price ÷ reference. */
export function pricingPositionOf(price: Cents, reference: Cents): PricingPosition {
  const ratio = pct(price, reference);
  if (ratio > 100 + MARKET_BAND_PERCENT) return 'above_market';
  if (ratio < 100 - MARKET_BAND_PERCENT) return 'below_market';
  return 'market_rate';
}

/** The price that earns `marginPercent` on a cost: cost ÷ (1 − margin), rounded up to the cent. */
export function priceForMargin(cost: Cents, marginPercent: number): Cents {
  return cents(Math.ceil((cost * 1000) / (1000 - marginPercent * 10) - 1e-9));
}

export type ProfitabilityInput = {
  /** The contract / approved total in dollars; null falls back to the sum of the line items. */
  budget: number | null;
  lineItems: ExtractedLineItem[];
};

/** Analyzes the extracted line items and total. */
export function analyzePdfProfitability(input: ProfitabilityInput): PdfProfitability {
  const items = input.lineItems.map((li) => {
    const total = dollarsToCents(li.totalPrice);
    const category = categorize(li.description);
    const ref = li.quantity !== null ? findPriceReference(li.description, li.unit) : null;
    const refTotal = ref && li.quantity !== null ? mulCents(ref.averageUnitPrice, li.quantity) : null;
    // Cost follows the work, not the price asked: the reference price of the work when known, else the price.
    const cost = mulCents(refTotal ?? total, COST_RATIOS[category]);
    return { li, total, category, ref, refTotal, cost };
  });

  const itemsTotal = addCents(...items.map((i) => i.total));
  const totalBudget = input.budget !== null ? dollarsToCents(input.budget) : itemsTotal;
  // The part of the contract the line items do not explain (tax, allowances, an unitemized letter).
  const unitemized = subCents(totalBudget, itemsTotal);
  const unitemizedCost = unitemized > 0 ? mulCents(unitemized, COST_RATIOS.other) : cents(0);
  const estimatedCost = addCents(...items.map((i) => i.cost), unitemizedCost);
  const projectedProfit = subCents(totalBudget, estimatedCost);
  const profitMargin = pct(projectedProfit, totalBudget);
  const marginVariance = Math.round((profitMargin - FLORIDA_AVERAGE_MARGIN) * 10) / 10;

  const lineItems: PdfLineItemAnalysis[] = items.map(({ li, total, category, ref, refTotal, cost }) => {
    const margin = pct(subCents(total, cost), total);
    const target = TARGET_MARGINS[category];
    const position = refTotal !== null ? pricingPositionOf(total, refTotal) : null;
    let risk = category === 'permit' ? 'low' : riskFromMargin(margin);
    if (risk === 'low' && position === 'above_market' && refTotal !== null && pct(total, refTotal) > 125) risk = 'medium';
    const recs: string[] = [];
    if (ref && refTotal !== null) {
      const unit = ref.unit === 'ls' ? 'lump sum' : `per ${ref.unit}`;
      const diff = Math.round((pct(total, refTotal) - 100) * 10) / 10;
      if (position === 'above_market') {
        recs.push(
          `Priced ${diff}% above the Florida reference (${formatUsd(li.unitPrice ?? 0)} vs ${usd(ref.averageUnitPrice)} ${unit}); be ready to justify the finish or scope.`,
        );
      } else if (position === 'below_market') {
        recs.push(
          `Priced ${Math.abs(diff)}% below the Florida reference (${formatUsd(li.unitPrice ?? 0)} vs ${usd(ref.averageUnitPrice)} ${unit}); raising it to the reference adds ${usd(subCents(refTotal, total))}.`,
        );
      } else {
        recs.push(`At market rate: within ${MARKET_BAND_PERCENT}% of the Florida reference (${usd(ref.averageUnitPrice)} ${unit}).`);
      }
    } else {
      recs.push(
        normalizeUnit(li.unit) === null && li.unit === null
          ? 'No reference price: the item has no unit to compare; margin estimated from the category cost ratio.'
          : 'No reference price for this item; margin estimated from the category cost ratio.',
      );
    }
    if (category === 'permit') {
      recs.push('Permits and fees are passed through at cost; confirm the amount with the building department.');
    } else if (margin < target) {
      const price = priceForMargin(cost, target);
      recs.push(
        `Estimated margin ${margin}% is under the ${target}% target for ${category}; ${usd(price)} would reach it (+${usd(subCents(price, total))}).`,
      );
    } else {
      recs.push(`Estimated margin ${margin}% meets the ${target}% target for ${category}.`);
    }
    return {
      item: li.description,
      quantity: li.quantity,
      unit: li.unit,
      unitPrice: li.unitPrice,
      totalPrice: centsToDollars(total),
      category,
      riskLevel: risk as RiskLevel,
      currentMargin: margin,
      profitMarginRecommendation: target,
      floridaAveragePrice: ref ? centsToDollars(ref.averageUnitPrice) : null,
      referenceLabel: ref ? `${ref.label} (per ${ref.unit})` : null,
      estimatedCost: centsToDollars(cost),
      pricingPosition: position,
      recommendations: recs,
    };
  });

  // Competitive position over the items that have a reference, weighted by price.
  const priced = items.filter((i) => i.refTotal !== null);
  const pricedTotal = addCents(...priced.map((i) => i.total));
  const pricedReference = addCents(...priced.map((i) => i.refTotal as Cents));
  const pricingPosition: PricingPosition = priced.length > 0 ? pricingPositionOf(pricedTotal, pricedReference) : 'market_rate';
  const priceToReferencePercent = priced.length > 0 ? pct(pricedTotal, pricedReference) : null;

  const adjustmentSuggestions: string[] = [];
  if (priced.length === 0) {
    adjustmentSuggestions.push('No line item matched the Florida reference table, so the pricing position is assumed to be market rate.');
  } else {
    adjustmentSuggestions.push(
      `${priced.length} of ${items.length} line items match the Florida reference; together they are priced at ${priceToReferencePercent}% of it (${usd(pricedTotal)} vs ${usd(pricedReference)}).`,
    );
  }
  for (const i of items) {
    if (i.refTotal === null || i.ref === null) continue;
    const pos = pricingPositionOf(i.total, i.refTotal);
    if (pos === 'below_market') {
      adjustmentSuggestions.push(
        `Raise "${i.li.description}" to the reference ${usd(i.ref.averageUnitPrice)} per ${i.ref.unit}: +${usd(subCents(i.refTotal, i.total))}.`,
      );
    } else if (pos === 'above_market' && pct(i.total, i.refTotal) > 125) {
      adjustmentSuggestions.push(
        `"${i.li.description}" is ${Math.round((pct(i.total, i.refTotal) - 100) * 10) / 10}% above the reference; a competing bid near ${usd(i.refTotal)} could undercut it.`,
      );
    }
  }
  if (profitMargin < FLORIDA_AVERAGE_MARGIN) {
    const needed = priceForMargin(estimatedCost, FLORIDA_AVERAGE_MARGIN);
    adjustmentSuggestions.push(
      `A contract price of ${usd(needed)} (+${usd(subCents(needed, totalBudget))}) reaches the ${FLORIDA_AVERAGE_MARGIN}% Florida average margin.`,
    );
  }

  let overallRisk = riskFromMargin(profitMargin);
  if (overallRisk === 'low' && lineItems.some((l) => l.riskLevel === 'critical')) overallRisk = 'medium';

  const recommendations: string[] = [];
  recommendations.push(
    `Projected profit ${usd(projectedProfit)} on ${usd(totalBudget)} (${profitMargin}% margin), ${Math.abs(marginVariance)} points ${marginVariance >= 0 ? 'above' : 'below'} the ${FLORIDA_AVERAGE_MARGIN}% Florida average.`,
  );
  const losers = lineItems.filter((l) => l.riskLevel === 'critical' || l.riskLevel === 'high');
  if (losers.length > 0) {
    recommendations.push(
      `Review pricing on ${losers.length} high-risk item${losers.length === 1 ? '' : 's'}: ${losers.map((l) => `${l.item} (${l.currentMargin}%)`).join(', ')}.`,
    );
  }
  if (unitemized > 0) {
    recommendations.push(
      items.length === 0
        ? `The document lists no line items; the whole ${usd(totalBudget)} is estimated with the ${Math.round(COST_RATIOS.other * 100)}% general cost ratio. Ask for an itemized bid to check each price.`
        : `${usd(unitemized)} of the total is not itemized (tax, allowances or unlisted scope); confirm what it covers.`,
    );
  } else if (unitemized < 0) {
    recommendations.push(
      `The line items add up to ${usd(itemsTotal)}, ${usd(cents(-unitemized))} more than the total: check for a discount or a missing change.`,
    );
  }
  const labor = items.filter((i) => i.category === 'labor').reduce((s, i) => s + i.total, 0);
  if (totalBudget > 0 && pct(labor, totalBudget) > 35) {
    recommendations.push(
      `Labor-only items are ${pct(labor, totalBudget)}% of the contract; track crew days closely, labor overruns are the usual margin leak.`,
    );
  }
  if (profitMargin >= FLORIDA_AVERAGE_MARGIN && losers.length === 0) {
    recommendations.push('Pricing supports a healthy margin; hold the contract price and control change orders in writing.');
  }

  return {
    totalBudget: centsToDollars(totalBudget),
    estimatedCost: centsToDollars(estimatedCost),
    projectedProfit: centsToDollars(projectedProfit),
    profitMargin,
    overallRisk,
    floridaAverageMargin: FLORIDA_AVERAGE_MARGIN,
    marginVariance,
    competitiveAnalysis: { pricingPosition, priceToReferencePercent, adjustmentSuggestions },
    lineItems,
    recommendations,
    assumptions: [
      `Costs are estimated as a share of the Florida reference price of the work (or of the item's price when no reference matches): ${LINE_ITEM_CATEGORIES.map((c) => `${c} ${Math.round(COST_RATIOS[c] * 100)}%`).join(', ')}.`,
      `Reference prices come from the built-in Florida table; within ${MARKET_BAND_PERCENT}% of it is market rate.`,
      `Risk: margin below 0% critical, below 8% high, below ${FLORIDA_AVERAGE_MARGIN}% medium, otherwise low.`,
    ],
  };
}

/** What POST /api/projects/analyze-pdf-profitability returns in `data`. */
export const pdfProfitabilityResultSchema = lazySchema(() =>
  pdfProfitabilitySchema.extend({
    engine: engineInfoSchema,
    /** The project the document describes, as read from it. */
    projectName: z.string().nullable(),
  }),
);
export type PdfProfitabilityResult = z.infer<typeof pdfProfitabilityResultSchema>;
