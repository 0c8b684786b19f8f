import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { subcontractorInputSchema, subcontractorSchema } from '../people';
import { idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/** Subcontractors (spec part 1 §2.16, §7.2): list, one, create, update, delete. */
export const subcontractorsApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/subcontractors', response: lazySchema(() => z.array(subcontractorSchema)) }),
  get: defineEndpoint({ method: 'GET', path: '/api/subcontractors/:id', params: idParamsSchema, response: subcontractorSchema }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/subcontractors',
    body: subcontractorInputSchema,
    response: subcontractorSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/subcontractors/:id',
    params: idParamsSchema,
    body: subcontractorInputSchema,
    response: subcontractorSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/subcontractors/:id',
    params: idParamsSchema,
    response: lazySchema(() => z.null()),
    status: 204,
  }),
};
