import type { Plugin } from 'vite';
/** Route path → page module, read from client/app/router.tsx. */
export function lazyRoutes(routerSource: string): Map<string, string>;
/** File name of a route's shell under dist/client/routes/. */
export function routeShellName(routePath: string): string;
/** Emits dist/client/routes/<route>.html: index.html plus modulepreload links for the route's chunks. */
export function routePreload(): Plugin;
