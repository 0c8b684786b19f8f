import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';

/** Who claims a run: this machine and process, as the log and `scheduled_runs.claimed_by` show it. */
export const SERVER_ID = `${os.hostname()}:${process.pid}`;

export type RunOutcome = 'ran' | 'taken' | 'failed';

/**
 * Runs `work` once for (job, period) across every server on this database: the first server to insert the
 * claim row runs it, every other one gets 'taken'. A claim lasts `leaseMs`; if its server dies before finishing,
 * another may take it over after that. A failed run gives its claim back at once (the next check, on any server,
 * retries) and keeps the error. Works the same on PGlite and PostgreSQL (the primary key arbitrates, so no lock
 * is held while the work runs).
 */
export async function runOnce(
  db: Db,
  job: string,
  period: string,
  leaseMs: number,
  work: () => Promise<void>,
  claimedBy = SERVER_ID,
): Promise<RunOutcome> {
  const claimed = await rows<{ claimed_by: string }>(
    db.execute(sql`
      INSERT INTO scheduled_runs (job, period, claimed_by, lease_until)
      VALUES (${job}, ${period}, ${claimedBy}, now() + ${leaseMs} * interval '1 millisecond')
      ON CONFLICT (job, period) DO UPDATE
        SET claimed_by = excluded.claimed_by, claimed_at = now(), lease_until = excluded.lease_until, error = NULL
        WHERE scheduled_runs.finished_at IS NULL AND scheduled_runs.lease_until < now()
      RETURNING claimed_by`),
  );
  if (claimed.length === 0) return 'taken';
  try {
    await work();
  } catch (err) {
    await db.execute(sql`
      UPDATE scheduled_runs SET lease_until = now(), error = ${String((err as Error)?.message ?? err).slice(0, 2000)}
      WHERE job = ${job} AND period = ${period} AND claimed_by = ${claimedBy}`);
    throw err;
  }
  await db.execute(sql`
    UPDATE scheduled_runs SET finished_at = now() WHERE job = ${job} AND period = ${period} AND claimed_by = ${claimedBy}`);
  return 'ran';
}

/**
 * Runs `check` after `firstMs`, then every `everyMs`, never two at once; a failure is logged as `what failed` and
 * the next check tries again. The timers never keep the process alive; closing the app stops them and waits for a
 * check under way. The daily jobs (backups, trash purge) call runOnce inside their check.
 */
export function scheduleChecks(
  app: FastifyInstance,
  what: string,
  times: { firstMs: number; everyMs: number },
  check: () => Promise<void>,
): void {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = check()
      .catch((err) => app.log.error({ err }, `${what} failed`))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, times.firstMs);
  const every = setInterval(tick, times.everyMs);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
}
