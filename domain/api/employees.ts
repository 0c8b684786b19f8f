import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { rateHistorySchema, ratePreviewQuerySchema, ratePreviewSchema } from '../pay-rates';
import { employeeInputSchema, employeeSchema } from '../people';
import { activeFlagSchema, idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/** Query of GET /api/employees: ?active=true|false, or every employee when omitted. */
export const employeeListQuerySchema = lazySchema(() => z.object({ active: activeFlagSchema }));

/** Employees (spec part 1 §2.15, §7.2): list, one, create, update, delete. */
export const employeesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/employees',
    query: employeeListQuerySchema,
    response: lazySchema(() => z.array(employeeSchema)),
  }),
  get: defineEndpoint({ method: 'GET', path: '/api/employees/:id', params: idParamsSchema, response: employeeSchema }),
  create: defineEndpoint({ method: 'POST', path: '/api/employees', body: employeeInputSchema, response: employeeSchema, status: 201 }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/employees/:id',
    params: idParamsSchema,
    body: employeeInputSchema,
    response: employeeSchema,
  }),
  /** The employee's dated pay rates, newest first (issue 37: a raise has an effective date). */
  rates: defineEndpoint({ method: 'GET', path: '/api/employees/:id/rates', params: idParamsSchema, response: rateHistorySchema }),
  /** What saving these rates from effectiveFrom (default today) would reprice; writes nothing. */
  ratePreview: defineEndpoint({
    method: 'GET',
    path: '/api/employees/:id/rate-preview',
    params: idParamsSchema,
    query: ratePreviewQuerySchema,
    response: ratePreviewSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/employees/:id',
    params: idParamsSchema,
    response: lazySchema(() => z.null()),
    status: 204,
  }),
};
