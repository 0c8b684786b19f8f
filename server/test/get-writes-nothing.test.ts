import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/sql-fragments';
import { projectPayload } from './factories';
import { databaseKinds, httpClient, startTestServer, type TestServer } from './harness';

/**
 * Issue 38 scope 3: no GET changes anything. Every GET route the app registers (from its own onRoute hook, so
 * a new one is covered) is called with the seeded ids and the query it needs; a digest of every table, the
 * backup folder and the upload folder must be the same before and after each call.
 */

/** Values for path parameters and the query a route needs to reach its handler (the others take none). */
const PARAMS: Record<string, string> = { id: '1', employeeId: '1', type: 'profit-loss' };
const QUERY: Record<string, string> = {
  '/api/payroll/paystub': '?employeeId=1&week=2026-11-01',
  '/api/payroll/paystub.pdf': '?employeeId=1&week=2026-11-01',
  '/api/payroll/weekly': '?week=2026-11-01',
  '/api/search': '?q=Lumber',
  // Off by default: the handler answers 409 without looking anything up.
  '/api/geocoding/search': '?q=401%20Channelside%20Dr',
  '/api/employees/:id/rate-preview': '?dailyRate=250&effectiveFrom=2026-11-01',
};

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string) => {
    for (const e of await fs.readdir(d, { withFileTypes: true }).catch(() => [])) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else out.push(`${path.relative(dir, p)} ${(await fs.stat(p)).size}`);
    }
  };
  await walk(dir);
  return out.sort();
}

describe.each(databaseKinds)('no GET writes anything on %s', (kind) => {
  const gets: string[] = [];
  let server: TestServer;
  let backupDir = '';
  let backupName = '';
  const api = httpClient({
    get url() {
      return server.url;
    },
  });

  beforeAll(async () => {
    backupDir = await fs.mkdtemp(path.join(os.tmpdir(), 'plumbline-get-backups-'));
    server = await startTestServer(kind, {
      ocr: { recognize: async () => ({ text: '', confidence: 0, ms: 0 }), close: async () => {} },
      backups: { dir: backupDir },
      onRoute: (r: RouteOptions) => {
        const methods = Array.isArray(r.method) ? r.method : [r.method];
        if (methods.includes('GET')) gets.push(r.url);
      },
    });
    const seed = async (p: string, body: unknown) => {
      const res = await api.post(p, body);
      expect(res.status, `${p}: ${JSON.stringify(res.body)}`).toBe(201);
      return res.body;
    };
    await seed('/api/projects', projectPayload());
    await seed('/api/suppliers', { name: 'Home Depot', tin: '12-3456789', is1099Payee: true });
    await seed('/api/employees', { name: 'Ana Lopez', position: 'Carpenter', dailyRate: 200, payType: 'daily', phone: '555-0100' });
    await seed('/api/subcontractors', { name: 'Joe', specialty: 'Plumbing' });
    await seed('/api/expenses', {
      projectId: 1,
      category: 'material',
      description: 'Lumber',
      amount: 120.5,
      date: '2026-11-02',
      supplierId: 1,
    });
    await seed('/api/time-entries', { projectId: 1, employeeId: 1, date: '2026-11-03', days: 1.5 });
    await seed('/api/projects/1/employees', { employeeId: 1 });
    await seed('/api/payments', { employeeId: 1, amount: 100, paymentDate: '2026-11-05', paymentMethod: 'cash' });
    const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'before.png');
    expect((await fetch(`${server.url}/api/projects/1/photos`, { method: 'POST', body: form })).status).toBe(201);
    backupName = (await seed('/api/system/backups', undefined)).name;
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await fs.rm(backupDir, { recursive: true, force: true });
  });

  /** Every table's row count and an md5 of its rows, the backup folder's files and the uploads' files. */
  const snapshot = async () => {
    const db = server.database.db;
    const tables = await rows<{ name: string }>(
      db.execute(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`),
    );
    const out: Record<string, unknown> = {};
    for (const { name } of tables) {
      const [r] = await rows<{ n: number; digest: string }>(
        db.execute(
          sql.raw(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`),
        ),
      );
      out[name] = `${r.n} rows ${r.digest}`;
    }
    out.backups = await listFiles(backupDir);
    out.uploads = await listFiles(server.storage.root);
    return out;
  };

  it('calls every GET route and finds every table, backup and upload unchanged after each', async () => {
    expect(gets.length).toBeGreaterThan(80);
    const answered = new Map<number, number>();
    let before = await snapshot();
    for (const route of gets) {
      if (!route.startsWith('/api/')) continue;
      const url =
        route.replace(/:([A-Za-z]+)/g, (_m, name: string) => (name === 'name' ? backupName : (PARAMS[name] ?? '1'))) + (QUERY[route] ?? '');
      const controller = new AbortController();
      const res = await fetch(server.url + url, { signal: controller.signal });
      answered.set(res.status, (answered.get(res.status) ?? 0) + 1);
      expect(res.status, `GET ${url}`).toBeLessThan(500);
      // The event stream never ends: its headers are its answer.
      if (route === '/api/events') controller.abort();
      else await res.arrayBuffer();
      const after = await snapshot();
      expect(after, `GET ${url} changed something`).toEqual(before);
      before = after;
    }
    // Most routes reached their handler (a 4xx here would prove nothing about the handler).
    expect(answered.get(200) ?? 0, JSON.stringify([...answered])).toBeGreaterThan(gets.length * 0.8);
  }, 300_000);
});
