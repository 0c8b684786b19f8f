import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import {
  cashappConfigInputSchema,
  cashappConfigSchema,
  paymentDateInputSchema,
  paymentInputSchema,
  paymentSchema,
  paymentUpdateSchema,
} from '../payroll';
import { idParamsSchema, idReferenceSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/** POST /api/payments/generate-instructions: exactly one of advanceId or paymentId. */
export const instructionsInputSchema = lazySchema(() =>
  z
    .object({
      advanceId: idReferenceSchema({ invalid: 'Invalid advance ID' }),
      paymentId: idReferenceSchema({ invalid: 'Invalid payment ID' }),
    })
    .refine((b) => (b.advanceId === null) !== (b.paymentId === null), {
      message: 'Send either an advanceId or a paymentId',
      path: ['advanceId'],
    })
    .transform((b) => (b.advanceId !== null ? { advanceId: b.advanceId } : { paymentId: b.paymentId as number })),
);

/** How to pay an advance or a payroll payment: a payment-app link when there is one, and the text to follow. */
export const instructionsSchema = lazySchema(() =>
  z.object({
    paymentLink: z.string().nullable(),
    instructions: z.string(),
    amount: z.number(),
    method: z.string(),
  }),
);

/** An active employee paid through the payment app. */
export const cashappEmployeeSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    cashappHandle: z.string(),
    phone: z.string().nullable(),
  }),
);

/** Employee payments, payment instructions and the business payment-app settings (spec part 2 §3, §7). */
export const paymentsApi = {
  create: defineEndpoint({ method: 'POST', path: '/api/payments', body: paymentInputSchema, response: paymentSchema, status: 201 }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/payments/:id',
    params: idParamsSchema,
    body: paymentUpdateSchema,
    response: paymentSchema,
  }),
  /** Corrects the day a payment's money left (never after today); 409 once its period is closed. */
  updateDate: defineEndpoint({
    method: 'PUT',
    path: '/api/payments/:id/date',
    params: idParamsSchema,
    body: paymentDateInputSchema,
    response: paymentSchema,
  }),
  instructions: defineEndpoint({
    method: 'POST',
    path: '/api/payments/generate-instructions',
    body: instructionsInputSchema,
    response: instructionsSchema,
  }),
  cashappEmployees: defineEndpoint({
    method: 'GET',
    path: '/api/payments/cashapp-employees',
    response: lazySchema(() => z.array(cashappEmployeeSchema)),
  }),
  cashappConfig: defineEndpoint({ method: 'GET', path: '/api/payments/cashapp-config', response: cashappConfigSchema }),
  saveCashappConfig: defineEndpoint({
    method: 'PUT',
    path: '/api/payments/cashapp-config',
    body: cashappConfigInputSchema,
    response: cashappConfigSchema,
  }),
};
