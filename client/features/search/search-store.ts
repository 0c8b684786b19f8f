import { createSpotlight } from '@mantine/spotlight';

/** The global search's own store: opened by the top bar's button and by Ctrl+K / ⌘K (global-search-button.tsx). */
export const [searchStore, searchSpotlight] = createSpotlight();
