import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { reconciliationSchema } from '../../../domain/reconciliation';
import type { Feature } from '../../context';
import { reconcile } from './service';

export const systemRoutes: Feature =
  ({ database }) =>
  async (app) => {
    app.get(
      '/api/health',
      { schema: { response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) } } },
      async () => {
        await database.db.execute(sql`SELECT 1`);
        return { status: 'ok' as const, database: database.kind };
      },
    );

    // Recomputes the stored money figures from the detail rows (never cached: it is the check of the cache).
    app.get('/api/system/reconciliation', { schema: { response: { 200: reconciliationSchema } } }, () => reconcile(database.db));
  };
