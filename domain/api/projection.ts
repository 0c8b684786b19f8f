import { z } from 'zod';
import { REVENUE_METHODS } from '../accounting-revenue';
import { lazySchema } from '../lazy-schema';
import { portfolioAnswerSchema, projectionAnswerSchema } from '../projection-schema';
import { idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/** A project's projection with its id and name. */
export const projectProjectionSchema = lazySchema(() =>
  projectionAnswerSchema.extend({ projectId: z.number().int(), name: z.string(), isActive: z.boolean() }),
);
export type ProjectProjection = z.infer<typeof projectProjectionSchema>;

/**
 * The one projection behind every profit, margin, risk and completion figure (issue 39 scope 1, domain/projection.ts):
 * every project's, and the active projects' sums with the averages weighted by contract value.
 */
export const projectionApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/projections',
    response: lazySchema(() =>
      z.object({
        basis: z.enum(REVENUE_METHODS),
        projects: z.array(projectProjectionSchema),
        active: portfolioAnswerSchema,
      }),
    ),
  }),
  project: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/projection',
    params: idParamsSchema,
    response: projectProjectionSchema,
  }),
};
