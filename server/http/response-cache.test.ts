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
    expect(await cache.get('a', async () => { recomputed = true; return 'a2'; })).toBe('a2');
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
