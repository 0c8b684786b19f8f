/** What a default-code lookup reads of a cost code (issue 42). */
export type CostCodeForDefault = { id: number; code: string; name: string; trades: readonly string[]; categories: readonly string[] };

/**
 * The code a crew member's or subcontractor's work carries when none is chosen, as the server's defaultCostCodeSql
 * (server/features/job-cost/service.ts) finds it: the code whose trade word is the longest found in his position or
 * specialty (ties: the lower code), else the code the category defaults to ('labor' for a work record), else
 * Unassigned (00); undefined when the list holds none of them. For the forms' "Default: …" hint.
 */
export function defaultCostCode<T extends CostCodeForDefault>(
  codes: readonly T[],
  who: string | null | undefined,
  category: string | null = null,
): T | undefined {
  const byCode = [...codes].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const text = who?.toLowerCase() ?? null;
  if (text !== null) {
    let best: { code: T; length: number } | undefined;
    for (const c of byCode)
      for (const word of c.trades)
        if (text.includes(word.toLowerCase()) && (best === undefined || word.length > best.length)) best = { code: c, length: word.length };
    if (best) return best.code;
  }
  const cat = category ?? 'labor';
  return byCode.find((c) => c.categories.includes(cat)) ?? byCode.find((c) => c.code === '00');
}
