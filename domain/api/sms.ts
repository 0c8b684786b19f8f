import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { sendPaystubInputSchema, sendWeeklyInputSchema } from '../payroll';
import { defineEndpoint } from './endpoint';
import { listLimitQuerySchema } from './list-query';

/** One text message of the outbox, newest first (spec part 2 §7). */
export const outboxMessageSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    toPhone: z.string().nullable(),
    employeeId: z.number().int().nullable(),
    employeeName: z.string().nullable(),
    body: z.string(),
    provider: z.string(),
    status: z.string(),
    error: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  }),
);
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** How a message left: texted by the provider, only saved to the outbox (no provider configured), or failed. */
const deliverySchema = lazySchema(() => z.enum(['sent', 'stored', 'failed']));

export const sendPaystubResultSchema = lazySchema(() =>
  z.object({
    success: z.boolean(),
    delivery: deliverySchema,
    message: z.string(),
    outboxId: z.number().int(),
  }),
);

export const sendWeeklyResultSchema = lazySchema(() =>
  z.object({
    /** Handed over successfully (texted or stored); `stored` of them only saved to the outbox, not texted. */
    sent: z.number().int(),
    stored: z.number().int(),
    failed: z.number().int(),
    results: z.array(
      z.object({
        employeeId: z.number().int(),
        employeeName: z.string(),
        success: z.boolean(),
        delivery: deliverySchema,
        message: z.string(),
      }),
    ),
  }),
);

/** Pay stubs by text message through the SMS adapter, and the outbox of every message. */
export const smsApi = {
  sendPaystub: defineEndpoint({
    method: 'POST',
    path: '/api/payroll/send-paystub',
    body: sendPaystubInputSchema,
    response: sendPaystubResultSchema,
  }),
  sendWeekly: defineEndpoint({
    method: 'POST',
    path: '/api/payroll/send-weekly',
    body: sendWeeklyInputSchema,
    response: sendWeeklyResultSchema,
  }),
  outbox: defineEndpoint({
    method: 'GET',
    path: '/api/sms/outbox',
    query: listLimitQuerySchema,
    response: lazySchema(() => z.array(outboxMessageSchema)),
  }),
};
