import { z } from 'zod';
import { EXPENSE_CATEGORIES } from '../expenses';
import { COMMITMENT_STATUSES } from '../job-cost';
import { lazySchema } from '../lazy-schema';
import { idParam, idParamsSchema, noBodySchema, optionalText, requiredIdSchema, requiredText } from '../validation';
import { dateSchema } from '../validation-dates';
import { moneySchema, optionalMoneySchema } from '../validation-money';
import { defineEndpoint } from './endpoint';

/** A cost code as typed: two digits, optionally a dash and 2–4 more ("06", "06-100"). */
export const COST_CODE_PATTERN = /^[0-9]{2}(-[0-9]{2,4})?$/;
export const COST_CODE_MESSAGE = 'Cost code must be two digits, optionally a dash and 2 to 4 more (06 or 06-100)';
/** The system's code for what no line claims. */
export const UNASSIGNED_CODE = '00';

export const costCodeTextSchema = lazySchema(() =>
  z.string({ message: COST_CODE_MESSAGE }).trim().regex(COST_CODE_PATTERN, COST_CODE_MESSAGE),
);

export const costCodeSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    /** Words of a position or specialty that default a crew member's or subcontractor's work to this code. */
    trades: z.array(z.string()),
    /** Expense categories that default to this code. */
    categories: z.array(z.string()),
    active: z.boolean(),
    /** Budget lines, commitment lines, expenses and work records that carry it (a used code is kept, not deleted). */
    used: z.boolean(),
  }),
);
export type CostCode = z.infer<typeof costCodeSchema>;

const tradesSchema = lazySchema(() =>
  z
    .array(
      z.string({ message: 'Each trade word must be text' }).trim().toLowerCase().min(2, 'Each trade word needs at least 2 letters').max(40),
      {
        message: 'Trades must be a list of words',
      },
    )
    .max(30, 'At most 30 trade words')
    .optional()
    .default([]),
);
const categoriesSchema = lazySchema(() =>
  z
    .array(z.enum(EXPENSE_CATEGORIES, { message: `Categories must be among ${EXPENSE_CATEGORIES.join(', ')}` }))
    .optional()
    .default([]),
);

export const costCodeInputSchema = lazySchema(() =>
  z
    .object({
      code: costCodeTextSchema,
      name: requiredText('Name is required', 100, 'Name'),
      trades: tradesSchema,
      categories: categoriesSchema,
      active: z.boolean({ message: 'Active must be true or false' }).optional().default(true),
    })
    .strict(),
);
export type CostCodeInput = z.input<typeof costCodeInputSchema>;

/** Query of GET /api/cost-codes/suggestion: the supplier and the expense category being entered (either optional). */
export const costCodeSuggestionQuerySchema = lazySchema(() =>
  z.object({
    supplierId: idParam('Invalid supplier ID').optional(),
    category: z.enum(EXPENSE_CATEGORIES, { message: `Category must be one of ${EXPENSE_CATEGORIES.join(', ')}` }).optional(),
  }),
);

/** Where a suggested cost code comes from. */
export const COST_CODE_SUGGESTION_SOURCES = ['supplier-history', 'category'] as const;

/**
 * The cost code to pre-fill on an expense: the active code used most often on the supplier's expenses of the last 365
 * days (ties: the most recent), else the category's default code, else none.
 */
export const costCodeSuggestionSchema = lazySchema(() =>
  z.object({
    costCodeId: z.number().int().nullable(),
    source: z.enum(COST_CODE_SUGGESTION_SOURCES).nullable(),
  }),
);
export type CostCodeSuggestion = z.infer<typeof costCodeSuggestionSchema>;

const jobCostFiguresShape = () => ({
  originalBudget: z.number(),
  approvedChanges: z.number(),
  revisedBudget: z.number(),
  committed: z.number(),
  actual: z.number(),
  openCommitments: z.number(),
  estimateToComplete: z.number(),
  estimateAtCompletion: z.number(),
  projectedOverUnder: z.number(),
});

export const jobCostSchema = lazySchema(() =>
  z.object({
    projectId: z.number().int(),
    projectName: z.string(),
    contractValue: z.number(),
    lines: z.array(
      z.object({
        costCode: z.string(),
        name: z.string(),
        ...jobCostFiguresShape(),
        /** Of actual: labor at wage and its burden (employer taxes, workers' comp, liability) where a profile exists. */
        laborAtWage: z.number(),
        laborBurden: z.number(),
        estimateEntered: z.boolean(),
      }),
    ),
    totals: z.object({ ...jobCostFiguresShape(), laborAtWage: z.number(), laborBurden: z.number() }),
    /** contract value − total estimate at completion, and its percentage of the contract value. */
    projectedMargin: z.number(),
    projectedMarginPercent: z.number().nullable(),
    /** Whether labor is counted burdened for some crew (a profile exists), so the user knows which figure this is. */
    laborBurdened: z.boolean(),
  }),
);
export type JobCost = z.infer<typeof jobCostSchema>;

