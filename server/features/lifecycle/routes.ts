import { z } from 'zod';
import {
  completedProjectSchema,
  completionAnalysisSchema,
  completionInputSchema,
  inactiveProjectSchema,
  moveToInactiveSchema,
} from '../../../domain/lifecycle';
import { projectSchema } from '../../../domain/projects';
import { idParamsSchema } from '../../../domain/validation';
import type { Feature } from '../../context';
import { completeProject, listCompletedProjects, listInactiveProjects, moveToActive, moveToInactive } from './service';

const idParams = idParamsSchema;

/** The completion analysis, which engine produced it, and the records it was stored with. */
const completionResultSchema = completionAnalysisSchema.extend({
  engine: z.object({
    name: z.enum(['built-in', 'openai-compatible']),
    model: z.string().optional(),
    fallbackReason: z.string().optional(),
  }),
  projectId: z.number().int(),
  completedProjectId: z.number().int(),
});

/** No body, an empty body or {finalNotes, customerRating}. */
const optionalCompletionBody = completionInputSchema.nullish().transform((v) => v ?? completionInputSchema.parse({}));

const completedListSchema = z.array(completedProjectSchema);
const inactiveListSchema = z.array(inactiveProjectSchema);

/** Lifecycle moves (spec part 1 §4) and the archives (part 2 §4). */
export const lifecycleRoutes: Feature =
  ({ db, cache, ai }) =>
  async (app) => {
    app.post('/api/projects/:id/move-to-active', { schema: { params: idParams, response: { 200: projectSchema } } }, (req) =>
      moveToActive(db, req.params.id),
    );

    app.post(
      '/api/projects/:id/move-to-inactive',
      { schema: { params: idParams, body: moveToInactiveSchema, response: { 200: projectSchema } } },
      (req) => moveToInactive(db, req.params.id, req.body.reason),
    );

    app.post(
      '/api/projects/:id/move-to-completed',
      { schema: { params: idParams, body: optionalCompletionBody, response: { 200: completionResultSchema } } },
      (req) => completeProject(db, ai, req.params.id, req.body),
    );

    app.post(
      '/api/projects/:id/complete',
      { schema: { params: idParams, body: optionalCompletionBody, response: { 200: completionResultSchema } } },
      (req) => completeProject(db, ai, req.params.id, req.body),
    );

    app.get('/api/completed-projects', { schema: { response: { 200: completedListSchema } } }, async (_req, reply) =>
      cache.respond(reply, 'completed-projects', completedListSchema, () => listCompletedProjects(db)),
    );

    app.get('/api/inactive-projects', { schema: { response: { 200: inactiveListSchema } } }, async (_req, reply) =>
      cache.respond(reply, 'inactive-projects', inactiveListSchema, () => listInactiveProjects(db)),
    );
  };
