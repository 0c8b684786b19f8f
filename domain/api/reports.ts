import { reportQuerySchema, reportSchema } from '../reports';
import { defineEndpoint } from './endpoint';

/** The Reports page: every figure of one range, computed in SQL. */
export const reportsApi = {
  report: defineEndpoint({ method: 'GET', path: '/api/reports', query: reportQuerySchema, response: reportSchema }),
};
