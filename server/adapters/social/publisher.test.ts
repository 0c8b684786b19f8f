import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSocialPublisher, type PublishRequest, postToWebhook, socialPublisherFromEnv } from './index';

const post: PublishRequest = {
  postId: 7,
  platform: 'facebook',
  username: 'gulf',
  displayName: 'Gulf',
  content: 'Done in Tampa',
  imageUrl: null,
  scheduledFor: '2026-05-01T09:00:00.000Z',
};

/** A receiver on 127.0.0.1: /slow never answers in time, anything else 200 {postId}. */
describe('social publisher', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (req.url === '/slow') setTimeout(() => res.writeHead(200).end('{}'), 2_000);
        else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ postId: 99 }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('the outbox publishes without sending anything; the webhook keeps the id it is given', async () => {
    expect(await createSocialPublisher(null).publish('outbox', post)).toEqual({ ok: true, externalId: null });
    expect(await createSocialPublisher(null).publish('webhook', post)).toEqual({
      ok: false,
      error: 'No webhook is configured on the server (SOCIAL_WEBHOOK_URL); the post was not sent',
    });
    expect(await createSocialPublisher({ url: `${base}/hook`, secret: null }).publish('webhook', post)).toEqual({
      ok: true,
      externalId: '99',
    });
  });

  it('a timeout or an unreachable receiver is a failure with the reason', async () => {
    expect(await postToWebhook({ url: `${base}/slow`, secret: null, timeoutMs: 200 }, post)).toEqual({
      ok: false,
      error: 'Webhook did not answer within 0.2 s',
    });
    const down = await postToWebhook({ url: 'http://127.0.0.1:1/hook', secret: null }, post);
    expect(down.ok).toBe(false);
    expect(!down.ok && down.error).toMatch(/^Webhook unreachable: /);
  });

  it('reads SOCIAL_WEBHOOK_URL, refusing one that is not http(s)', () => {
    expect(socialPublisherFromEnv({}).webhookHost).toBeNull();
    expect(socialPublisherFromEnv({ SOCIAL_WEBHOOK_URL: 'https://hooks.example.com/p' }).webhookHost).toBe('hooks.example.com');
    expect(() => socialPublisherFromEnv({ SOCIAL_WEBHOOK_URL: 'ftp://x' })).toThrow('SOCIAL_WEBHOOK_URL must be an http(s) URL');
    expect(() => socialPublisherFromEnv({ SOCIAL_WEBHOOK_URL: 'not a url' })).toThrow('SOCIAL_WEBHOOK_URL must be an http(s) URL');
  });
});
