import { type SQL, sql } from 'drizzle-orm';

/** A timestamptz column as an ISO-8601 UTC string ("2026-11-22T20:30:00.123Z"), the same on PGlite and pg. */
export function isoTimestamp(column: SQL): SQL {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Ids as one int[] bind value, for `= ANY(…)`: one parameter and one statement text however many ids there are. */
export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * Reads rows of a raw statement. node-postgres answers {rows}, PGlite answers {rows} too; both are
 * normalised here so services don't care which database they run on.
 */
export async function rows<T>(result: Promise<unknown>): Promise<T[]> {
  const r = (await result) as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/**
 * The rows of a SELECT, read as one JSON text the database builds (json_agg, in the order of `order`, written
 * over the select's output columns as `x.col`): PGlite decodes one text far faster than the same values as many
 * typed fields (a year of 50,000 expenses: about half the time). Values arrive as JSON gives them, so select
 * money and dates as text when they must stay exact.
 */
export async function jsonRows<T>(db: { execute(query: SQL): Promise<unknown> }, query: SQL, order: SQL): Promise<T[]> {
  return JSON.parse(await jsonRowsText(db, query, order)) as T[];
}

/** jsonRows' JSON text itself (an array of row objects), for a worker thread to parse on its own. */
export async function jsonRowsText(db: { execute(query: SQL): Promise<unknown> }, query: SQL, order: SQL): Promise<string> {
  const [r] = await rows<{ body: string }>(
    db.execute(sql`SELECT coalesce(json_agg(x ORDER BY ${order}), '[]')::text AS body FROM (${query}) x`),
  );
  return r.body;
}
