import { sql } from 'drizzle-orm';
import { systemApi } from '../../../domain/api/system';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { reconcile } from './service';

/** Health and the books check (contracts: domain/api/system.ts). */
export const systemRoutes: Feature =
  ({ database }) =>
  async (app) => {
    route(app, systemApi.health, async () => {
      await database.db.execute(sql`SELECT 1`);
      return { status: 'ok' as const, database: database.kind };
    });

    // For a load balancer: the database answers. While the server drains (SIGTERM), Fastify answers every new
    // request, this one included, with 503, so the balancer stops sending before the process exits.
    route(app, systemApi.ready, async () => {
      await database.db.execute(sql`SELECT 1`);
      return { status: 'ready' as const };
    });

    // Recomputes the stored money figures from the detail rows (never cached: it is the check of the cache).
    route(app, systemApi.reconciliation, () => reconcile(database.db));
  };
