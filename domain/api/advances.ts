import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { advanceInputSchema, advanceSchema, advanceUpdateSchema } from '../payroll';
import { idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';
import { listLimitQuerySchema } from './list-query';

/** Payroll advances (spec part 2 §3–§5). */
export const advancesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/payroll-advances',
    query: listLimitQuerySchema,
    response: lazySchema(() => z.array(advanceSchema)),
  }),
  create: defineEndpoint({ method: 'POST', path: '/api/payroll-advances', body: advanceInputSchema, response: advanceSchema, status: 201 }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/payroll-advances/:id',
    params: idParamsSchema,
    body: advanceUpdateSchema,
    response: advanceSchema,
  }),
};
