import { z } from 'zod';
import { REVENUE_METHODS } from './accounting-revenue';
import { lazySchema } from './lazy-schema';
import { centsToDollars } from './money';
import { bpPercent, type Portfolio, type Projection } from './projection';

const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/** A job's projection as the API answers it (dollars; percents with 2 decimals; domain/projection.ts). */
export const projectionAnswerSchema = lazySchema(() =>
  z.object({
    basis: z.enum(REVENUE_METHODS),
    contractValue: z.number(),
    costToDate: z.number(),
    estimateAtCompletion: z.number(),
    estimateSource: z.enum(['estimate', 'final', 'none', 'below-cost']),
    revenueToDate: z.number(),
    profitToDate: z.number(),
    marginToDate: z.number().nullable(),
    projectedProfit: z.number(),
    projectedMargin: z.number(),
    budgetLeft: z.number(),
    /** Cost-to-cost percent complete to 1 decimal (as Health and the snapshot show it); null without a usable estimate. */
    workDone: z.number().nullable(),
    /** Share of the planned days run, percent to 1 decimal; null without a plan. */
    timeElapsed: z.number().nullable(),
    risk: z.enum(['low', 'medium', 'high']),
  }),
);
export type ProjectionAnswer = z.infer<typeof projectionAnswerSchema>;

export function projectionAnswer(p: Projection): ProjectionAnswer {
  return {
    basis: p.basis,
    contractValue: centsToDollars(p.contractValue),
    costToDate: centsToDollars(p.costToDate),
    estimateAtCompletion: centsToDollars(p.estimateAtCompletion),
    estimateSource: p.estimateSource,
    revenueToDate: centsToDollars(p.revenueToDate),
    profitToDate: centsToDollars(p.profitToDate),
    marginToDate: bpPercent(p.marginToDateBp),
    projectedProfit: centsToDollars(p.projectedProfit),
    projectedMargin: bpPercent(p.projectedMarginBp) ?? 0,
    budgetLeft: centsToDollars(p.budgetLeft),
    workDone: round1(bpPercent(p.workDoneBp)),
    timeElapsed: round1(p.timeElapsedPercent),
    risk: p.risk,
  };
}

/** Company-wide sums of the projections (the dashboard and the sidebar). */
export const portfolioAnswerSchema = lazySchema(() =>
  z.object({
    basis: z.enum(REVENUE_METHODS),
    jobs: z.number().int(),
    contractValue: z.number(),
    costToDate: z.number(),
    revenueToDate: z.number(),
    profitToDate: z.number(),
    marginToDate: z.number().nullable(),
    projectedProfit: z.number(),
    /** Weighted by contract value: Σ projected profit ÷ Σ contract value. */
    projectedMargin: z.number(),
    budgetLeft: z.number(),
    withoutEstimate: z.number().int(),
    atRisk: z.number().int(),
  }),
);
export type PortfolioAnswer = z.infer<typeof portfolioAnswerSchema>;

export function portfolioAnswer(basis: Projection['basis'], p: Portfolio): PortfolioAnswer {
  return {
    basis,
    jobs: p.jobs,
    contractValue: centsToDollars(p.contractValue),
    costToDate: centsToDollars(p.costToDate),
    revenueToDate: centsToDollars(p.revenueToDate),
    profitToDate: centsToDollars(p.profitToDate),
    marginToDate: bpPercent(p.marginToDateBp),
    projectedProfit: centsToDollars(p.projectedProfit),
    projectedMargin: bpPercent(p.projectedMarginBp) ?? 0,
    budgetLeft: centsToDollars(p.budgetLeft),
    withoutEstimate: p.withoutEstimate,
    atRisk: p.atRisk,
  };
}
