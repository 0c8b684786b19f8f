import { daysBetween } from '../dates';
import { similarity } from './fingerprint';

/** How far apart (calendar days) a statement line and a book item may be dated and still match. */
export const MATCH_WINDOW_DAYS = 5;
/** Below this description likeness, two candidates a day apart are not told apart by the payee. */
const TIE_EPSILON = 1e-9;

export type MatchLine = { id: number; date: string; amount: number; description: string };
export type BookItemKind = 'expense' | 'payroll' | 'advance' | 'received';
/** A book item the way the account sees it: amount signed like the line (money out negative), a payee text. */
export type BookItem = { kind: BookItemKind; id: number; date: string; amount: number; payee: string };
export type ProposedMatch = { lineId: number; kind: BookItemKind; itemId: number; days: number; likeness: number };

const itemKey = (i: { kind: string; id: number }) => `${i.kind}:${i.id}`;

/**
 * Proposes matches between free statement lines and free book items (DESIGN of issue 41 scope 5): the amount must
 * be equal to the cent, the dates at most MATCH_WINDOW_DAYS apart; the closest date wins, then the more alike
 * payee. Pairs are taken best first, each line and each item at most once. A pair is left to the person when it is
 * not the only best one: another free line or item is as close in date and as alike (two $100.00 payments on one
 * day to payees the description does not tell apart), so an automatic match is never a guess between equals.
 * `rejected` holds the pairs a person undid ("line:kind:id"), which are never proposed again.
 */
export function proposeMatches(
  lines: readonly MatchLine[],
  items: readonly BookItem[],
  rejected: ReadonlySet<string> = new Set(),
): ProposedMatch[] {
  const byAmount = new Map<number, BookItem[]>();
  for (const item of items) byAmount.set(item.amount, [...(byAmount.get(item.amount) ?? []), item]);
  const pairs: ProposedMatch[] = [];
  for (const line of lines) {
    for (const item of byAmount.get(line.amount) ?? []) {
      const days = Math.abs(daysBetween(line.date, item.date));
      if (days > MATCH_WINDOW_DAYS || rejected.has(`${line.id}:${itemKey(item)}`)) continue;
      pairs.push({ lineId: line.id, kind: item.kind, itemId: item.id, days, likeness: similarity(line.description, item.payee) });
    }
  }
  const better = (a: ProposedMatch, b: ProposedMatch) => a.days - b.days || b.likeness - a.likeness;
  pairs.sort(
    (a, b) =>
      better(a, b) || a.lineId - b.lineId || itemKey({ kind: a.kind, id: a.itemId }).localeCompare(itemKey({ kind: b.kind, id: b.itemId })),
  );
  const usedLines = new Set<number>();
  const usedItems = new Set<string>();
  const result: ProposedMatch[] = [];
  const tie = (a: ProposedMatch, b: ProposedMatch) => a.days === b.days && Math.abs(a.likeness - b.likeness) < TIE_EPSILON;
  for (let i = 0; i < pairs.length; i++) {
    const p = pairs[i];
    const key = itemKey({ kind: p.kind, id: p.itemId });
    if (usedLines.has(p.lineId) || usedItems.has(key)) continue;
    // Equals sit next to each other in the sorted list: look only through p's block of equally good pairs. With a
    // rival, p's line and item and every rival's line and item stay with the person.
    const rivals: ProposedMatch[] = [];
    for (const step of [-1, 1]) {
      for (let j = i + step; j >= 0 && j < pairs.length && tie(p, pairs[j]); j += step) {
        const q = pairs[j];
        const qKey = itemKey({ kind: q.kind, id: q.itemId });
        if (!usedLines.has(q.lineId) && !usedItems.has(qKey) && (q.lineId === p.lineId || qKey === key)) rivals.push(q);
      }
    }
    if (rivals.length > 0) {
      for (const q of [p, ...rivals]) {
        usedLines.add(q.lineId);
        usedItems.add(itemKey({ kind: q.kind, id: q.itemId }));
      }
      continue;
    }
    usedLines.add(p.lineId);
    usedItems.add(key);
    result.push(p);
  }
  return result;
}
