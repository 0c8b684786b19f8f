import { z } from 'zod';
import {
  cashappConfigInputSchema,
  cashappConfigSchema,
  paymentInputSchema,
  paymentSchema,
  paymentUpdateSchema,
} from '../../../domain/payroll';
import { idParamsSchema, idReferenceSchema } from '../../../domain/validation';
import type { Feature } from '../../context';
import { getCashappConfig, saveCashappConfig } from './cashapp-config';
import { instructionsFor } from './instructions';
import { createPayment, listCashappEmployees, updatePayment } from './service';

/** POST /api/payments/generate-instructions: exactly one of advanceId or paymentId. */
const instructionsInputSchema = z
  .object({
    advanceId: idReferenceSchema({ invalid: 'Invalid advance ID' }),
    paymentId: idReferenceSchema({ invalid: 'Invalid payment ID' }),
  })
  .refine((b) => (b.advanceId === null) !== (b.paymentId === null), {
    message: 'Send either an advanceId or a paymentId',
    path: ['advanceId'],
  })
  .transform((b) => (b.advanceId !== null ? { advanceId: b.advanceId } : { paymentId: b.paymentId as number }));

const instructionsSchema = z.object({
  paymentLink: z.string().nullable(),
  instructions: z.string(),
  amount: z.number(),
  method: z.string(),
});
const cashappEmployeeSchema = z.object({ id: z.number().int(), name: z.string(), cashappHandle: z.string(), phone: z.string().nullable() });

/** Employee payments, payment instructions and the business payment-app settings (spec part 2 §3, §7). */
export const paymentRoutes: Feature =
  ({ db }) =>
  async (app) => {
    app.post('/api/payments', { schema: { body: paymentInputSchema, response: { 201: paymentSchema } } }, async (req, reply) =>
      reply.status(201).send(await createPayment(db, req.body)),
    );

    app.put(
      '/api/payments/:id',
      { schema: { params: idParamsSchema, body: paymentUpdateSchema, response: { 200: paymentSchema } } },
      (req) => updatePayment(db, req.params.id, req.body),
    );

    app.post(
      '/api/payments/generate-instructions',
      { schema: { body: instructionsInputSchema, response: { 200: instructionsSchema } } },
      (req) => instructionsFor(db, req.body),
    );

    app.get('/api/payments/cashapp-employees', { schema: { response: { 200: z.array(cashappEmployeeSchema) } } }, () =>
      listCashappEmployees(db),
    );

    app.get('/api/payments/cashapp-config', { schema: { response: { 200: cashappConfigSchema } } }, () => getCashappConfig(db));

    app.put('/api/payments/cashapp-config', { schema: { body: cashappConfigInputSchema, response: { 200: cashappConfigSchema } } }, (req) =>
      saveCashappConfig(db, req.body),
    );
  };
