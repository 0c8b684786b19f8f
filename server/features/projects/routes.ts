import { z } from 'zod';
import { expenseListItemSchema } from '../../../domain/expenses';
import { projectInputSchema, projectListQuerySchema, projectSchema, projectUpdateSchema } from '../../../domain/projects';
import { idParamsSchema } from '../../../domain/validation';
import type { Feature } from '../../context';
import { JsonText } from '../../http/response-cache';
import { createProject, deleteProject, getProjectDetail, listProjectsJson, updateProject } from './service';

const idParams = idParamsSchema;

const projectListSchema = z.array(projectSchema);

const projectDetailSchema = projectSchema.extend({
  expenses: z.array(expenseListItemSchema),
  timeEntries: z.array(z.record(z.string(), z.unknown())),
  projectEmployees: z.array(z.record(z.string(), z.unknown())),
});

export const projectRoutes: Feature =
  ({ db, cache, storage }) =>
  async (app) => {
    app.get(
      '/api/projects',
      { schema: { querystring: projectListQuerySchema, response: { 200: projectListSchema } } },
      async (req, reply) => {
        const key = `projects:${req.query.active}:${req.query.order}:${req.query.limit}`;
        // JSON built by the database, shape-checked once per data version.
        return cache.respond(reply, key, projectListSchema, async () => new JsonText(await listProjectsJson(db, req.query)));
      },
    );

    app.get('/api/projects/:id', { schema: { params: idParams, response: { 200: projectDetailSchema } } }, (req) =>
      getProjectDetail(db, req.params.id),
    );

    app.post('/api/projects', { schema: { body: projectInputSchema, response: { 201: projectSchema } } }, async (req, reply) =>
      reply.status(201).send(await createProject(db, req.body)),
    );

    app.put('/api/projects/:id', { schema: { params: idParams, body: projectUpdateSchema, response: { 200: projectSchema } } }, (req) =>
      updateProject(db, req.params.id, req.body),
    );

    app.delete('/api/projects/:id', { schema: { params: idParams } }, async (req, reply) => {
      await deleteProject(db, storage, req.params.id);
      return reply.status(204).send();
    });
  };
