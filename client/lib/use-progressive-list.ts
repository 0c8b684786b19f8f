import { startTransition, useEffect, useState } from 'react';

/** Each render after the first draws this many times as many items as the one before. */
const GROWTH = 3;

/** How many items the next render draws: GROWTH times as many, or all of them for good (Infinity) once that covers the list. */
export function nextLimit(limit: number, length: number): number {
  const next = limit * GROWTH;
  return next >= length ? Number.POSITIVE_INFINITY : next;
}

/**
 * The first `first` items straight away, then more in each following render, each inside a transition: `first`,
 * then 3×, 9×… until the whole list is drawn. A list of heavy cards (Mantine menus, dialogs and figures per card)
 * paints its first screenful without a long freeze on a phone: React renders the rest in short slices that let
 * taps and scrolling through, and commits it in a few small steps rather than one large one (a commit cannot be
 * sliced). Once the whole list has been shown, later changes (a search, a refetch) render in full at once.
 */
export function useProgressiveList<T>(items: readonly T[], first: number): readonly T[] {
  const [limit, setLimit] = useState(first);
  const partial = limit < items.length;
  useEffect(() => {
    if (!partial) return;
    const next = nextLimit(limit, items.length);
    startTransition(() => setLimit(next));
  }, [partial, limit, items.length]);
  return partial ? items.slice(0, limit) : items;
}
