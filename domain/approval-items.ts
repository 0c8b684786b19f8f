import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { requiredText } from './validation';
import { moneyNumber } from './validation-money';

/**
 * A priced line item of a project's approval PDF as the project keeps it (issue 20): sent with POST /api/projects
 * when the project is made from an extracted PDF, and used to start its schedule of values. Amounts in dollars,
 * at most 2 decimals, never negative (the PDF reader skips totals, taxes, deposits and credits).
 */
export const approvalLineItemInputSchema = lazySchema(() =>
  z.object({
    description: requiredText('Line item description is required', 500, 'Line item description'),
    quantity: z.number().finite().min(0).max(99_999_999_999).nullable().default(null),
    unit: z.string().trim().max(50).nullable().default(null),
    unitPrice: moneyNumber('Line item unit price').nullable().default(null),
    totalPrice: moneyNumber('Line item amount'),
  }),
);
export type ApprovalLineItemInput = z.infer<typeof approvalLineItemInputSchema>;

/** At most this many line items are kept per project (a long estimate; the PDF reader returns fewer). */
export const MAX_APPROVAL_LINE_ITEMS = 200;

export const approvalLineItemsSchema = lazySchema(() =>
  z.array(approvalLineItemInputSchema).max(MAX_APPROVAL_LINE_ITEMS, `At most ${MAX_APPROVAL_LINE_ITEMS} line items can be kept`),
);
