import type { FastifyInstance } from 'fastify';
import { todayIso } from '../../../domain/dates';
import type { AppContext } from '../../context';
import { runOnce } from '../system/scheduled-runs';
import { runChecks } from './checks';

/** Tables whose writes can raise or change an alert: project costs and dates (the kept totals live on projects), photos, subcontractors. */
const WATCHED = new Set(['projects', 'project_photos', 'project_subcontractors', 'subcontractors']);
/** How often the timer looks whether today's daily check has run. */
const TICK_MS = 10 * 60_000;
/** A daily check takes seconds; a claim older than this belongs to a server that died. */
const DAILY_LEASE_MS = 10 * 60_000;
/** Writes arriving within this window are checked together. */
const DEBOUNCE_MS = 300;

/**
 * Runs the notification checks on their own: once a day (a timer, unref'd so it never holds the process open,
 * which also stores the day's health readings), and shortly after every committed write that moves a project's
 * costs or dates (the database's change notifications; the checks' own writes to notifications are not watched).
 * Checks run one at a time; close waits for the one under way.
 */
export function startAutoChecks(app: FastifyInstance, ctx: AppContext): void {
  let checkedDay: string | null = null;
  let queue: Promise<void> = Promise.resolve();
  let pending: Set<number> | 'all' | null = null;
  let debounce: NodeJS.Timeout | null = null;
  let closed = false;

  const run = (task: () => Promise<unknown>) => {
    queue = queue.then(task).then(
      () => undefined,
      (err) => app.log.error({ err }, 'notification check failed'),
    );
  };
  const daily = () => {
    const today = todayIso();
    if (closed || checkedDay === today) return;
    run(async () => {
      // One server runs the day's full check when several share the database; each stores the readings it
      // serves (idempotent, one row per project and day).
      await runOnce(ctx.db, 'daily-notification-check', today, DAILY_LEASE_MS, async () => {
        await runChecks(ctx.db, today);
      });
      await ctx.health.ensure(ctx.db, today);
      checkedDay = today;
    });
  };
  const flush = () => {
    debounce = null;
    const ids = pending;
    pending = null;
    if (closed || ids === null) return;
    const today = todayIso();
    run(async () => {
      // The projects written to in the window, in one statement (a burst of writes on many projects is one check).
      await runChecks(ctx.db, today, ids === 'all' ? undefined : [...ids].sort((a, b) => a - b));
    });
  };

  const unsubscribe = ctx.changes.subscribe((change) => {
    if (!WATCHED.has(change.table)) return;
    if (change.projectIds === null || change.table === 'subcontractors') pending = 'all';
    else if (pending !== 'all') {
      pending ??= new Set();
      for (const id of change.projectIds) pending.add(id);
    }
    debounce ??= setTimeout(flush, DEBOUNCE_MS).unref();
  });
  const timer = setInterval(daily, TICK_MS).unref();
  const first = setTimeout(daily, 2_000).unref();

  app.addHook('onClose', async () => {
    closed = true;
    unsubscribe();
    clearInterval(timer);
    clearTimeout(first);
    if (debounce) clearTimeout(debounce);
    await queue;
  });
}
