import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { foremanSupplierSchema, supplierInputSchema, supplierSchema } from '../people';
import { idParamsSchema, searchSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/** Query of GET /api/suppliers: ?search= matches name, contact person or a specialty, ignoring case. */
export const supplierListQuerySchema = lazySchema(() => z.object({ search: searchSchema }));

/** Suppliers (spec part 1 §2.14, §7.2): list, one, create, update, delete. */
export const suppliersApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/suppliers',
    query: supplierListQuerySchema,
    response: lazySchema(() => z.array(supplierSchema)),
    foreman: lazySchema(() => z.array(foremanSupplierSchema)),
  }),
  get: defineEndpoint({ method: 'GET', path: '/api/suppliers/:id', params: idParamsSchema, response: supplierSchema }),
  create: defineEndpoint({ method: 'POST', path: '/api/suppliers', body: supplierInputSchema, response: supplierSchema, status: 201 }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/suppliers/:id',
    params: idParamsSchema,
    body: supplierInputSchema,
    response: supplierSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/suppliers/:id',
    params: idParamsSchema,
    response: lazySchema(() => z.null()),
    status: 204,
  }),
};
