import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';

describe('response cache', () => {
  it('computes once for concurrent misses and serves the stored body afterwards', async () => {
    const cache = new ResponseCache();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((r) => setTimeout(r, 10));
      return `body-${computed}`;
    };
    const bodies = await Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)]);
    expect(bodies).toEqual(['body-1', 'body-1', 'body-1']);
    expect(await cache.get('k', compute)).toBe('body-1');
    expect(computed).toBe(1);
  });

  it('recomputes after an invalidation, and never stores a body computed across one', async () => {
    const cache = new ResponseCache();
    let n = 0;
    const slow = async () => {
      n += 1;
      const mine = n;
      await new Promise((r) => setTimeout(r, 10));
      return `v${mine}`;
    };
    const first = cache.get('k', slow);
    cache.invalidate(); // a write lands while v1 is being computed
    expect(await first).toBe('v1');
    expect(await cache.get('k', slow)).toBe('v2'); // v1 was not stored; a fresh computation runs
    cache.invalidate();
    expect(await cache.get('k', slow)).toBe('v3');
  });
});

describe('response cache bounds', () => {
  it('keeps at most maxEntries bodies, dropping the oldest', async () => {
    const cache = new ResponseCache(2);
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => k);
    expect(cache.size).toBe(2);
    let recomputed = false;
    expect(
      await cache.get('a', async () => {
        recomputed = true;
        return 'a2';
      }),
    ).toBe('a2');
    expect(recomputed).toBe(true);
  });
});

describe('response cache compression', () => {
  it('sends a large body gzipped to clients that accept it, and plain to others', async () => {
    const { gunzipSync } = await import('node:zlib');
    const Fastify = (await import('fastify')).default;
    const app = Fastify();
    const cache = new ResponseCache();
    const big = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Project ${i}` })));
    app.get('/big', async (_req, reply) => cache.send(reply, await cache.get('big', async () => big)));
    app.get('/small', async (_req, reply) => cache.send(reply, '{"ok":true}'));
    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(big);
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    await app.close();
  });
});

describe('response cache and writes in flight', () => {
  it('stores nothing while a JSON write runs, but keeps caching while an upload is read', async () => {
    const Fastify = (await import('fastify')).default;
    const app = Fastify();
    const cache = new ResponseCache();
    cache.register(app);
    let release: () => void = () => {};
    const slow = () => new Promise<void>((resolve) => (release = resolve));
    // A slow request body stands in for OCR; the parser accepts any multipart body as text.
    app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    app.post('/api/slow', async () => {
      await slow();
      return { ok: true };
    });
    let computed = 0;
    app.get('/api/list', async (_req, reply) => cache.send(reply, await cache.get('list', async () => JSON.stringify({ n: ++computed }))));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const readTwice = async () => {
      await fetch(`${base}/api/list`);
      await fetch(`${base}/api/list`);
    };

    const json = fetch(`${base}/api/slow`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    await new Promise((r) => setTimeout(r, 50));
    await readTwice();
    expect(computed).toBe(2); // nothing stored while the JSON write is in flight
    release();
    await json;

    const upload = fetch(`${base}/api/slow`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--',
    });
    await new Promise((r) => setTimeout(r, 50));
    computed = 0;
    await readTwice();
    expect(computed).toBe(1); // the second read was served from the cache during the upload
    release();
    await upload;
    await fetch(`${base}/api/list`);
    expect(computed).toBe(2); // the upload's end dropped the cached body
    await app.close();
  });
});
