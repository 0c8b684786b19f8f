import type { Plugin } from 'vite';
/** Every module reachable from `root` through static imports. */
export function staticClosure(root: string, importsOf: (id: string) => readonly string[]): Set<string>;
/** The `vendor` and `shared` groups of a module graph (see the .mjs). */
export function groupModules(graph: {
  entries: string[];
  screens: string[];
  importsOf: (id: string) => readonly string[];
  minScreens: number;
}): { vendor: Set<string>; shared: Set<string> };
/** Puts the shell's libraries and the app modules many screens share into two chunks before Rolldown splits the rest. */
export function chunkGroups(options?: { minScreens?: number }): Plugin;
