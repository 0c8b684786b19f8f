import { sql } from 'drizzle-orm';
import { systemApi } from '../../../domain/api/system';
import type { Feature } from '../../context';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import { DATABASE_GONE_MESSAGE } from '../../http/write-health';
import { reconcile } from './service';

/** Health and the books check (contracts: domain/api/system.ts). */
export const systemRoutes: Feature =
  ({ database }) =>
  async (app) => {
    route(app, systemApi.health, async () => {
      await database.db.execute(sql`SELECT 1`);
      return { status: 'ok' as const, database: database.kind };
    });

    // For a load balancer: the database answers and writes can succeed (no full disk, no recent disk-full or lost
    // database failure: server/http/write-health.ts), else 503 with why. While the server drains (SIGTERM), Fastify
    // answers every new request, this one included, with 503, so the balancer stops sending before the process exits.
    route(app, systemApi.ready, async () => {
      try {
        await database.db.execute(sql`SELECT 1`);
      } catch {
        throw new AppError('unavailable', DATABASE_GONE_MESSAGE);
      }
      const problem = app.writeHealth.problem();
      if (problem) throw new AppError('unavailable', problem.message);
      return { status: 'ready' as const };
    });

    // Recomputes the stored money figures from the detail rows (never cached: it is the check of the cache).
    route(app, systemApi.reconciliation, () => reconcile(database.db));
  };
