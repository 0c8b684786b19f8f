import { z } from 'zod';
import { supplierInputSchema, supplierSchema } from '../../../domain/people';
import { idParamsSchema, searchSchema } from '../../../domain/validation';
import type { Feature } from '../../context';
import { createSupplier, deleteSupplier, getSupplier, listSuppliers, updateSupplier } from './service';

/** Query of GET /api/suppliers: ?search= matches name, contact person or a specialty, ignoring case. */
const supplierListQuerySchema = z.object({
  search: searchSchema,
});

export const supplierRoutes: Feature =
  ({ db }) =>
  async (app) => {
    app.get('/api/suppliers', { schema: { querystring: supplierListQuerySchema, response: { 200: z.array(supplierSchema) } } }, (req) =>
      listSuppliers(db, req.query),
    );

    app.get('/api/suppliers/:id', { schema: { params: idParamsSchema, response: { 200: supplierSchema } } }, (req) =>
      getSupplier(db, req.params.id),
    );

    app.post('/api/suppliers', { schema: { body: supplierInputSchema, response: { 201: supplierSchema } } }, async (req, reply) =>
      reply.status(201).send(await createSupplier(db, req.body)),
    );

    app.put(
      '/api/suppliers/:id',
      { schema: { params: idParamsSchema, body: supplierInputSchema, response: { 200: supplierSchema } } },
      (req) => updateSupplier(db, req.params.id, req.body),
    );

    app.delete('/api/suppliers/:id', { schema: { params: idParamsSchema } }, async (req, reply) => {
      await deleteSupplier(db, req.params.id);
      return reply.status(204).send();
    });
  };
