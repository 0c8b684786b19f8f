import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPENSE_CATEGORIES } from '../../domain/expenses';
import { rows } from '../db/sql-fragments';
import { type BadRequest, generatorsFor, mustCover, type RouteEntry, routeEntry } from './bad-input/requests';
import { projectPayload } from './factories';
import { httpClient, startTestServer } from './harness';

/**
 * Property-based bad input (issue 11): for every route that takes input, generated bad requests answer a 4xx
 * with the error body {message, errors?: [{path, message}]}, and change nothing in the database. The route
 * list comes from the app's own onRoute hook, so a new route is covered (or fails for want of a generator).
 */

/** Generated requests per engine, spread over the routes; the suite checks it really sent at least this many. */
const REQUESTS_PER_ENGINE = 5_000;

const engines: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const errorBody = (body: unknown): boolean => {
  if (!body || typeof body !== 'object') return false;
  const b = body as { message?: unknown; errors?: unknown };
  if (typeof b.message !== 'string' || b.message.length === 0) return false;
  if (b.errors === undefined) return Object.keys(b).length === 1;
  return (
    Object.keys(b).length === 2 &&
    Array.isArray(b.errors) &&
    b.errors.every((e) => e && typeof e === 'object' && typeof e.path === 'string' && typeof e.message === 'string')
  );
};

describe.each(engines)('bad input on %s', (kind) => {
  const routes: RouteEntry[] = [];
  let url = '';
  let close = async () => {};
  let snapshot = async (): Promise<Record<string, string>> => ({});
  let sent = 0;
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    const server = await startTestServer(kind, {
      ocr: { recognize: async () => ({ text: '', confidence: 0, ms: 0 }), close: async () => {} },
      onRoute: (r: RouteOptions) => void routes.push(...routeEntry(r)),
    });
    url = server.url;
    close = server.close;

    // One of everything, each with id 1, so a bad request that slipped through would change a real row.
    const api = httpClient({ url });
    const seed = async (path: string, body: unknown) => {
      const res = await api.post(path, body);
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(201);
    };
    await seed('/api/projects', projectPayload());
    await seed('/api/suppliers', { name: 'Home Depot' });
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
    await seed('/api/payroll-advances', { employeeId: 1, amount: 50, reason: 'Tools', advanceDate: '2026-11-04' });
    await seed('/api/payments', { employeeId: 1, amount: 100, paymentDate: '2026-11-05', paymentMethod: 'cash' });
    const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'before.png');
    expect((await fetch(`${url}/api/projects/1/photos`, { method: 'POST', body: form })).status).toBe(201);

    const db = server.database.db;
    // Every table's row count and a digest of its rows, and the project totals: equal before and after.
    snapshot = async () => {
      const tables = await rows<{ name: string }>(
        db.execute(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`),
      );
      const out: Record<string, string> = {};
      for (const { name } of tables) {
        const [r] = await rows<{ n: number; digest: string }>(
          db.execute(
            sql.raw(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`),
          ),
        );
        out[name] = `${r.n} rows ${r.digest}`;
      }
      const totals = await rows<{ id: number; expense_total: string; labor_total: string }>(
        db.execute(sql`SELECT id, expense_total, labor_total FROM projects ORDER BY id`),
      );
      out['project totals'] = JSON.stringify(totals);
      return out;
    };
  }, 180_000);

  afterAll(async () => {
    await close();
  });

  const send = async (req: BadRequest) => {
    const payload = typeof req.body === 'string' || req.body === undefined ? req.body : Buffer.from(req.body);
    const res = await fetch(url + req.url, { method: req.method, headers: req.headers, body: payload });
    const text = await res.text();
    sent++;
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: res.status, body };
  };

  it('has a generator for every route that takes input', () => {
    const covered = routes.filter(mustCover);
    expect(covered.length).toBeGreaterThan(40);
    const missing = covered.filter((r) => generatorsFor(r).length === 0).map((r) => `${r.method} ${r.url}`);
    expect(missing, 'routes without a bad-input generator: add them to server/test/bad-input/requests.ts').toEqual([]);
  });

  it(`answers every generated bad request with a 4xx and the error body, and writes nothing (${REQUESTS_PER_ENGINE} requests)`, async () => {
    const before = await snapshot();
    const covered = routes.filter(mustCover);
    const perRoute = Math.ceil(REQUESTS_PER_ENGINE / covered.length);
    for (const route of covered) {
      const gens = generatorsFor(route);
      await fc.assert(
        fc.asyncProperty(fc.oneof(...gens), async (req) => {
          const res = await send(req);
          const ok = res.status >= 400 && res.status < 500 && errorBody(res.body);
          if (!ok) {
            throw new Error(
              `${req.method} ${req.url.slice(0, 200)} (${req.what}) answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`,
            );
          }
        }),
        { numRuns: perRoute, endOnFailure: true },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(REQUESTS_PER_ENGINE);
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 600_000);

  it('accepts generated valid expenses and stores each amount, category, date and text exactly (runs last: it writes)', async () => {
    const api = httpClient({ url });
    const valid = fc.record({
      amount: fc.integer({ min: 1, max: 9_999_999 }).map((c) => c / 100),
      category: fc.constantFrom(...EXPENSE_CATEGORIES),
      date: fc
        .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      description: fc
        .string({ minLength: 1, maxLength: 200, unit: 'grapheme' })
        .filter((t) => t.trim().length > 0 && !t.includes('\u0000')),
      amountAsText: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(valid, async (e) => {
        const res = await api.post('/api/expenses', {
          projectId: e.amountAsText ? '1' : 1,
          category: e.category,
          description: e.description,
          amount: e.amountAsText ? e.amount.toFixed(2) : e.amount,
          date: e.date,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(res.body).toMatchObject({ amount: e.amount, category: e.category, date: e.date, description: e.description.trim() });
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
