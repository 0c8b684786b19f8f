import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { idParamsSchema } from '../validation';
import { foremanWorkRecordSchema, workRecordInputSchema, workRecordListQuerySchema, workRecordSchema } from '../work-records';
import { defineEndpoint } from './endpoint';

/** Daily work records (the spec's time entries, spec part 1 §2.10): ?projectId= narrows the list to one project. */
export const workRecordsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/time-entries',
    query: workRecordListQuerySchema,
    response: lazySchema(() => z.array(workRecordSchema)),
    foreman: lazySchema(() => z.array(foremanWorkRecordSchema)),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/time-entries',
    body: workRecordInputSchema,
    response: workRecordSchema,
    foreman: foremanWorkRecordSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/time-entries/:id',
    params: idParamsSchema,
    body: workRecordInputSchema,
    response: workRecordSchema,
    foreman: foremanWorkRecordSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/time-entries/:id',
    params: idParamsSchema,
    response: lazySchema(() => z.null()),
    status: 204,
  }),
};
