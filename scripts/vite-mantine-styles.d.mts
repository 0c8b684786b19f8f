import type { Plugin } from 'vite';
/** The names a source imports from '@mantine/core'. */
export function importedNames(source: string): Set<string>;
/** The styles/<Component>.css files for the names used, base first, in styles.css order. */
export function stylesFor(names: Iterable<string>, coreDir: string): string[];
/** Serves `virtual:mantine-styles.css`: Mantine's styles for the components the client imports. */
export function mantineStyles(dirs: { clientDir: string; coreDir: string }): Plugin;
/** Every name imported from '@mantine/core' by the client and by the other Mantine packages it imports. */
export function usedNames(clientDir: string, coreDir: string, watch?: (file: string) => void): Set<string>;