export const budgetLinesInputSchema = lazySchema(() =>
  z
    .object({
      lines: z
        .array(
          z
            .object({
              costCode: costCodeTextSchema,
              budget: moneySchema('Budget'),
              /** What is still to spend beyond the open commitments; null or absent: the formula's. */
              estimateToComplete: optionalMoneySchema('Estimate to complete').optional().default(null),
            })
            .strict(),
          { message: 'Lines must be a list' },
        )
        .max(200, 'At most 200 budget lines'),
    })
    .strict()
    .superRefine((v, ctx) => {
      const seen = new Set<string>();
      v.lines.forEach((l, i) => {
        if (seen.has(l.costCode))
          ctx.addIssue({ code: 'custom', path: ['lines', i, 'costCode'], message: `Cost code ${l.costCode} is listed twice` });
        seen.add(l.costCode);
      });
    }),
);
export type BudgetLinesInput = z.input<typeof budgetLinesInputSchema>;

export const commitmentTypeSchema = lazySchema(() =>
  z.enum(['purchase_order', 'subcontract'], { message: 'Type must be purchase_order or subcontract' }),
);

const commitmentLineInputSchema = lazySchema(() =>
  z
    .object({
      /** Keeps a line (and the bills against it) when the commitment is edited; absent: a new line. */
      id: z.number().int().positive().optional(),
      costCode: costCodeTextSchema,
      description: requiredText('Line description is required', 500, 'Line description'),
      amount: moneySchema('Line amount'),
      /** A change to an issued commitment (shown as a change order on it). */
      changeOrder: z.boolean().optional().default(false),
    })
    .strict(),
);

const retainageSchema = lazySchema(() =>
  z
    .number({ message: 'Retainage must be a number from 0 to 100 %' })
    .min(0, 'Retainage must be a number from 0 to 100 %')
    .max(100, 'Retainage must be a number from 0 to 100 %')
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'Retainage can have at most 2 decimals')
    .optional()
    .default(0),
);

const commitmentFields = () => ({
  number: requiredText('Number is required', 30, 'Number'),
  title: optionalText(200, 'Title').transform((v) => v ?? ''),
  date: dateSchema('Date').optional(),
  /** Retainage kept from each bill, percent (a subcontract's; a purchase order's is 0). */
  retainage: retainageSchema,
  notes: optionalText(5000, 'Notes'),
  lines: z
    .array(commitmentLineInputSchema, { message: 'Lines must be a list' })
    .min(1, 'A commitment needs at least one line')
    .max(200, 'At most 200 lines'),
});

export const commitmentInputSchema = lazySchema(() =>
  z
    .object({
      projectId: requiredIdSchema('Project is required', 'Invalid project ID'),
      type: commitmentTypeSchema,
      supplierId: z.unknown().optional(),
      subcontractorId: z.unknown().optional(),
      /** draft commits nothing until issued; absent: issued (a commitment recorded is a commitment made). */
      status: z.enum(['draft', 'issued'], { message: 'A new commitment is draft or issued' }).optional().default('issued'),
      ...commitmentFields(),
    })
    .strict()
    .transform((v, ctx) => {
      const payee = v.type === 'purchase_order' ? v.supplierId : v.subcontractorId;
      const other = v.type === 'purchase_order' ? v.subcontractorId : v.supplierId;
      const field = v.type === 'purchase_order' ? 'supplierId' : 'subcontractorId';
      const parsed = requiredIdSchema(
        v.type === 'purchase_order' ? 'A purchase order needs a supplier' : 'A subcontract needs a subcontractor',
        `Invalid ${v.type === 'purchase_order' ? 'supplier' : 'subcontractor'} ID`,
      ).safeParse(payee);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', path: [field], message: parsed.error.issues[0]?.message ?? 'Invalid payee' });
        return z.NEVER;
      }
      if (other !== undefined && other !== null && other !== '' && other !== 'none') {
        ctx.addIssue({
          code: 'custom',
          path: [v.type === 'purchase_order' ? 'subcontractorId' : 'supplierId'],
          message:
            v.type === 'purchase_order'
              ? 'A purchase order is to a supplier, not a subcontractor'
              : 'A subcontract is with a subcontractor, not a supplier',
        });
        return z.NEVER;
      }
      return {
        ...v,
        supplierId: v.type === 'purchase_order' ? parsed.data : null,
        subcontractorId: v.type === 'subcontract' ? parsed.data : null,
        retainage: v.type === 'purchase_order' ? 0 : v.retainage,
      };
    }),
);
export type CommitmentInput = z.input<typeof commitmentInputSchema>;

