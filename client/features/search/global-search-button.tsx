import { ActionIcon, Button, Kbd, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { searchSpotlight } from './search-store';

/** The search dialog itself (Spotlight, its styles and the search contract) is fetched on first use. */
const GlobalSearch = lazy(() => import('./global-search'));

/** The shortcut as this computer writes it. */
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const SHORTCUT = isMac ? '⌘K' : 'Ctrl+K';

/**
 * The top bar's search button (a compact icon on phones, a labelled button with the shortcut from sm up) and
 * Ctrl+K / ⌘K. The search dialog is not part of the first load: the first click, focus, hover or shortcut
 * fetches it, and it opens as soon as it has arrived.
 */
export function GlobalSearchLauncher() {
  const [wanted, setWanted] = useState(false);
  const prepare = () => setWanted(true);
  const open = () => {
    setWanted(true);
    searchSpotlight.open();
  };
  useHotkeys([['mod+K', open]]);
  return (
    <>
      <Tooltip label={`Search (${SHORTCUT})`}>
        <ActionIcon
          variant="default"
          size="lg"
          hiddenFrom="sm"
          aria-label="Search"
          onClick={open}
          onPointerEnter={prepare}
          onFocus={prepare}
        >
          <IconSearch size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Button
        visibleFrom="sm"
        variant="default"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={<Kbd size="xs">{SHORTCUT}</Kbd>}
        onClick={open}
        onPointerEnter={prepare}
        onFocus={prepare}
        c="dimmed"
        fw={400}
      >
        Search
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <GlobalSearch />
        </Suspense>
      )}
    </>
  );
}
