import { z } from 'zod';
import { employeeInputSchema, employeeSchema } from '../../../domain/people';
import { activeFlagSchema, idParamsSchema } from '../../../domain/validation';
import type { Feature } from '../../context';
import { createEmployee, deleteEmployee, getEmployee, listEmployees, updateEmployee } from './service';

/** Query of GET /api/employees: ?active=true|false, or every employee when omitted. */
const employeeListQuerySchema = z.object({ active: activeFlagSchema });

export const employeeRoutes: Feature =
  ({ db }) =>
  async (app) => {
    app.get('/api/employees', { schema: { querystring: employeeListQuerySchema, response: { 200: z.array(employeeSchema) } } }, (req) =>
      listEmployees(db, req.query),
    );

    app.get('/api/employees/:id', { schema: { params: idParamsSchema, response: { 200: employeeSchema } } }, (req) =>
      getEmployee(db, req.params.id),
    );

    app.post('/api/employees', { schema: { body: employeeInputSchema, response: { 201: employeeSchema } } }, async (req, reply) =>
      reply.status(201).send(await createEmployee(db, req.body)),
    );

    app.put(
      '/api/employees/:id',
      { schema: { params: idParamsSchema, body: employeeInputSchema, response: { 200: employeeSchema } } },
      (req) => updateEmployee(db, req.params.id, req.body),
    );

    app.delete('/api/employees/:id', { schema: { params: idParamsSchema } }, async (req, reply) => {
      await deleteEmployee(db, req.params.id);
      return reply.status(204).send();
    });
  };
