import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items straight away, all of them one render later inside a transition. A list of heavy
 * cards (Mantine menus, dialogs and figures per card) then paints its first screenful without a long freeze on
 * a phone, and React renders the rest in short slices that let taps and scrolling through. Once the whole list
 * has been shown, later changes (a search, a refetch) render in full at once.
 */
export function useProgressiveList<T>(items: readonly T[], first: number): readonly T[] {
  const [complete, setComplete] = useState(false);
  const partial = !complete && items.length > first;
  useEffect(() => {
    if (partial) startTransition(() => setComplete(true));
  }, [partial]);
  return partial ? items.slice(0, first) : items;
}
