import { z } from 'zod';
import { costCodeTextSchema } from '../api/job-cost';
import { lazySchema } from '../lazy-schema';
import { looseNumber, requiredText } from '../validation';
import { dateSchema } from '../validation-dates';
import { MAX_AMOUNT, optionalMoneySchema } from '../validation-money';

// Change orders (issue 20; the cost code each moves: issue 42), the contract's revisions.

/** A dollar amount that may be negative (a change order that removes scope). */
export function signedMoneySchema(label: string) {
  return looseNumber({ required: `${label} is required`, invalid: `${label} must be a number` }).pipe(
    z
      .number()
      .refine((n) => /^-?\d+(\.\d{1,2})?$/.test(String(n)), { message: `${label} can have at most 2 decimals`, abort: true })
      .refine((n) => Math.abs(n) <= MAX_AMOUNT, `${label} must be between -99,999,999.99 and 99,999,999.99`),
  );
}

export const CHANGE_ORDER_STATUSES = ['draft', 'sent', 'approved', 'rejected'] as const;
export const CHANGE_ORDER_STATUS_LABELS: Record<(typeof CHANGE_ORDER_STATUSES)[number], string> = {
  draft: 'Draft',
  sent: 'Sent',
  approved: 'Approved',
  rejected: 'Rejected',
};
const changeOrderStatus = lazySchema(() =>
  z.enum(CHANGE_ORDER_STATUSES, { error: `Status must be one of ${CHANGE_ORDER_STATUSES.join(', ')}` }),
);

export const changeOrderInputSchema = lazySchema(() =>
  z.object({
    description: requiredText('Description is required', 2000, 'Description'),
    amount: signedMoneySchema('Amount'),
    costImpact: optionalMoneySchema('Cost impact'),
    date: dateSchema('Date'),
    status: z.enum(['draft', 'sent'], { error: 'A new change order is a draft or sent' }).default('draft'),
    /** The cost code whose budget it moves once approved (issue 42); none: Unassigned. */
    costCode: costCodeTextSchema.nullish().transform((v) => v ?? null),
  }),
);
export type ChangeOrderInput = z.output<typeof changeOrderInputSchema>;

/** PUT /api/change-orders/{id}: any field while draft or sent, and the status (approved and rejected are final). */
export const changeOrderUpdateSchema = lazySchema(() =>
  z
    .object({
      description: requiredText('Description is required', 2000, 'Description'),
      amount: signedMoneySchema('Amount'),
      costImpact: optionalMoneySchema('Cost impact'),
      date: dateSchema('Date'),
      status: changeOrderStatus,
      costCode: costCodeTextSchema.nullable(),
    })
    .partial(),
);
export type ChangeOrderUpdate = z.output<typeof changeOrderUpdateSchema>;

export const changeOrderSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    projectId: z.number().int(),
    number: z.number().int(),
    description: z.string(),
    amount: z.number(),
    costImpact: z.number().nullable(),
    status: changeOrderStatus,
    date: z.string(),
    /** The cost code it moves (null: Unassigned). */
    costCode: z.string().nullable(),
    approvedBy: z.string().nullable(),
    decidedAt: z.string().nullable(),
    createdAt: z.string(),
  }),
);
export type ChangeOrder = z.infer<typeof changeOrderSchema>;

export const changeOrderListSchema = lazySchema(() =>
  z.object({
    originalBudget: z.number(),
    contractValue: z.number(),
    changeOrders: z.array(changeOrderSchema),
  }),
);
export type ChangeOrderList = z.infer<typeof changeOrderListSchema>;

// ------------------------------------------------------------------------------------------- billing terms
