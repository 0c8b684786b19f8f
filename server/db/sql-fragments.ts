import { type SQL, sql } from 'drizzle-orm';

/** A timestamptz column as an ISO-8601 UTC string ("2026-11-22T20:30:00.123Z"), the same on PGlite and pg. */
export function isoTimestamp(column: SQL): SQL {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * Reads rows of a raw statement. node-postgres answers {rows}, PGlite answers {rows} too; both are
 * normalised here so services don't care which database they run on.
 */
export async function rows<T>(result: Promise<unknown>): Promise<T[]> {
  const r = (await result) as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}
