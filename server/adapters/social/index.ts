import type { PublishVia, SocialPlatform } from '../../../domain/social';

/** One due post handed to a publisher. */
export type PublishRequest = {
  postId: number;
  platform: SocialPlatform;
  username: string;
  displayName: string;
  content: string;
  imageUrl: string | null;
  scheduledFor: string;
};

export type PublishResult = { ok: true; externalId: string | null } | { ok: false; error: string };

/**
 * Where due posts go. The outbox keeps the post in Plumbline (status published, via outbox): it is shown in the
 * Scheduled Posts list to copy to the platform by hand; nothing is sent anywhere. The webhook (SOCIAL_WEBHOOK_URL)
 * POSTs the post as JSON to an automation service that holds the platform's keys.
 */
export type SocialPublisher = {
  /** The configured webhook's host (for the UI), or null when only the outbox is available. */
  webhookHost: string | null;
  publish(via: PublishVia, post: PublishRequest): Promise<PublishResult>;
};

export type WebhookOptions = { url: string; secret: string | null; timeoutMs?: number };

const snippet = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

function idOf(text: string): string | null {
  try {
    const b = JSON.parse(text) as Record<string, unknown> | null;
    const id = b && typeof b === 'object' ? (b.id ?? b.postId ?? b.post_id) : null;
    return typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 200) : null;
  } catch {
    return null;
  }
}

/**
 * POSTs {postId, platform, username, displayName, content, imageUrl, scheduledFor} as JSON, with the secret as a
 * Bearer token when set and `Idempotency-Key: plumbline-post-<id>` (a post retried after a server died mid-send
 * carries the same key, so the receiver can drop the copy). 2xx is published (an id/postId in the answer is kept);
 * anything else, a timeout or a network error is a failure with the reason.
 */
export async function postToWebhook(opts: WebhookOptions, post: PublishRequest): Promise<PublishResult> {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  try {
    const res = await fetch(opts.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `plumbline-post-${post.postId}`,
        ...(opts.secret ? { authorization: `Bearer ${opts.secret}` } : {}),
      },
      body: JSON.stringify(post),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    if (!res.ok) return { ok: false, error: `Webhook answered ${res.status}${text ? `: ${snippet(text)}` : ''}` };
    return { ok: true, externalId: idOf(text) };
  } catch (err) {
    const e = err as Error;
    if (e.name === 'TimeoutError' || e.name === 'AbortError')
      return { ok: false, error: `Webhook did not answer within ${timeoutMs / 1000} s` };
    return { ok: false, error: `Webhook unreachable: ${(e.cause as Error | undefined)?.message ?? e.message}` };
  }
}

/** The publisher: the outbox always; the webhook when a URL is given. */
export function createSocialPublisher(webhook: WebhookOptions | null): SocialPublisher {
  let host: string | null = null;
  if (webhook) host = new URL(webhook.url).host;
  return {
    webhookHost: host,
    async publish(via, post) {
      if (via === 'outbox') return { ok: true, externalId: null };
      if (!webhook) return { ok: false, error: 'No webhook is configured on the server (SOCIAL_WEBHOOK_URL); the post was not sent' };
      return postToWebhook(webhook, post);
    },
  };
}

/** From the environment: SOCIAL_WEBHOOK_URL (http/https) and the optional SOCIAL_WEBHOOK_SECRET. */
export function socialPublisherFromEnv(env: NodeJS.ProcessEnv = process.env): SocialPublisher {
  const url = env.SOCIAL_WEBHOOK_URL?.trim();
  if (!url) return createSocialPublisher(null);
  const parsed = URL.parse(url);
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    throw new Error('SOCIAL_WEBHOOK_URL must be an http(s) URL');
  return createSocialPublisher({ url, secret: env.SOCIAL_WEBHOOK_SECRET?.trim() || null });
}
