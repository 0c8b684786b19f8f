// Fewer, larger chunks for a phone's first load. Left to itself, Rolldown gives every set of screens that shares
// some modules its own chunk, and this app's 19 screens made about 150 of them, many under 1 KB: a screen's first
// load asked for 26 to 42 files. On a phone's network every request costs a round trip, which Lighthouse counts
// into the largest paint (docs/decisions/). This plugin puts modules in two groups before Rolldown splits the rest:
//
// - `vendor`: every library the shell imports (React, the router, Mantine's core, TanStack Query, zod, the icons),
//   with whatever part of it any screen uses, so one file holds the UI library and stays cached across screens;
// - `shared`: the app's own modules that at least `minScreens` screens import (wording, dates, contracts, the shared
//   list parts…), unless one of them needs a library the shell does not load (forms, date pickers, uploads):
//   those stay with the screens that use them;
// - the rest as Rolldown splits it: each screen's own code, and what only a few screens or a dialog use (charts,
//   date pickers, forms, uploads, the PDF and photo tools), loaded when first needed.
//
// "Screens" are the modules client/app/router.tsx loads with `lazy`; a static import is what a screen needs to
// draw at all (a dialog it opens later is a dynamic import and does not count).
import fs from 'node:fs';
import path from 'node:path';
import { lazyRoutes } from './vite-route-preload.mjs';

/** Every module reachable from `root` through static imports. */
export function staticClosure(root, importsOf) {
  const seen = new Set();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of importsOf(id)) stack.push(next);
  }
  return seen;
}

/**
 * The two groups, from the module graph: `entries` the app's entry modules, `screens` the screens' modules,
 * `importsOf` a module's static imports. Pure, so the rule is tested without a build.
 * @param {{ entries: string[], screens: string[], importsOf: (id: string) => readonly string[], minScreens: number }} graph
 * @returns {{ vendor: Set<string>, shared: Set<string> }}
 */
export function groupModules({ entries, screens, importsOf, minScreens }) {
  const library = (id) => id.includes('/node_modules/');
  const shell = new Set(entries.flatMap((e) => [...staticClosure(e, importsOf)]));
  const vendor = new Set([...shell].filter(library));
  const screensUsing = new Map();
  for (const screen of screens) for (const id of staticClosure(screen, importsOf)) screensUsing.set(id, (screensUsing.get(id) ?? 0) + 1);
  const shared = new Set();
  for (const [id, count] of screensUsing) {
    if (library(id) || shell.has(id) || screens.includes(id) || count < minScreens) continue;
    // A module that needs a library the shell does not load would drag it into every first load.
    const needsOtherLibrary = [...staticClosure(id, importsOf)].some((dep) => library(dep) && !vendor.has(dep));
    if (!needsOtherLibrary) shared.add(id);
  }
  return { vendor, shared };
}

/**
 * @param {{ minScreens?: number }} [options] how many screens must import an app module for it to join `shared` (default 2)
 * @returns {import('vite').Plugin}
 */
export function chunkGroups({ minScreens = 2 } = {}) {
  let groups = { vendor: new Set(), shared: new Set() };
  let routerFile = '';
  return {
    name: 'plumbline-chunk-groups',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'vendor', test: (id) => groups.vendor.has(id), priority: 20 },
                  { name: 'shared', test: (id) => groups.shared.has(id), priority: 10 },
                ],
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      routerFile = path.join(config.root, 'app/router.tsx');
    },
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const info = (id) => this.getModuleInfo(id);
      const entries = ids.filter((id) => info(id)?.isEntry);
      const router = info(routerFile);
      if (!router) throw new Error(`chunk groups: ${routerFile} is not in the build`);
      const screenSpecs = new Set(
        [...lazyRoutes(fs.readFileSync(routerFile, 'utf8')).values()].map((spec) => path.resolve(path.dirname(routerFile), spec)),
      );
      const screens = router.dynamicallyImportedIds.filter((id) => screenSpecs.has(id.replace(/\.tsx?$/, '')));
      if (screens.length !== screenSpecs.size)
        throw new Error(`chunk groups: found ${screens.length} of the router's ${screenSpecs.size} screens`);
      groups = groupModules({ entries, screens, importsOf: (id) => info(id)?.importedIds ?? [], minScreens });
    },
  };
}
