import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Renders a dialog only from the first time it is opened. A list of cards that each own a few closed Mantine
 * modals (every one with a portal, focus and scroll handling) then pays nothing for them until one is used.
 * The dialog is first mounted closed and opened on the next render, so it animates in exactly as an always
 * mounted one would, and it stays mounted afterwards so it animates out too. A dialog made with React.lazy
 * (its code fetched on first open, so a screen's first load carries no closed dialogs) shows once its code has
 * arrived.
 */
export function LazyDialog({ opened, children }: { opened: boolean; children: (opened: boolean) => ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (opened && !mounted) setMounted(true);
  }, [opened, mounted]);
  if (!opened && !mounted) return null;
  return <Suspense fallback={null}>{children(opened && mounted)}</Suspense>;
}
