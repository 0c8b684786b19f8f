import { z } from 'zod';
import { subcontractorInputSchema, subcontractorSchema } from '../../../domain/people';
import { idParamsSchema } from '../../../domain/validation';
import type { Feature } from '../../context';
import { createSubcontractor, deleteSubcontractor, getSubcontractor, listSubcontractors, updateSubcontractor } from './service';

export const subcontractorRoutes: Feature =
  ({ db }) =>
  async (app) => {
    app.get('/api/subcontractors', { schema: { response: { 200: z.array(subcontractorSchema) } } }, () => listSubcontractors(db));

    app.get('/api/subcontractors/:id', { schema: { params: idParamsSchema, response: { 200: subcontractorSchema } } }, (req) =>
      getSubcontractor(db, req.params.id),
    );

    app.post(
      '/api/subcontractors',
      { schema: { body: subcontractorInputSchema, response: { 201: subcontractorSchema } } },
      async (req, reply) => reply.status(201).send(await createSubcontractor(db, req.body)),
    );

    app.put(
      '/api/subcontractors/:id',
      { schema: { params: idParamsSchema, body: subcontractorInputSchema, response: { 200: subcontractorSchema } } },
      (req) => updateSubcontractor(db, req.params.id, req.body),
    );

    app.delete('/api/subcontractors/:id', { schema: { params: idParamsSchema } }, async (req, reply) => {
      await deleteSubcontractor(db, req.params.id);
      return reply.status(204).send();
    });
  };
