import { z } from 'zod';
import { advanceInputSchema, advanceSchema, advanceUpdateSchema } from '../../../domain/payroll';
import { idParamsSchema } from '../../../domain/validation';
import type { Feature } from '../../context';
import { createAdvance, listAdvances, updateAdvance } from './service';

/** ?limit= of list calls: 1..500 (larger values are capped at 500), 50 when omitted. */
export const listLimitQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .positive('Limit must be positive')
    .optional()
    .transform((n) => Math.min(n ?? 50, 500)),
});

/** Payroll advances (spec part 2 §3–§5). */
export const advanceRoutes: Feature =
  ({ db }) =>
  async (app) => {
    app.get('/api/payroll-advances', { schema: { querystring: listLimitQuerySchema, response: { 200: z.array(advanceSchema) } } }, (req) =>
      listAdvances(db, req.query.limit),
    );

    app.post('/api/payroll-advances', { schema: { body: advanceInputSchema, response: { 201: advanceSchema } } }, async (req, reply) =>
      reply.status(201).send(await createAdvance(db, req.body)),
    );

    app.put(
      '/api/payroll-advances/:id',
      { schema: { params: idParamsSchema, body: advanceUpdateSchema, response: { 200: advanceSchema } } },
      (req) => updateAdvance(db, req.params.id, req.body),
    );
  };