export const commitmentUpdateSchema = lazySchema(() => z.object(commitmentFields()).strict());
export type CommitmentUpdate = z.input<typeof commitmentUpdateSchema>;

export const commitmentStatusInputSchema = lazySchema(() =>
  z.object({ status: z.enum(COMMITMENT_STATUSES, { message: 'Status must be draft, issued or closed' }) }).strict(),
);

export const commitmentSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    projectId: z.number().int(),
    projectName: z.string(),
    type: z.enum(['purchase_order', 'subcontract']),
    supplierId: z.number().int().nullable(),
    subcontractorId: z.number().int().nullable(),
    payeeName: z.string(),
    number: z.string(),
    title: z.string(),
    status: z.enum(COMMITMENT_STATUSES),
    date: z.string(),
    retainage: z.number(),
    notes: z.string().nullable(),
    amount: z.number(),
    billed: z.number(),
    /** What a subcontract keeps back from its bills so far (each bill × retainage, to the cent): owed when released. */
    retainageHeld: z.number(),
    open: z.number(),
    lines: z.array(
      z.object({
        id: z.number().int(),
        costCode: z.string(),
        costCodeName: z.string(),
        description: z.string(),
        amount: z.number(),
        changeOrder: z.boolean(),
        billed: z.number(),
        open: z.number(),
      }),
    ),
  }),
);
export type Commitment = z.infer<typeof commitmentSchema>;

export const commitmentListItemSchema = lazySchema(() => commitmentSchema.omit({ lines: true, notes: true }));
export type CommitmentListItem = z.infer<typeof commitmentListItemSchema>;

export const commitmentListQuerySchema = lazySchema(() => z.object({ projectId: idParam('Invalid project ID').optional() }));

const projectParams = lazySchema(() => z.object({ id: idParam() }));

/** Cost codes, the budget by cost code, the job-cost screen and commitments (issue 42 scopes 1–4). */
export const jobCostApi = {
  listCostCodes: defineEndpoint({ method: 'GET', path: '/api/cost-codes', response: lazySchema(() => z.array(costCodeSchema)) }),
  costCodeSuggestion: defineEndpoint({
    method: 'GET',
    path: '/api/cost-codes/suggestion',
    query: costCodeSuggestionQuerySchema,
    response: costCodeSuggestionSchema,
  }),
  createCostCode: defineEndpoint({
    method: 'POST',
    path: '/api/cost-codes',
    body: costCodeInputSchema,
    response: costCodeSchema,
    status: 201,
  }),
  updateCostCode: defineEndpoint({
    method: 'PUT',
    path: '/api/cost-codes/:id',
    params: idParamsSchema,
    body: costCodeInputSchema,
    response: costCodeSchema,
  }),
  jobCost: defineEndpoint({ method: 'GET', path: '/api/projects/:id/job-cost', params: projectParams, response: jobCostSchema }),
  saveBudgetLines: defineEndpoint({
    method: 'PUT',
    path: '/api/projects/:id/budget-lines',
    params: projectParams,
    body: budgetLinesInputSchema,
    response: jobCostSchema,
  }),
  listCommitments: defineEndpoint({
    method: 'GET',
    path: '/api/commitments',
    query: commitmentListQuerySchema,
    response: lazySchema(() => z.array(commitmentListItemSchema)),
  }),
  getCommitment: defineEndpoint({ method: 'GET', path: '/api/commitments/:id', params: idParamsSchema, response: commitmentSchema }),
  createCommitment: defineEndpoint({
    method: 'POST',
    path: '/api/commitments',
    body: commitmentInputSchema,
    response: commitmentSchema,
    status: 201,
  }),
  updateCommitment: defineEndpoint({
    method: 'PUT',
    path: '/api/commitments/:id',
    params: idParamsSchema,
    body: commitmentUpdateSchema,
    response: commitmentSchema,
  }),
  setCommitmentStatus: defineEndpoint({
    method: 'POST',
    path: '/api/commitments/:id/status',
    params: idParamsSchema,
    body: commitmentStatusInputSchema,
    response: commitmentSchema,
  }),
  deleteCommitment: defineEndpoint({
    method: 'DELETE',
    path: '/api/commitments/:id',
    params: idParamsSchema,
    body: noBodySchema,
    response: lazySchema(() => z.null()),
    status: 204,
  }),
  commitmentPdf: defineEndpoint({ method: 'GET', path: '/api/commitments/:id/pdf', params: idParamsSchema, produces: 'application/pdf' }),
};
