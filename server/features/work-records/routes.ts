import { z } from 'zod';
import { idParamsSchema } from '../../../domain/validation';
import { workRecordInputSchema, workRecordListQuerySchema, workRecordSchema } from '../../../domain/work-records';
import type { Feature } from '../../context';
import { createWorkRecord, deleteWorkRecord, listWorkRecords, updateWorkRecord } from './service';

/** Daily work records (the spec's time entries). */
export const workRecordRoutes: Feature =
  ({ db }) =>
  async (app) => {
    app.get(
      '/api/time-entries',
      { schema: { querystring: workRecordListQuerySchema, response: { 200: z.array(workRecordSchema) } } },
      (req) => listWorkRecords(db, req.query.projectId),
    );

    app.post('/api/time-entries', { schema: { body: workRecordInputSchema, response: { 201: workRecordSchema } } }, async (req, reply) =>
      reply.status(201).send(await createWorkRecord(db, req.body)),
    );

    app.put(
      '/api/time-entries/:id',
      { schema: { params: idParamsSchema, body: workRecordInputSchema, response: { 200: workRecordSchema } } },
      (req) => updateWorkRecord(db, req.params.id, req.body),
    );

    app.delete('/api/time-entries/:id', { schema: { params: idParamsSchema } }, async (req, reply) => {
      await deleteWorkRecord(db, req.params.id);
      return reply.status(204).send();
    });
  };
