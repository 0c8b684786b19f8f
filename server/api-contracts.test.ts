import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isJsonEndpoint, successStatuses } from '../domain/api/endpoint';
import { listContracts } from '../domain/api/index';
import { builtInEngine } from './adapters/ai';
import { buildApp } from './app';
import { type Database, openDatabase } from './db/client';

describe('API contracts (domain/api) and the server route table', () => {
  const routes: RouteOptions[] = [];
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp({ database, logLevel: 'silent', ai: builtInEngine, onRoute: (r) => routes.push(r) });
    await app.ready();
    await app.close();
  });
  afterAll(() => database.close());

  const apiRoutes = () =>
    routes
      .filter((r) => String(r.url).startsWith('/api/'))
      .flatMap((r) =>
        [r.method]
          .flat()
          .filter((m) => m !== 'HEAD')
          .map((method) => ({ key: `${method} ${r.url}`, route: r })),
      );

  it('registers every contract exactly once, with the contract’s own schemas', () => {
    const byKey = new Map<string, RouteOptions[]>();
    for (const { key, route } of apiRoutes()) byKey.set(key, [...(byKey.get(key) ?? []), route]);
    for (const { name, endpoint } of listContracts()) {
      const found = byKey.get(`${endpoint.method} ${endpoint.path}`) ?? [];
      expect(found, name).toHaveLength(1);
      const schema = found[0].schema ?? {};
      expect(schema.params, `${name} params`).toBe(endpoint.params);
      expect(schema.querystring, `${name} query`).toBe(endpoint.query);
      expect(schema.body, `${name} body`).toBe(endpoint.body);
      const response = (schema.response ?? {}) as Record<string, unknown>;
      if (isJsonEndpoint(endpoint)) {
        expect(Object.keys(response).map(Number).sort(), `${name} statuses`).toEqual(successStatuses(endpoint).sort());
        for (const status of successStatuses(endpoint)) expect(response[status], `${name} ${status}`).toBe(endpoint.response);
      } else expect(response, `${name} is not JSON`).toEqual({});
    }
  });

  it('has one contract per route: no API route without one, no two contracts for one route', () => {
    const contracted = listContracts().map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(contracted).size).toBe(contracted.length);
    const missing = apiRoutes()
      .map((r) => r.key)
      .filter((key) => !contracted.includes(key));
    expect(missing).toEqual([]);
  });
});
