/** Helpers for refusing a delete that other rows still refer to. */

/** PostgreSQL's error code of a failed statement; Drizzle wraps driver errors, so it may sit on the cause. */
export function pgErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code;
}

/**
 * A foreign-key refusal: 23503 foreign_key_violation, or 23001 restrict_violation, which PostgreSQL 18 (and
 * PGlite) raise for ON DELETE RESTRICT.
 */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code === '23503' || code === '23001';
}

/** "3 expenses and 12 work records refer" from [count, singular, plural] parts; null when every count is 0. */
export function referencesPhrase(parts: [number, string, string][]): string | null {
  const items = parts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  if (items.length === 0) return null;
  const list = items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  return `${list} ${parts.reduce((sum, [n]) => sum + n, 0) === 1 ? 'refers' : 'refer'}`;
}
