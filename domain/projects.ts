import { z } from 'zod';
import { approvalLineItemsSchema } from './approval-items';
import { lazySchema } from './lazy-schema';
import { portfolioAnswerSchema } from './projection-schema';

export { daysRunning, estimatedDays, plannedDays } from './project-days';

import { unpricedWorkFields } from './unpriced-work';
import { activeFlagSchema, idReferenceSchema, looseNumber, optionalText, queryInt, requiredText } from './validation';
import { dateSchema, optionalDateSchema } from './validation-dates';
import { moneySchema, optionalMoneySchema } from './validation-money';

/** Status values the project form offers (spec part 1 §4). */
export const PROJECT_STATUSES = ['active', 'in_progress', 'completed', 'on_hold'] as const;
/** Status filter choices on the Projects page, including 'inactive' which always lists none. */
export const PROJECT_STATUS_FILTERS = ['all', 'active', 'inactive', 'in_progress', 'completed', 'on_hold'] as const;

/** Fixed Florida industry average profit margin, percent. */
export const FLORIDA_AVERAGE_MARGIN = 15.2;

export { MAX_AMOUNT } from './validation-money';
export { dateSchema, moneySchema, optionalDateSchema, optionalMoneySchema };

const optionalDays = lazySchema(() =>
  looseNumber({ invalid: 'Estimated days must be a whole number' }).pipe(
    z
      .number()
      .int('Estimated days must be a whole number')
      .min(0, 'Estimated days cannot be negative')
      .max(100_000, 'Estimated days must be at most 100,000')
      .nullable(),
  ),
);

/** Every editable project field as PUT /api/projects/{id} takes it (each optional there). */
const projectFields = lazySchema(() => ({
  name: requiredText('Project name is required', 255, 'Project name'),
  location: requiredText('Location is required', 255, 'Location'),
  description: optionalText(5000, 'Description'),
  streetAddress: optionalText(255, 'Street address'),
  city: optionalText(100, 'City'),
  state: optionalText(50, 'State'),
  zipCode: optionalText(20, 'ZIP code'),
  country: optionalText(100, 'Country').transform((v) => v ?? 'USA'),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  startDate: dateSchema('Start date'),
  endDate: optionalDateSchema('End date'),
  budget: moneySchema('Budget'),
  estimatedMaterialCost: optionalMoneySchema('Estimated material cost'),
  estimatedDays: optionalDays,
  status: z.enum(PROJECT_STATUSES, { error: `Status must be one of ${PROJECT_STATUSES.join(', ')}` }),
  isActive: z.boolean(),
  aiAnalysis: optionalText(20_000, 'AI analysis'),
}));

/** Project fields accepted by POST /api/projects: name, location, start date and budget are required. */
export const projectInputSchema = lazySchema(() =>
  z
    .object({
      ...projectFields,
      country: projectFields.country.optional().transform((v) => v || 'USA'),
      latitude: projectFields.latitude.optional().transform((v) => v ?? null),
      longitude: projectFields.longitude.optional().transform((v) => v ?? null),
      status: projectFields.status.default('active'),
      isActive: projectFields.isActive.optional(),
      /** The priced line items of the approval PDF the project was made from, kept to start its schedule of values. */
      approvalLineItems: approvalLineItemsSchema.optional(),
      /**
       * The approval PDF read for these fields (approvalPdfId of POST /api/projects/extract-from-pdf): the project
       * is recorded as what that PDF became, so reading the same PDF again names it. An unknown id, or a PDF that
       * already became a project, links nothing and refuses nothing.
       */
      approvalPdfId: idReferenceSchema({ invalid: 'Invalid approval PDF ID' }),
    })
    .superRefine((p, ctx) => {
      if (p.endDate && p.endDate < p.startDate) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must be on or after the start date' });
      }
    }),
);
export type ProjectInput = z.infer<typeof projectInputSchema>;

/** PUT /api/projects/{id}: any subset of the project fields, or just {isActive}. */
export const projectUpdateSchema = lazySchema(() => z.object(projectFields).partial());
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

