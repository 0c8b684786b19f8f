import type { FastifyInstance } from 'fastify';
import { todayIso } from '../../../domain/dates';
import type { AppContext } from '../../context';
import { runOnce, scheduleChecks } from '../system/scheduled-runs';
import { listBackups, writeBackup } from './backup';

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when the newest kept backup is a day old or there is none. */
export async function backupIsDue(dir: string, now = Date.now()): Promise<boolean> {
  const [newest] = await listBackups(dir);
  return !newest || now - Date.parse(newest.createdAt) >= DAY_MS;
}

/** A backup of a large install takes about a minute; a claim older than this belongs to a server that died. */
const BACKUP_LEASE_MS = 30 * 60 * 1000;

/**
 * Automatic backups: a first check shortly after start, then one every hour; whenever the newest backup is a
 * day old (or missing) a new one is written, by one server only when several share the database (the day's
 * claim in scheduled_runs). The timers never keep the process alive and stop with the app.
 */
export function startDailyBackups(app: FastifyInstance, ctx: AppContext): void {
  const { dir, firstCheckMs, checkEveryMs } = ctx.backups;
  scheduleChecks(app, 'automatic backup', { firstMs: firstCheckMs, everyMs: checkEveryMs }, async () => {
    if (!(await backupIsDue(dir))) return;
    const outcome = await runOnce(ctx.db, 'daily-backup', todayIso(), BACKUP_LEASE_MS, async () => {
      const made = await writeBackup(ctx.database, ctx.storage, dir);
      app.log.info({ file: made.file, bytes: made.bytes }, 'automatic backup written');
    });
    if (outcome === 'taken') app.log.debug("today's automatic backup is made by another server");
  });
}
