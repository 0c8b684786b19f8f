import { sql } from 'drizzle-orm';
import type { PublishVia, SocialPlatform } from '../../../domain/social';
import type { PublishResult, SocialPublisher } from '../../adapters/social';
import type { Db } from '../../db/client';
import { isoTimestamp, rows } from '../../db/sql-fragments';

type Claimed = {
  id: number;
  platform: SocialPlatform;
  content: string;
  imageUrl: string | null;
  scheduledFor: string;
  accountId: number | null;
  username: string | null;
  displayName: string | null;
  isConnected: boolean | null;
  publishVia: PublishVia | null;
};

export type PublishOutcome = { id: number; status: 'published' | 'failed'; error: string | null };

/** Which posts a server may take: due and scheduled, or claimed by a server whose lease ran out (it died mid-send). */
const takeable = (p: string) =>
  sql.raw(`((${p}.status = 'scheduled' AND ${p}.scheduled_for <= now()) OR (${p}.status = 'publishing' AND ${p}.lease_until < now()))`);

/**
 * Claims up to `limit` due posts for `claimedBy` in one statement: status 'publishing' with a lease. Rows another
 * server has locked are skipped and the condition is checked again on the locked row, so each post is claimed by
 * one server only. A post of an account with auto-post off stays scheduled (held) until it is turned on; a post
 * of a disconnected or removed account is claimed so it can be marked failed with the reason.
 */
export async function claimDuePosts(db: Db, claimedBy: string, leaseMs: number, limit = 20): Promise<Claimed[]> {
  return rows<Claimed>(
    db.execute(sql`
      WITH claimed AS (
        UPDATE scheduled_posts sp SET status = 'publishing', claimed_by = ${claimedBy},
          lease_until = now() + ${leaseMs} * interval '1 millisecond', attempts = sp.attempts + 1, updated_at = now()
        WHERE sp.id IN (
          SELECT p.id FROM scheduled_posts p LEFT JOIN social_accounts a ON a.id = p.account_id
          WHERE ${takeable('p')} AND (a.id IS NULL OR NOT a.is_connected OR a.auto_post)
          ORDER BY p.scheduled_for, p.id LIMIT ${limit}
          FOR UPDATE OF p SKIP LOCKED)
          AND ${takeable('sp')}
        RETURNING sp.id, sp.platform, sp.content, sp.image_url, sp.scheduled_for, sp.account_id)
      SELECT c.id, c.platform, c.content, c.image_url AS "imageUrl", ${isoTimestamp(sql`c.scheduled_for`)} AS "scheduledFor",
        c.account_id AS "accountId", a.username, a.display_name AS "displayName", a.is_connected AS "isConnected",
        a.publish_via AS "publishVia"
      FROM claimed c LEFT JOIN social_accounts a ON a.id = c.account_id
      ORDER BY c.scheduled_for, c.id`),
  );
}

/** Hands one claimed post to the publisher (or fails it when its account is gone) and records the outcome. */
async function publishOne(db: Db, publisher: SocialPublisher, claimedBy: string, c: Claimed): Promise<PublishOutcome> {
  let result: PublishResult;
  let via: PublishVia | null = c.publishVia;
  if (c.accountId === null || c.username === null) {
    result = { ok: false, error: 'The account of this post was removed' };
    via = null;
  } else if (!c.isConnected) {
    result = { ok: false, error: `The ${c.platform} account @${c.username} is disconnected` };
    via = null;
  } else {
    result = await publisher.publish(c.publishVia ?? 'outbox', {
      postId: c.id,
      platform: c.platform,
      username: c.username,
      displayName: c.displayName ?? c.username,
      content: c.content,
      imageUrl: c.imageUrl,
      scheduledFor: c.scheduledFor,
    });
  }
  const status = result.ok ? 'published' : 'failed';
  const error = result.ok ? null : result.error.slice(0, 2000);
  // The outcome is written only while this server still holds the claim (a server whose lease ran out and whose
  // post was taken over writes nothing); the account's last post date moves in the same transaction.
  await db.transaction(async (tx) => {
    const done = await rows<{ id: number }>(
      tx.execute(sql`UPDATE scheduled_posts SET status = ${status}, error = ${error}, lease_until = NULL, updated_at = now(),
          published_at = ${result.ok ? sql`now()` : sql`NULL`}, published_via = ${result.ok ? via : null},
          external_id = ${result.ok ? result.externalId : null}
        WHERE id = ${c.id} AND status = 'publishing' AND claimed_by = ${claimedBy} RETURNING id`),
    );
    if (done.length > 0 && result.ok && c.accountId !== null)
      await tx.execute(sql`UPDATE social_accounts SET last_post_date = now() WHERE id = ${c.accountId}`);
  });
  return { id: c.id, status, error };
}

/**
 * Publishes every post that is due now, in batches, each claimed by this server first. Returns what happened to
 * each. Safe to run on several servers at once: a post is handed to the publisher by the server that claimed it.
 */
export async function publishDuePosts(
  db: Db,
  publisher: SocialPublisher,
  opts: { claimedBy: string; leaseMs: number; batch?: number },
): Promise<PublishOutcome[]> {
  const outcomes: PublishOutcome[] = [];
  const batch = opts.batch ?? 20;
  for (;;) {
    const claimed = await claimDuePosts(db, opts.claimedBy, opts.leaseMs, batch);
    for (const c of claimed) outcomes.push(await publishOne(db, publisher, opts.claimedBy, c));
    if (claimed.length < batch) return outcomes;
  }
}

/** Milliseconds until the next post may become takeable (a scheduled time or a lease's end), or null when none. */
export async function msUntilNextDue(db: Db): Promise<number | null> {
  const [row] = await rows<{ ms: number | string | null }>(
    db.execute(sql`
      SELECT floor(extract(epoch FROM (min(CASE WHEN p.status = 'scheduled' THEN p.scheduled_for ELSE p.lease_until END) - now())) * 1000) AS ms
      FROM scheduled_posts p LEFT JOIN social_accounts a ON a.id = p.account_id
      WHERE p.status IN ('scheduled', 'publishing') AND (a.id IS NULL OR NOT a.is_connected OR a.auto_post)`),
  );
  return row?.ms === null || row?.ms === undefined ? null : Math.max(0, Number(row.ms));
}
