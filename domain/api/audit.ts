import { auditLogQuerySchema, auditPageSchema, projectHistoryQuerySchema } from '../audit';
import { idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/** The audit log of money (issue 16): a project's History tab (staff) and Settings → History (owner). */
export const auditApi = {
  projectHistory: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/history',
    params: idParamsSchema,
    query: projectHistoryQuerySchema,
    response: auditPageSchema,
  }),
  list: defineEndpoint({ method: 'GET', path: '/api/audit-log', query: auditLogQuerySchema, response: auditPageSchema }),
};