/** A project as the API returns it: stored fields plus totals computed from expenses and work records. */
export const projectSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    location: z.string(),
    streetAddress: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    country: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    geofenceRadius: z.number().int().nullable(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    estimatedFinishDate: z.string().nullable(),
    actualFinishDate: z.string().nullable(),
    budget: z.number(),
    estimatedMaterialCost: z.number().nullable(),
    estimatedDays: z.number().int().nullable(),
    aiAnalysis: z.string().nullable(),
    recommendedDays: z.number().int().nullable(),
    status: z.string(),
    isActive: z.boolean(),
    priorityLevel: z.string().nullable(),
    riskLevel: z.string().nullable(),
    hasBeforePhotos: z.boolean(),
    hasCompletionPhotos: z.boolean(),
    beforePhotosRequested: z.boolean(),
    completionPhotosRequested: z.boolean(),
    activeDays: z.number().int(),
    lastActiveDate: z.string().nullable(),
    totalInactiveDays: z.number().int(),
    pausedAt: z.string().nullable(),
    resumedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Expenses plus labor pay of work records, dollars. */
    totalExpenses: z.number(),
    /** The budget as entered: the original contract price (issue 20), dollars. */
    originalBudget: z.number(),
    /** The revised contract value: the budget plus every approved change order, dollars. */
    contractValue: z.number(),
    /** contractValue − totalExpenses, dollars. */
    totalProfit: z.number(),
    /** totalProfit ÷ contractValue × 100, 2 decimals; 0 when the contract value is 0. */
    profitMargin: z.number(),
    /** Work records priced at $0 for want of a rate, and their employees: the margin is not final (issue 18). */
    ...unpricedWorkFields,
  }),
);
export type Project = z.infer<typeof projectSchema>;

/**
 * A project as a foreman gets it (issue 16): no budget, costs, profit or margin, nor the analysis note and risk
 * level that are read from them. The server passes a foreman's answer through this schema.
 */
export const foremanProjectSchema = lazySchema(() =>
  projectSchema.omit({
    budget: true,
    originalBudget: true,
    contractValue: true,
    estimatedMaterialCost: true,
    totalExpenses: true,
    totalProfit: true,
    profitMargin: true,
    unpricedWorkRecords: true,
    unpricedEmployees: true,
    aiAnalysis: true,
    riskLevel: true,
  }),
);
export type ForemanProject = z.infer<typeof foremanProjectSchema>;

/** Query of GET /api/projects. */
export const projectListQuerySchema = lazySchema(() =>
  z.object({
    active: activeFlagSchema,
    order: z.enum(['start', 'recent'], { error: 'order must be start or recent' }).default('start'),
    limit: queryInt('Limit', 1, 5000).optional(),
  }),
);
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

/** Dashboard stats (GET /api/dashboard/stats); definitions in docs/decisions/. */
export const dashboardStatsSchema = lazySchema(() =>
  z.object({
    activeProjects: z.number().int(),
    /** Σ contract value − costs over every active project (spec); a project without costs counts its whole budget. */
    totalProfit: z.number(),
    /** Σ contract value − costs over the active projects with costs recorded: the profit shown (issue 18, honest figures). */
    profitWithCosts: z.number(),
    /** Mean profit margin of the active projects that have costs recorded; 0 when none has (see projectsWithoutCosts). */
    avgMargin: z.number(),
    /** Active projects with no expense or work record yet: left out of avgMargin (their 100 % would be no result). */
    projectsWithoutCosts: z.number().int(),
    /** Work records of active projects priced at $0 for want of a rate: totalProfit and avgMargin are not final. */
    unpricedWorkRecords: z.number().int(),
    /** Active projects with such work records. */
    projectsWithUnpricedWork: z.number().int(),
    projectsAtRisk: z.number().int(),
    /** Sum of the active projects' contract values (budget + approved change orders). */
    totalBudget: z.number(),
    /** Sum of the active projects' original budgets (before change orders). */
    totalOriginalBudget: z.number(),
    totalExpenses: z.number(),
    /**
     * The active projects' projection summed (issue 39, domain/projection.ts): profit to date on the books basis,
     * projected profit and margin (weighted by contract value), budget left. The cards show these; the spec's
     * totalProfit and avgMargin above keep their meaning for its callers.
     */
    projection: portfolioAnswerSchema,
  }),
);
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** Profit margin percent from budget and total expenses in cents: (budget − expenses) ÷ budget × 100, 2 decimals; 0 for a zero budget. */
export function profitMargin(budgetCents: number, expensesCents: number): number {
  if (budgetCents === 0) return 0;
  // Exact in integers, half away from zero like PostgreSQL round(numeric, 2), which computes the figure the API
  // returns: a float quotient is off at exact halves (20000 and 14491 gave 27.54 for 27.545, not 27.55).
  const profit = BigInt(budgetCents - expensesCents) * 10_000n;
  const budget = BigInt(budgetCents);
  const abs = (n: bigint) => (n < 0n ? -n : n);
  const hundredths = (2n * abs(profit) + abs(budget)) / (2n * abs(budget));
  const negative = profit < 0n !== budget < 0n && hundredths > 0n;
  // Read back from its decimal text so a huge figure is the double nearest to it, as PostgreSQL's ::float8 gives.
  return Number(`${negative ? '-' : ''}${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`);
}

