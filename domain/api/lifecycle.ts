import { z } from 'zod';
import { completionAnalysisSchema } from '../completion-analysis';
import { lazySchema } from '../lazy-schema';
import { completedProjectSchema, completionInputSchema, inactiveProjectSchema, moveToInactiveSchema } from '../lifecycle';
import { projectSchema } from '../projects';
import { idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/** The completion analysis, which engine produced it, and the records it was stored with. */
export const completionResultSchema = lazySchema(() =>
  completionAnalysisSchema.extend({
    engine: z.object({
      name: z.enum(['built-in', 'openai-compatible']),
      model: z.string().optional(),
      fallbackReason: z.string().optional(),
    }),
    projectId: z.number().int(),
    completedProjectId: z.number().int(),
  }),
);
export type CompletionResult = z.infer<typeof completionResultSchema>;

/** No body, an empty body or {finalNotes, customerRating}. */
export const optionalCompletionBodySchema = lazySchema(() =>
  completionInputSchema.nullish().transform((v) => v ?? completionInputSchema.parse({})),
);

const completion = (path: string) =>
  ({ method: 'POST', path, params: idParamsSchema, body: optionalCompletionBodySchema, response: completionResultSchema }) as const;

/** Lifecycle moves (spec part 1 §4) and the archives (part 2 §4). */
export const lifecycleApi = {
  moveToActive: defineEndpoint({
    method: 'POST',
    path: '/api/projects/:id/move-to-active',
    params: idParamsSchema,
    response: projectSchema,
  }),
  moveToInactive: defineEndpoint({
    method: 'POST',
    path: '/api/projects/:id/move-to-inactive',
    params: idParamsSchema,
    body: moveToInactiveSchema,
    response: projectSchema,
  }),
  moveToCompleted: defineEndpoint(completion('/api/projects/:id/move-to-completed')),
  complete: defineEndpoint(completion('/api/projects/:id/complete')),
  completedProjects: defineEndpoint({
    method: 'GET',
    path: '/api/completed-projects',
    response: lazySchema(() => z.array(completedProjectSchema)),
  }),
  inactiveProjects: defineEndpoint({
    method: 'GET',
    path: '/api/inactive-projects',
    response: lazySchema(() => z.array(inactiveProjectSchema)),
  }),
};
