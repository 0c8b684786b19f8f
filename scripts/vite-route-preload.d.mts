import type { Plugin } from 'vite';
/** Route path → page module, read from client/app/router.tsx. */
export function lazyRoutes(routerSource: string): Map<string, string>;
/** File name of a route's shell under dist/client/routes/. */
export function routeShellName(routePath: string): string;
export type FirstLoadDeclared = {
  shellCalls: readonly string[];
  firstLoad: Readonly<Record<string, { shell: boolean; calls: readonly string[] }>>;
};
/** One route of dist/client/routes/first-load.json. */
export type FirstLoadRoute = { route: string; shell: string; shellCalls: readonly string[]; calls: readonly string[] };
/** The manifest of every route's shell and first calls; throws for a route first-load.ts does not declare. */
export function firstLoadManifest(routes: Iterable<string>, declared: FirstLoadDeclared): FirstLoadRoute[];
/** Emits dist/client/routes/<route>.html (index.html plus modulepreload links for the route's chunks) and routes/first-load.json. */
export function routePreload(declared: FirstLoadDeclared): Plugin;
