import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInEngine } from '../../adapters/ai';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { PASSWORD } from '../../test/auth-client';
import { startTestServer, type TestServer } from '../../test/harness';
import { createUser } from '../users/service';
import { FREE_TRIES } from './sign-in-limits';

// Issue 38 scope 4: X-Forwarded-For is read only through the hops TRUST_PROXY names; a direct connection's own
// address is used otherwise, and rotating the header never buys more wrong passwords.

/** The address the request log names for each request (req.ip, as the sign-in limits see it). */
async function addressesSeen(trustProxy: boolean | string, requests: { from: string; forwardedFor?: string }[]) {
  const lines: string[] = [];
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({
    database,
    logLevel: 'info',
    logStream: { write: (line: string) => void lines.push(line) },
    ai: builtInEngine,
    ocr: { recognize: async () => ({ text: '', confidence: 0, ms: 0 }), close: async () => {} },
    trustProxy,
  });
  try {
    await app.ready();
    for (const r of requests) {
      await app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: r.from,
        headers: r.forwardedFor ? { 'x-forwarded-for': r.forwardedFor } : {},
      });
    }
    return lines
      .map((l) => JSON.parse(l) as { msg: string; req?: { remoteAddress: string } })
      .filter((l) => l.msg === 'incoming request')
      .map((l) => l.req?.remoteAddress);
  } finally {
    await app.close();
    await database.close();
  }
}

describe('the client address behind a proxy', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    expect(await addressesSeen(false, [{ from: '127.0.0.1', forwardedFor: '203.0.113.9' }])).toEqual(['127.0.0.1']);
  }, 120_000);

  it('reads it only from the hop TRUST_PROXY names: a direct connection keeps its own address', async () => {
    const seen = await addressesSeen('10.0.0.1', [
      // A client reaching the app directly (not through the named proxy) cannot claim another address.
      { from: '127.0.0.1', forwardedFor: '203.0.113.9' },
      { from: '192.168.1.50', forwardedFor: '203.0.113.9' },
      // Through the proxy: the address the proxy saw.
      { from: '10.0.0.1', forwardedFor: '203.0.113.9' },
      // A forged entry in front of the proxy's is not believed: only the named hop's own entry is.
      { from: '10.0.0.1', forwardedFor: '198.51.100.1, 203.0.113.9' },
      { from: '10.0.0.1' },
    ]);
    expect(seen).toEqual(['127.0.0.1', '192.168.1.50', '203.0.113.9', '203.0.113.9', '10.0.0.1']);
  }, 120_000);
});

describe('wrong passwords with a rotating X-Forwarded-For, over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The probe's case: TRUST_PROXY trusts loopback and the client reaches the app on loopback directly.
    server = await startTestServer('pglite', { auth: true, trustProxy: '127.0.0.1' });
    await createUser(server.database.db, { username: 'target', name: 'Tara Target', role: 'office', employeeId: null, password: PASSWORD });
    await createUser(server.database.db, { username: 'office', name: 'Otto Office', role: 'office', employeeId: null, password: PASSWORD });
  }, 120_000);
  afterAll(() => server?.close());

  const login = (username: string, password: string, forwardedFor: string) =>
    fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ username, password }),
    });

  it('checks five of 200 wrong passwords and then refuses the account, the right password too, until the wait is over', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await login('target', `wrong-${i}`, `198.51.${Math.floor(i / 250)}.${i % 250}`);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, FREE_TRIES)).toEqual(Array(FREE_TRIES).fill(401));
    expect(statuses[FREE_TRIES]).toBe(429);
    // Backoff doubles from 1 s: however slow this machine, a handful of tries at most get checked after the first five.
    expect(statuses.filter((s) => s === 401).length).toBeLessThan(FREE_TRIES + 5);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const refused = await login('target', PASSWORD, '203.0.113.200');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^Too many wrong passwords for this account: try again in \d+ s$/);
    // Another account behind the same addresses signs in at once.
    expect((await login('office', PASSWORD, '198.51.0.1')).status).toBe(200);
  }, 120_000);
});
