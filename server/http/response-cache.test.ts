import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JsonText, PROJECT_COSTS, ResponseCache } from './response-cache';

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
    cache.invalidate(); // everything is dropped while v1 is being computed
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
  it('sends a large body in brotli or gzip to clients that accept it, and plain to others', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
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
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    const refused = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    await app.close();
  });
});

describe('response cache and committed changes', () => {
  it('keeps serving a body while writes are in flight, until a change to a table it reads is noted', async () => {
    const cache = new ResponseCache();
    let n = 0;
    const compute = async () => `v${++n}`;
    expect(await cache.get('payroll', compute, ['time_entries', 'payments'])).toBe('v1');
    expect(await cache.get('any', compute)).toBe('v2');
    cache.note('{"t":"expenses","ids":[1],"p":[5]}');
    expect(await cache.get('payroll', compute, ['time_entries', 'payments'])).toBe('v1'); // reads no expenses
    expect(await cache.get('any', compute)).toBe('v3'); // no tables declared: any change drops it
    cache.note('{"t":"payments","ids":[9]}');
    expect(await cache.get('payroll', compute, ['time_entries', 'payments'])).toBe('v4');
    cache.note('not json'); // a payload it cannot read drops everything
    expect(await cache.get('payroll', compute, ['time_entries', 'payments'])).toBe('v5');
  });

  it('reads a change of projects that only moved their cost totals as a change of PROJECT_COSTS', async () => {
    const cache = new ResponseCache();
    let n = 0;
    const compute = async () => `v${++n}`;
    const names = ['projects'];
    const costs = ['projects', PROJECT_COSTS];
    expect(await cache.get('names', compute, names)).toBe('v1');
    expect(await cache.get('costs', compute, costs)).toBe('v2');
    cache.note('{"t":"projects","ids":[3],"p":[3],"c":true}');
    expect(await cache.get('names', compute, names)).toBe('v1');
    expect(await cache.get('costs', compute, costs)).toBe('v3');
    cache.note('{"t":"projects","ids":[3],"p":[3]}');
    expect(await cache.get('names', compute, names)).toBe('v4');
    expect(await cache.get('costs', compute, costs)).toBe('v5');
  });

  it('never serves a body computed across a change of a table it reads', async () => {
    const cache = new ResponseCache();
    let n = 0;
    let release: () => void = () => {};
    const slow = async () => {
      const mine = ++n;
      if (mine === 1) await new Promise<void>((r) => (release = r));
      return `v${mine}`;
    };
    const first = cache.get('k', slow, ['expenses']);
    await Promise.resolve();
    cache.note('{"t":"expenses","ids":[2]}'); // committed while v1 was being computed
    const second = cache.get('k', slow, ['expenses']); // a reader after the change does not join v1
    release();
    expect(await first).toBe('v1');
    expect(await second).toBe('v2');
    expect(await cache.get('k', slow, ['expenses'])).toBe('v2'); // v2 is the one kept
  });

  it('answers a write only after its change has been noted, so the next read sees it', async () => {
    const Fastify = (await import('fastify')).default;
    const app = Fastify();
    const cache = new ResponseCache();
    let stored = 0;
    const feed: string[] = []; // changes committed but not yet delivered
    cache.register(app, {
      flushChanges: async () => {
        await new Promise((r) => setTimeout(r, 20)); // delivery takes a while
        for (const c of feed.splice(0)) cache.note(c);
      },
      changeMarker: () => null,
    });
    app.post('/api/things', async () => {
      stored += 1;
      feed.push('{"t":"things","ids":[1]}');
      return { ok: true };
    });
    app.get('/api/things', async (_req, reply) =>
      cache.send(reply, await cache.get('things', async () => JSON.stringify({ stored }), ['things'])),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    expect(await (await fetch(`${base}/api/things`)).json()).toEqual({ stored: 0 });
    await fetch(`${base}/api/things`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(feed).toEqual([]); // delivered before the answer
    expect(await (await fetch(`${base}/api/things`)).json()).toEqual({ stored: 1 });
    await app.close();
  });
});

describe('response cache and JSON built by the database', () => {
  const schema = z.array(z.object({ id: z.number() }));

  it('checks a JsonText against the response schema by default, and keeps its text as built', async () => {
    const cache = new ResponseCache();
    await expect(cache.json('ok', schema, async () => new JsonText('[{"id":1}]'))).resolves.toBe('[{"id":1}]');
    await expect(cache.json('bad', schema, async () => new JsonText('[{"id":"1"}]'))).rejects.toThrow();
  });

  it('passes a JsonText through unchecked when told to (the production server)', async () => {
    const cache = new ResponseCache(500, false);
    await expect(cache.json('bad', schema, async () => new JsonText('[{"id":"1"}]'))).resolves.toBe('[{"id":"1"}]');
    // Values built in JavaScript are still parsed by the schema (it also drops fields the contract does not have).
    await expect(cache.json('value', schema, async () => [{ id: 2, secret: 'x' }])).resolves.toBe('[{"id":2}]');
  });
});
