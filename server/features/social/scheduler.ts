import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { msUntilNextDue, publishDuePosts } from './publishing';

/** Writes arriving within this window wake the scheduler once. */
const DEBOUNCE_MS = 200;

/**
 * Publishes scheduled posts when they are due. It wakes at the next post's time (or every checkEveryMs at the
 * latest, to see posts other servers scheduled), after a write to the posts or accounts (any server's: the
 * database's change notifications), and shortly after start (a post that fell due while the server was down goes
 * out then). Each due post is claimed in the database before it is handed to the publisher (publishing.ts), so
 * several servers on one database publish it once. The timers never keep the process open and stop with the app;
 * close waits for the round under way.
 */
export function startSocialScheduler(app: FastifyInstance, ctx: AppContext): void {
  const { publisher, firstCheckMs, checkEveryMs, leaseMs, serverId } = ctx.social;
  let timer: NodeJS.Timeout | null = null;
  let debounce: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  const plan = (ms: number) => {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(check, Math.min(Math.max(ms, 0), checkEveryMs));
    timer.unref();
  };
  const check = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      let next = checkEveryMs;
      try {
        do {
          again = false;
          const outcomes = await publishDuePosts(ctx.db, publisher, { claimedBy: serverId, leaseMs });
          for (const o of outcomes)
            if (o.status === 'published') app.log.info({ postId: o.id }, 'social post published');
            else app.log.warn({ postId: o.id, error: o.error }, 'social post failed');
        } while (again && !closed);
        const ms = await msUntilNextDue(ctx.db);
        // A little after the time, so the database's now() has passed it too.
        if (ms !== null) next = Math.min(next, ms + 25);
      } catch (err) {
        app.log.error({ err }, 'publishing social posts failed');
      } finally {
        running = null;
        plan(next);
      }
    })();
  };
  const unsubscribe = ctx.changes.subscribe((change) => {
    if (change.table !== 'scheduled_posts' && change.table !== 'social_accounts') return;
    debounce ??= setTimeout(() => {
      debounce = null;
      check();
    }, DEBOUNCE_MS).unref();
  });
  plan(firstCheckMs);

  app.addHook('onClose', async () => {
    closed = true;
    unsubscribe();
    if (timer) clearTimeout(timer);
    if (debounce) clearTimeout(debounce);
    await running;
  });
}
