import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { WAIVER_DIRECTIONS, WAIVER_KINDS, WAIVER_STATUSES } from '../lien-waivers';
import { idParam, idParamsSchema, noBodySchema, requiredIdSchema } from '../validation';
import { optionalDateSchema } from '../validation-dates';
import { optionalMoneySchema } from '../validation-money';
import { defineEndpoint } from './endpoint';

/** The scans a signed waiver may be (checked by their bytes). */
export const WAIVER_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const WAIVER_DOCUMENT_MESSAGE = 'The signed waiver must be a PDF, JPEG or PNG under 10MB';

const kindSchema = () => z.enum(WAIVER_KINDS, { error: `Kind must be one of ${WAIVER_KINDS.join(', ')}` });
const stateSchema = () =>
  z
    .string({ error: 'State must be a two-letter code such as FL' })
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'State must be a two-letter code such as FL'));

/** One lien waiver as the API answers it: the parties and figures it prints, where it stands, and its scan. */
export const lienWaiverSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    projectId: z.number().int(),
    projectName: z.string(),
    direction: z.enum(WAIVER_DIRECTIONS),
    kind: z.enum(WAIVER_KINDS),
    /** "Conditional waiver and release on progress payment", … */
    title: z.string(),
    expenseId: z.number().int().nullable(),
    invoicePaymentId: z.number().int().nullable(),
    payeeType: z.enum(['supplier', 'subcontractor']).nullable(),
    payeeId: z.number().int().nullable(),
    /** Who releases: the payee (to collect) or the company (to give). */
    claimant: z.string(),
    /** Who paid: the company (to collect) or the client (to give). */
    customer: z.string(),
    amount: z.number(),
    throughDate: z.string(),
    /** The payment's date. */
    paidDate: z.string(),
    state: z.string().nullable(),
    status: z.enum(WAIVER_STATUSES),
    /** The signed copy, served under /uploads (signed-in users only), or null. */
    documentUrl: z.string().nullable(),
    /** A waiver to collect still requested 14 days or more after its payment. */
    overdue: z.boolean(),
    createdAt: z.string(),
  }),
);
export type LienWaiver = z.infer<typeof lienWaiverSchema>;

/**
 * POST body: a waiver for one payment. To collect: `expenseId`, a payment made (an expense with a payment method) to
 * a supplier or subcontractor. To give: `invoicePaymentId`, a payment received from the client. Amount and through
 * date default to the payment's; the state (for its template) to none.
 */
export const lienWaiverInputSchema = lazySchema(() =>
  z
    .object({
      direction: z.enum(WAIVER_DIRECTIONS, { error: 'Direction must be collect (from a payee) or give (to the client)' }),
      kind: kindSchema(),
      expenseId: requiredIdSchema('Payment is required', 'Invalid expense ID').optional(),
      invoicePaymentId: requiredIdSchema('Payment is required', 'Invalid payment ID').optional(),
      amount: optionalMoneySchema('Amount', { positive: 'Amount must be more than $0', max: 99_999_999.99 }).optional(),
      throughDate: optionalDateSchema('Through date').optional(),
      state: stateSchema().nullish(),
    })
    .strict()
    .superRefine((v, ctx) => {
      if (v.direction === 'collect' && v.expenseId === undefined)
        ctx.addIssue({ code: 'custom', path: ['expenseId'], message: 'A waiver to collect needs the payment made (expenseId)' });
      if (v.direction === 'collect' && v.invoicePaymentId !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['invoicePaymentId'],
          message: 'A waiver to collect is for a payment made, not one received',
        });
      if (v.direction === 'give' && v.invoicePaymentId === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['invoicePaymentId'],
          message: 'A waiver to give needs the payment received (invoicePaymentId)',
        });
      if (v.direction === 'give' && v.expenseId !== undefined)
        ctx.addIssue({ code: 'custom', path: ['expenseId'], message: 'A waiver to give is for a payment received, not one made' });
    }),
);
export type LienWaiverInput = z.input<typeof lienWaiverInputSchema>;

