import { z } from 'zod';
import { idParam, idParamsSchema } from '../../../domain/validation';
import { assignEmployeeInputSchema, assignmentSchema } from '../../../domain/work-records';
import type { Feature } from '../../context';
import { assignEmployee, listAssignments, removeAssignment } from './service';

const memberParams = idParamsSchema.extend({
  employeeId: idParam('Invalid employee ID'),
});

export const teamRoutes: Feature =
  ({ db }) =>
  async (app) => {
    app.get('/api/projects/:id/employees', { schema: { params: idParamsSchema, response: { 200: z.array(assignmentSchema) } } }, (req) =>
      listAssignments(db, req.params.id),
    );

    app.post(
      '/api/projects/:id/employees',
      { schema: { params: idParamsSchema, body: assignEmployeeInputSchema, response: { 201: assignmentSchema } } },
      async (req, reply) => reply.status(201).send(await assignEmployee(db, req.params.id, req.body.employeeId)),
    );

    app.delete('/api/projects/:id/employees/:employeeId', { schema: { params: memberParams } }, async (req, reply) => {
      await removeAssignment(db, req.params.id, req.params.employeeId);
      return reply.status(204).send();
    });
  };
