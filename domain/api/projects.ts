import { z } from 'zod';
import { expenseListItemSchema } from '../expenses';
import { lazySchema } from '../lazy-schema';
import {
  foremanProjectSchema,
  projectInputSchema,
  projectListQuerySchema,
  projectSchema,
  projectTrashItemSchema,
  projectUpdateSchema,
} from '../projects';
import { idParamsSchema } from '../validation';
import { workRecordSchema } from '../work-records';
import { defineEndpoint } from './endpoint';

/** GET /api/projects/{id}: the project with its totals, plus its expenses, work records and assigned employees. */
export const projectDetailSchema = lazySchema(() =>
  projectSchema.extend({
    expenses: z.array(expenseListItemSchema),
    timeEntries: z.array(z.record(z.string(), z.unknown())),
    projectEmployees: z.array(z.record(z.string(), z.unknown())),
  }),
);

/** GET /api/projects/{id} for a foreman (issue 16): no money on the project, no pay on work records or the team. */
export const foremanProjectDetailSchema = lazySchema(() =>
  foremanProjectSchema.extend({
    expenses: z.array(expenseListItemSchema),
    timeEntries: z.array(workRecordSchema.omit({ customPay: true, rate: true, pay: true })),
    projectEmployees: z.array(
      z.object({
        id: z.number().int(),
        projectId: z.number().int(),
        employeeId: z.number().int(),
        assignedDate: z.string(),
        employee: z.object({ id: z.number().int(), name: z.string(), position: z.string() }),
      }),
    ),
  }),
);

/** Projects (spec part 1 §4): lists carry totals and counts, the detail adds the nested rows (docs/product/rules.md). */
export const projectsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/projects',
    query: projectListQuerySchema,
    response: lazySchema(() => z.array(projectSchema)),
    foreman: lazySchema(() => z.array(foremanProjectSchema)),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id',
    params: idParamsSchema,
    response: projectDetailSchema,
    foreman: foremanProjectDetailSchema,
  }),
  create: defineEndpoint({ method: 'POST', path: '/api/projects', body: projectInputSchema, response: projectSchema, status: 201 }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/projects/:id',
    params: idParamsSchema,
    body: projectUpdateSchema,
    response: projectSchema,
  }),
  /**
   * Moves the project to the trash with its expenses, work records, photos, team and the links of payments and
   * advances to it: out of every list and total, restorable for 30 days (issue 18).
   */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/projects/:id',
    params: idParamsSchema,
    response: lazySchema(() => z.null()),
    status: 204,
  }),
  /** The trash: deleted projects, newest first, each with what it had and when it is purged. */
  trash: defineEndpoint({ method: 'GET', path: '/api/project-trash', response: lazySchema(() => z.array(projectTrashItemSchema)) }),
  /** Restores a trashed project (by its trash entry's id) with everything it had; 409 when something it used is gone. */
  restore: defineEndpoint({
    method: 'POST',
    path: '/api/project-trash/:id/restore',
    params: idParamsSchema,
    response: projectSchema,
  }),
};