export const lienWaiverStatusInputSchema = lazySchema(() =>
  z.object({ status: z.enum(WAIVER_STATUSES, { error: `Status must be one of ${WAIVER_STATUSES.join(', ')}` }) }).strict(),
);

/** ?projectId= &direction= &from= &to= (through dates, inclusive: a pay application's period). */
export const lienWaiverListQuerySchema = lazySchema(() =>
  z.object({
    projectId: idParam('Invalid project ID').optional(),
    direction: z.enum(WAIVER_DIRECTIONS, { error: 'Direction must be collect or give' }).optional(),
    from: optionalDateSchema('From').optional(),
    to: optionalDateSchema('To').optional(),
  }),
);

/** A state's own wording of one kind of waiver, pasted by the owner; {claimant}, {amount}, … are filled in. */
export const waiverTemplateSchema = lazySchema(() =>
  z.object({
    state: z.string(),
    kind: z.enum(WAIVER_KINDS),
    body: z.string(),
    /** Braces the text uses that are not placeholders (a typo such as {amout} is printed as written). */
    unknownPlaceholders: z.array(z.string()),
    updatedAt: z.string(),
  }),
);
export type WaiverTemplate = z.infer<typeof waiverTemplateSchema>;

export const waiverTemplateParamsSchema = lazySchema(() => z.object({ state: stateSchema(), kind: kindSchema() }));

export const waiverTemplateInputSchema = lazySchema(() =>
  z
    .object({
      body: z
        .string({ error: 'The template text is required' })
        .transform((s) => s.trim())
        .pipe(z.string().min(1, 'The template text is required').max(20000, 'The template text must be at most 20000 characters')),
    })
    .strict(),
);

/** Lien waivers (issue 44 scope 4): to collect from payees and to give the client, their PDFs and signed copies. Staff only. */
export const lienWaiversApi = {
  listWaivers: defineEndpoint({
    method: 'GET',
    path: '/api/lien-waivers',
    query: lienWaiverListQuerySchema,
    response: lazySchema(() => z.array(lienWaiverSchema)),
  }),
  getWaiver: defineEndpoint({ method: 'GET', path: '/api/lien-waivers/:id', params: idParamsSchema, response: lienWaiverSchema }),
  createWaiver: defineEndpoint({
    method: 'POST',
    path: '/api/lien-waivers',
    body: lienWaiverInputSchema,
    response: lienWaiverSchema,
    status: 201,
  }),
  setWaiverStatus: defineEndpoint({
    method: 'POST',
    path: '/api/lien-waivers/:id/status',
    params: idParamsSchema,
    body: lienWaiverStatusInputSchema,
    response: lienWaiverSchema,
  }),
  /** multipart: document (the signed copy: PDF, JPEG or PNG under 10MB, checked by its bytes); marks it received or signed. */
  uploadWaiverDocument: defineEndpoint({
    method: 'POST',
    path: '/api/lien-waivers/:id/document',
    params: idParamsSchema,
    multipart: true,
    response: lienWaiverSchema,
  }),
  waiverPdf: defineEndpoint({ method: 'GET', path: '/api/lien-waivers/:id/pdf', params: idParamsSchema, produces: 'application/pdf' }),
  deleteWaiver: defineEndpoint({
    method: 'DELETE',
    path: '/api/lien-waivers/:id',
    params: idParamsSchema,
    body: noBodySchema,
    response: lazySchema(() => z.null()),
    status: 204,
  }),
  listTemplates: defineEndpoint({
    method: 'GET',
    path: '/api/lien-waiver-templates',
    response: lazySchema(() => z.array(waiverTemplateSchema)),
  }),
  saveTemplate: defineEndpoint({
    method: 'PUT',
    path: '/api/lien-waiver-templates/:state/:kind',
    params: waiverTemplateParamsSchema,
    body: waiverTemplateInputSchema,
    response: waiverTemplateSchema,
  }),
  deleteTemplate: defineEndpoint({
    method: 'DELETE',
    path: '/api/lien-waiver-templates/:state/:kind',
    params: waiverTemplateParamsSchema,
    body: noBodySchema,
    response: lazySchema(() => z.null()),
    status: 204,
  }),
};
