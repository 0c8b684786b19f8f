import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { reconciliationSchema } from '../reconciliation';
import { defineEndpoint } from './endpoint';

/** GET /api/health: the server answers and its database runs a query (docs/product/rules.md). */
export const healthSchema = lazySchema(() => z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }));

/** GET /api/health/ready: this server can take requests (a load balancer's check); 503 while it shuts down. */
export const readySchema = lazySchema(() => z.object({ status: z.literal('ready') }));

/** Health and the books check. */
export const systemApi = {
  health: defineEndpoint({ method: 'GET', path: '/api/health', response: healthSchema }),
  ready: defineEndpoint({ method: 'GET', path: '/api/health/ready', response: readySchema }),
  /** Stored money figures against a recomputation from the detail rows; never cached. */
  reconciliation: defineEndpoint({ method: 'GET', path: '/api/system/reconciliation', response: reconciliationSchema }),
};