export type Tone = 'green' | 'yellow' | 'red' | 'blue';

/** Margin colour: green at 10 % or more, yellow from 0 up to 10 %, red below 0. */
export function marginTone(marginPercent: number): Tone {
  if (marginPercent >= 10) return 'green';
  if (marginPercent >= 0) return 'yellow';
  return 'red';
}

/** Profit progress bar value, the margin clamped to 0..100. */
export function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/** Whether the text above or below the Florida average applies: 'above' only when strictly greater than 15.2. */
export function comparedToFlorida(avgMargin: number): 'above' | 'below' {
  return avgMargin > FLORIDA_AVERAGE_MARGIN ? 'above' : 'below';
}

/**
 * What the average margin covers, said plainly: "Profit ÷ budget, 3 active projects with costs · 1 without costs
 * left out", or "No costs recorded on active projects yet" when there is nothing to average (then show no figure).
 */
export function averageMarginBasis(s: Pick<DashboardStats, 'activeProjects' | 'projectsWithoutCosts'>): {
  hasFigure: boolean;
  text: string;
} {
  const costed = s.activeProjects - s.projectsWithoutCosts;
  const n = (k: number, what: string) => `${k} active ${k === 1 ? 'project' : 'projects'} ${what}`;
  if (costed === 0)
    return { hasFigure: false, text: s.activeProjects === 0 ? 'No active projects' : 'No costs recorded on active projects yet' };
  const left = s.projectsWithoutCosts > 0 ? ` · ${s.projectsWithoutCosts} without costs left out` : '';
  return { hasFigure: true, text: `Profit ÷ budget, ${n(costed, 'with costs')}${left}` };
}

/**
 * What the shown total profit covers: the active projects with costs recorded (a project without costs would add
 * its whole budget as profit). No figure when none has costs.
 */
export function totalProfitBasis(s: Pick<DashboardStats, 'activeProjects' | 'projectsWithoutCosts'>): { hasFigure: boolean; text: string } {
  const costed = s.activeProjects - s.projectsWithoutCosts;
  if (costed === 0)
    return { hasFigure: false, text: s.activeProjects === 0 ? 'No active projects' : 'No costs recorded on active projects yet' };
  const left = s.projectsWithoutCosts > 0 ? ` · ${s.projectsWithoutCosts} without costs left out` : '';
  return { hasFigure: true, text: `Budget − costs, ${costed} active ${costed === 1 ? 'project' : 'projects'} with costs${left}` };
}

/** How many days a deleted project stays in the trash, restorable (issue 18). */
export const TRASH_DAYS = 30;

/** A deleted project in the trash (GET /api/project-trash): what it had, and when it is purged for good. */
export const projectTrashItemSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    projectId: z.number().int(),
    name: z.string(),
    location: z.string().nullable(),
    deletedBy: z.string(),
    deletedAt: z.string(),
    /** deletedAt + 30 days: the scheduled purge removes it (and its photo and receipt files) after this. */
    purgeAfter: z.string(),
    budget: z.number(),
    /** Expenses plus labor pay of its work records when it was deleted, dollars. */
    costs: z.number(),
    expenses: z.number().int(),
    workRecords: z.number().int(),
    photos: z.number().int(),
    receipts: z.number().int(),
    teamMembers: z.number().int(),
    /** Payments, advances and other rows whose link to the project (or its expenses) the delete cleared. */
    links: z.number().int(),
  }),
);
export type ProjectTrashItem = z.infer<typeof projectTrashItemSchema>;
