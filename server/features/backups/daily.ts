import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { listBackups, writeBackup } from './backup';

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when the newest kept backup is a day old or there is none. */
export async function backupIsDue(dir: string, now = Date.now()): Promise<boolean> {
  const [newest] = await listBackups(dir);
  return !newest || now - Date.parse(newest.createdAt) >= DAY_MS;
}

/**
 * Automatic backups: a first check shortly after start, then one every hour; whenever the newest backup is a
 * day old (or missing) a new one is written. The timers never keep the process alive and stop with the app.
 */
export function startDailyBackups(app: FastifyInstance, ctx: AppContext): void {
  const { dir, firstCheckMs, checkEveryMs } = ctx.backups;
  let running: Promise<void> | null = null;
  const check = () => {
    if (running) return;
    running = (async () => {
      try {
        if (!(await backupIsDue(dir))) return;
        const made = await writeBackup(ctx.database, ctx.storage, dir);
        app.log.info({ file: made.file, bytes: made.bytes }, 'automatic backup written');
      } catch (err) {
        app.log.error({ err }, 'automatic backup failed');
      } finally {
        running = null;
      }
    })();
  };
  const first = setTimeout(check, firstCheckMs);
  const every = setInterval(check, checkEveryMs);
  first.unref();
  every.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
}
