import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeChangedTables } from './analyze';

describe('statistics refresh at start (PGlite)', () => {
  const client = new PGlite();
  beforeAll(() => client.waitReady);
  afterAll(() => client.close());
  const reltuples = async () =>
    (await client.query<{ n: number }>(`SELECT reltuples::int AS n FROM pg_class WHERE relname = 'items'`)).rows[0].n;

  it('analyzes a never-analyzed table, skips it while unchanged, and again once it has grown', async () => {
    await client.exec(`CREATE TABLE items (id serial PRIMARY KEY, label text NOT NULL)`);
    await client.exec(`INSERT INTO items (label) SELECT 'item ' || g FROM generate_series(1, 5000) g`);
    expect(await reltuples()).toBe(-1);

    expect(await analyzeChangedTables(client)).toEqual(['public.items']);
    expect(await reltuples()).toBe(5000);
    expect(await analyzeChangedTables(client)).toEqual([]);

    // A few rows more: under 10 % of the pages, statistics kept.
    await client.exec(`INSERT INTO items (label) SELECT 'more ' || g FROM generate_series(1, 100) g`);
    expect(await analyzeChangedTables(client)).toEqual([]);

    await client.exec(`INSERT INTO items (label) SELECT 'batch ' || g FROM generate_series(1, 5000) g`);
    expect(await analyzeChangedTables(client)).toEqual(['public.items']);
    expect(await reltuples()).toBe(10_100);
  });
});
