/** Case-insensitive A→Z by name, ties by id, so a list never reshuffles between renders. */
export function byName(a: { id: number; name: string }, b: { id: number; name: string }): number {
  return a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' }) || a.id - b.id;
}

/** Active records first, then A→Z by name (for people lists, where inactive ones are history). */
export function activeFirstByName(
  a: { id: number; name: string; active: boolean },
  b: { id: number; name: string; active: boolean },
): number {
  return Number(b.active) - Number(a.active) || byName(a, b);
}

/** True when the search text is blank or some field contains it (trimmed, case-insensitive). */
export function matchesSearch(search: string, fields: readonly (string | null | undefined)[]): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || fields.some((f) => !!f && f.toLowerCase().includes(needle));
}
