import { z } from 'zod';
import { sendPaystubInputSchema, sendWeeklyInputSchema } from '../../../domain/payroll';
import type { Feature } from '../../context';
import { listLimitQuerySchema } from '../advances/routes';
import { listOutbox } from './outbox';
import { sendPaystub, sendWeekly } from './service';

const sendResultSchema = z.object({ success: z.boolean(), message: z.string(), outboxId: z.number().int() });
const weeklyResultSchema = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  results: z.array(z.object({ employeeId: z.number().int(), employeeName: z.string(), success: z.boolean(), message: z.string() })),
});
const outboxMessageSchema = z.object({
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
});

/** Pay stubs by text message through the SMS adapter, and the outbox of every message (spec part 2 §7). */
export const smsRoutes: Feature =
  ({ db, sms }) =>
  async (app) => {
    app.post('/api/payroll/send-paystub', { schema: { body: sendPaystubInputSchema, response: { 200: sendResultSchema } } }, (req) =>
      sendPaystub(db, sms, req.body),
    );

    app.post('/api/payroll/send-weekly', { schema: { body: sendWeeklyInputSchema, response: { 200: weeklyResultSchema } } }, (req) =>
      sendWeekly(db, sms, req.body),
    );

    app.get('/api/sms/outbox', { schema: { querystring: listLimitQuerySchema, response: { 200: z.array(outboxMessageSchema) } } }, (req) =>
      listOutbox(db, req.query.limit),
    );
  };
