import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedContentSchema, type SocialAccount, type SocialPost, socialAccountSchema, socialPostSchema } from '../../../domain/social';
import { createSocialPublisher, type PublishRequest } from '../../adapters/social';
import { rows } from '../../db/sql-fragments';
import { projectPayload } from '../../test/factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from '../../test/harness';
import { publishDuePosts } from './publishing';

import { countingOutbox, duePost, inSeconds, poll } from './social-test-helpers';

describe.each(databaseKinds)('social media manager on %s', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof httpClient>;
  let projectId: number;
  let insta: SocialAccount;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = httpClient(server);
    projectId = (await api.post('/api/projects', projectPayload({ name: 'Lanai Pavers', location: '41 Gulf Dr, Sarasota, FL 34236' }))).body
      .id;
  });
  afterAll(() => server.close());

  it('connects an account, lists it with no invented figures, reconnects the same handle, toggles auto-post, disconnects', async () => {
    const res = await api.post('/api/social-media/connect', {
      platform: 'instagram',
      username: '@gulfcoastbuild',
      displayName: 'Gulf Coast Build',
      autoPost: true,
    });
    expect(res.status).toBe(201);
    insta = socialAccountSchema.parse(res.body);
    expect(insta).toMatchObject({
      platform: 'instagram',
      username: 'gulfcoastbuild',
      displayName: 'Gulf Coast Build',
      autoPost: true,
      isConnected: true,
      publishVia: 'outbox',
      followers: null,
      lastPostDate: null,
    });
    const li = (
      await api.post('/api/social-media/connect', { platform: 'linkedin', username: 'gulf-coast', displayName: 'Gulf Coast LLC' })
    ).body;
    expect(li.autoPost).toBe(false);

    expect((await api.put(`/api/social-media/accounts/${li.id}`, { autoPost: true })).body.autoPost).toBe(true);
    const off = await api.post(`/api/social-media/accounts/${li.id}/disconnect`);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ isConnected: false, autoPost: false });
    const noAuto = await api.put(`/api/social-media/accounts/${li.id}`, { autoPost: true });
    expect(noAuto.status).toBe(409);
    // Connecting the same platform and handle again reconnects it (case-insensitive), no second row.
    const again = await api.post('/api/social-media/connect', {
      platform: 'linkedin',
      username: 'Gulf-Coast',
      displayName: 'Gulf Coast LLC',
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: li.id, isConnected: true });

    const list = (await api.get('/api/social-media/accounts')).body as SocialAccount[];
    expect(list.map((a) => [a.platform, a.username])).toEqual([
      ['instagram', 'gulfcoastbuild'],
      ['linkedin', 'Gulf-Coast'],
    ]);
    expect(list.every((a) => a.followers === null)).toBe(true);
  });

  it('refuses bad connections with a message', async () => {
    const webhook = await api.post('/api/social-media/connect', {
      platform: 'facebook',
      username: 'x',
      displayName: 'X',
      publishVia: 'webhook',
    });
    expect(webhook.status).toBe(400);
    expect(webhook.body.message).toMatch(/SOCIAL_WEBHOOK_URL/);
    expect((await api.post('/api/social-media/connect', { platform: 'myspace', username: 'x', displayName: 'X' })).status).toBe(400);
    expect((await api.post('/api/social-media/connect', { platform: 'facebook', username: 'x', displayName: ' ' })).body.message).toMatch(
      /Display name is required/,
    );
    expect((await api.put('/api/social-media/accounts/999999', { autoPost: true })).status).toBe(404);
    expect((await api.post('/api/social-media/accounts/999999/disconnect')).status).toBe(404);
    expect((await api.get('/api/social-media/publisher')).body).toEqual({ webhookConfigured: false, webhookHost: null });
  });

  it('creates, lists and edits posts; refuses past times, too-long text, unknown accounts and edits of published posts', async () => {
    const when = inSeconds(3600);
    const created = await api.post('/api/social-media/posts', {
      accountId: insta.id,
      content: 'Pavers done in Sarasota',
      scheduledFor: when,
      projectId,
    });
    expect(created.status).toBe(201);
    const p = socialPostSchema.parse(created.body);
    expect(p).toMatchObject({
      platform: 'instagram',
      username: 'gulfcoastbuild',
      status: 'scheduled',
      projectId,
      attempts: 0,
      error: null,
    });
    expect(Date.parse(p.scheduledFor)).toBe(Date.parse(when));

    const draft = (
      await api.post('/api/social-media/posts', { accountId: insta.id, content: 'Idea', scheduledFor: inSeconds(-86400), status: 'draft' })
    ).body;
    expect(draft.status).toBe('draft');

    const past = await api.post('/api/social-media/posts', { accountId: insta.id, content: 'x', scheduledFor: inSeconds(-3600) });
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/in the past/);
    const tw = (await api.post('/api/social-media/connect', { platform: 'twitter', username: 'gcb', displayName: 'GCB' })).body;
    const long = await api.post('/api/social-media/posts', { accountId: tw.id, content: 'a'.repeat(281), scheduledFor: when });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('A X (Twitter) post is at most 280 characters; this one has 281');
    expect((await api.post('/api/social-media/posts', { accountId: 999999, content: 'x', scheduledFor: when })).status).toBe(400);
    expect((await api.post('/api/social-media/posts', { accountId: insta.id, content: 'x', scheduledFor: 'tomorrow' })).status).toBe(400);
    expect(
      (
        await api.post('/api/social-media/posts', {
          accountId: insta.id,
          content: 'x',
          scheduledFor: when,
          imageUrl: 'javascript:alert(1)',
        })
      ).status,
    ).toBe(400);

    const edited = await api.put(`/api/social-media/posts/${p.id}`, {
      content: 'Travertine pavers done in Sarasota',
      imageUrl: '/uploads/photos/a.jpg',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      content: 'Travertine pavers done in Sarasota',
      imageUrl: '/uploads/photos/a.jpg',
      status: 'scheduled',
    });
    const toDraft = await api.put(`/api/social-media/posts/${p.id}`, { status: 'draft' });
    expect(toDraft.body.status).toBe('draft');
    expect((await api.put(`/api/social-media/posts/${p.id}`, { status: 'scheduled' })).body.status).toBe('scheduled');
    expect((await api.put('/api/social-media/posts/999999', { content: 'x' })).status).toBe(404);

    const published = await duePost(server.database.db, insta.id, 'Old', 'published');
    expect((await api.put(`/api/social-media/posts/${published}`, { content: 'x' })).status).toBe(409);

    const list = (await api.get('/api/social-media/posts/scheduled')).body as SocialPost[];
    // Posts waiting to go out first (soonest first), then the rest.
    expect(list[0].id).toBe(p.id);
    expect(list.map((x) => x.id)).toEqual(expect.arrayContaining([p.id, draft.id, published]));
  });

  it('generate-real-content writes from the project (its city), fits the platform and says which engine made it', async () => {
    const res = await api.post('/api/social-media/generate-real-content', {
      platform: 'twitter',
      projectId,
      businessInfo: { name: 'Gulf Coast Build', location: 'Sarasota', services: ['Pavers', 'Pool decks'] },
    });
    expect(res.status).toBe(200);
    const g = generatedContentSchema.parse(res.body);
    expect(g.caption).toContain('Sarasota');
    expect(g.content).toContain('Services: Pavers, Pool decks.');
    expect(g.content.length).toBeLessThanOrEqual(280);
    expect(g).toMatchObject({ limit: 280, characters: g.content.length, projectName: 'Lanai Pavers', engine: { name: 'built-in' } });
    // Deterministic: the same facts give the same words.
    const again = await api.post('/api/social-media/generate-real-content', {
      platform: 'twitter',
      projectId,
      businessInfo: { name: 'Gulf Coast Build', location: 'Sarasota', services: ['Pavers', 'Pool decks'] },
    });
    expect(again.body.content).toBe(g.content);
    expect((await api.post('/api/social-media/generate-real-content', { platform: 'twitter', projectId: 999999 })).status).toBe(400);
  });

  it('two schedulers racing on one database publish each due post exactly once', async () => {
    const acct = (
      await api.post('/api/social-media/connect', { platform: 'facebook', username: 'race', displayName: 'Race', autoPost: true })
    ).body;
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await duePost(server.database.db, acct.id, `Race ${i}`));
    const publisher = countingOutbox(5);
    const [a, b] = await Promise.all([
      publishDuePosts(server.database.db, publisher, { claimedBy: 'server-a', leaseMs: 60_000, batch: 5 }),
      publishDuePosts(server.database.db, publisher, { claimedBy: 'server-b', leaseMs: 60_000, batch: 5 }),
    ]);
    const mine = (o: { id: number }) => ids.includes(o.id);
    expect(
      [...a, ...b]
        .filter(mine)
        .map((o) => o.id)
        .sort((x, y) => x - y),
    ).toEqual(ids);
    expect(
      publisher.sent
        .filter((s) => ids.includes(s.postId))
        .map((s) => s.postId)
        .sort((x, y) => x - y),
    ).toEqual(ids);
    const list = (await api.get('/api/social-media/posts/scheduled')).body as SocialPost[];
    for (const p of list.filter(mine)) expect(p).toMatchObject({ status: 'published', publishedVia: 'outbox', attempts: 1, error: null });
    expect((await api.get('/api/social-media/accounts')).body.find((x: SocialAccount) => x.id === acct.id).lastPostDate).not.toBeNull();
    // Nothing left to claim.
    expect(await publishDuePosts(server.database.db, publisher, { claimedBy: 'server-c', leaseMs: 60_000 })).toEqual([]);
  });

  it('a failing webhook marks the post failed with the reason; a working one publishes with its id and an idempotency key', async () => {
    let answer = { status: 500, body: 'rate limited' };
    const seen: { key: string | undefined; auth: string | undefined; body: PublishRequest }[] = [];
    const hook = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => {
        seen.push({ key: req.headers['idempotency-key'] as string, auth: req.headers.authorization, body: JSON.parse(data) });
        res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
      });
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
      const publisher = createSocialPublisher({ url, secret: 's3cret' });
      const acct = (
        await api.post('/api/social-media/connect', { platform: 'linkedin', username: 'hooked', displayName: 'Hooked', autoPost: true })
      ).body;
      await server.database.db.execute(sql`UPDATE social_accounts SET publish_via = 'webhook' WHERE id = ${acct.id}`);
      const failing = await duePost(server.database.db, acct.id, 'Will fail');
      const out = await publishDuePosts(server.database.db, publisher, { claimedBy: 'a', leaseMs: 60_000 });
      expect(out).toEqual([{ id: failing, status: 'failed', error: 'Webhook answered 500: rate limited' }]);
      const failed = ((await api.get('/api/social-media/posts/scheduled')).body as SocialPost[]).find((p) => p.id === failing);
      expect(failed).toMatchObject({ status: 'failed', error: 'Webhook answered 500: rate limited', publishedAt: null });
      expect(seen[0]).toMatchObject({
        key: `plumbline-post-${failing}`,
        auth: 'Bearer s3cret',
        body: { postId: failing, content: 'Will fail', platform: 'linkedin', username: 'hooked' },
      });

      // Edited and rescheduled, it goes out through the webhook that now answers 200 with an id.
      answer = { status: 200, body: '{"id":"urn:li:share:42"}' };
      expect((await api.put(`/api/social-media/posts/${failing}`, { scheduledFor: inSeconds(0) })).body).toMatchObject({
        status: 'scheduled',
        error: null,
      });
      await poll(
        async () =>
          (await rows(server.database.db.execute(sql`SELECT 1 FROM scheduled_posts WHERE id = ${failing} AND scheduled_for <= now()`)))
            .length,
        (n) => n > 0,
      );
      const again = await publishDuePosts(server.database.db, publisher, { claimedBy: 'a', leaseMs: 60_000 });
      expect(again).toEqual([{ id: failing, status: 'published', error: null }]);
      const done = ((await api.get('/api/social-media/posts/scheduled')).body as SocialPost[]).find((p) => p.id === failing);
      expect(done).toMatchObject({ status: 'published', publishedVia: 'webhook', externalId: 'urn:li:share:42', attempts: 2 });

      // A post of a disconnected account fails with the reason, nothing is sent.
      const before = seen.length;
      const orphan = await duePost(server.database.db, acct.id, 'Orphan');
      await api.post(`/api/social-media/accounts/${acct.id}/disconnect`);
      expect(await publishDuePosts(server.database.db, publisher, { claimedBy: 'a', leaseMs: 60_000 })).toEqual([
        { id: orphan, status: 'failed', error: 'The linkedin account @hooked is disconnected' },
      ]);
      expect(seen.length).toBe(before);
    } finally {
      await new Promise((r) => hook.close(r));
    }
  });

  it('holds a due post while its account has auto-post off', async () => {
    const acct = (
      await api.post('/api/social-media/connect', { platform: 'tiktok', username: 'held', displayName: 'Held', autoPost: false })
    ).body;
    const held = await duePost(server.database.db, acct.id, 'Held');
    const publisher = countingOutbox();
    expect(await publishDuePosts(server.database.db, publisher, { claimedBy: 'a', leaseMs: 60_000 })).toEqual([]);
    await api.put(`/api/social-media/accounts/${acct.id}`, { autoPost: true });
    expect(await publishDuePosts(server.database.db, publisher, { claimedBy: 'a', leaseMs: 60_000 })).toEqual([
      { id: held, status: 'published', error: null },
    ]);
  });
});
