import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { idParam, idParamsSchema } from '../validation';
import { assignEmployeeInputSchema, assignmentSchema, foremanAssignmentSchema } from '../work-records';
import { defineEndpoint } from './endpoint';

/** Path of DELETE /api/projects/{id}/employees/{employeeId}. */
export const teamMemberParamsSchema = lazySchema(() => idParamsSchema.extend({ employeeId: idParam('Invalid employee ID') }));

/** A project's team: its assigned employees (spec part 1 §2.8). Removing one keeps their work records. */
export const teamApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/employees',
    params: idParamsSchema,
    response: lazySchema(() => z.array(assignmentSchema)),
    foreman: lazySchema(() => z.array(foremanAssignmentSchema)),
  }),
  assign: defineEndpoint({
    method: 'POST',
    path: '/api/projects/:id/employees',
    params: idParamsSchema,
    body: assignEmployeeInputSchema,
    response: assignmentSchema,
    status: 201,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/projects/:id/employees/:employeeId',
    params: teamMemberParamsSchema,
    response: lazySchema(() => z.null()),
    status: 204,
  }),
};
