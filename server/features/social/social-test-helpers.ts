import { sql } from 'drizzle-orm';
import { createSocialPublisher, type PublishRequest, type SocialPublisher } from '../../adapters/social';
import type { Database } from '../../db/client';
import { rows } from '../../db/sql-fragments';

/** What the social media tests share: an outbox that counts, polling, and a due post written straight to the table. */

export const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The outbox, counting what it is handed (and optionally slow, to widen a race). */
export function countingOutbox(delayMs = 0): SocialPublisher & { sent: PublishRequest[] } {
  const outbox = createSocialPublisher(null);
  const sent: PublishRequest[] = [];
  return {
    webhookHost: null,
    sent,
    async publish(via, post) {
      sent.push(post);
      if (delayMs) await sleep(delayMs);
      return outbox.publish(via, post);
    },
  };
}

export async function poll<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > until) return v;
    await sleep(50);
  }
}

/** A due post straight into the table (the API refuses past times), for the scheduler tests. */
export async function duePost(db: Database['db'], accountId: number, content: string, status = 'scheduled'): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db.execute(sql`INSERT INTO scheduled_posts (account_id, platform, content, scheduled_for, status)
      SELECT id, platform, ${content}, now() - interval '1 second', ${status} FROM social_accounts WHERE id = ${accountId} RETURNING id`),
  );
  return row.id;
}
