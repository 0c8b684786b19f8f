// Per-route app shells: a copy of index.html for each lazy screen of client/app/router.tsx with
// <link rel="modulepreload"> for that screen's chunks, so a browser opening /projects fetches the screen's
// code alongside the main script instead of after it has run (one round trip less on a phone). Beside them,
// routes/first-load.json: each route's pattern, shell file and first API calls (client/app/first-load.ts), which
// the server announces with the page (server/http/client-assets.ts).
import fs from 'node:fs';
import path from 'node:path';

/** Route path → page module (relative to client/app), read from the router's `index: true` / `path: '…'` + `import('…')`. */
export function lazyRoutes(routerSource) {
  const routes = new Map();
  const pattern = /(index: true|path: '([^']+)'),[\s\S]*?lazy: async \(\) => screen\(await import\('([^']+)'\)\)/g;
  for (const m of routerSource.matchAll(pattern)) routes.set(m[2] ? `/${m[2].replace(/^\//, '')}` : '/', m[3]);
  return routes;
}

/** File name of a route's shell under dist/client/routes/: '/' → home.html, '/projects' → projects.html. */
export function routeShellName(routePath) {
  return routePath === '/' ? 'home.html' : `${routePath.replace(/^\/+/, '').replaceAll('/', '_')}.html`;
}

/**
 * The manifest the server reads: per route, its shell and the calls to announce (the shell's, then the screen's).
 * Every lazy route must be declared, so a new screen cannot be forgotten.
 * @param {Iterable<string>} routes route patterns of the router
 * @param {{ shellCalls: readonly string[], firstLoad: Readonly<Record<string, { shell: boolean, calls: readonly string[] }>> }} declared
 */
export function firstLoadManifest(routes, { shellCalls, firstLoad }) {
  return [...routes].map((route) => {
    const entry = firstLoad[route];
    if (!entry) throw new Error(`client/app/first-load.ts declares no first calls for the route ${route}`);
    return { route, shell: routeShellName(route), shellCalls: entry.shell ? shellCalls : [], calls: entry.calls };
  });
}

/**
 * @param {Parameters<typeof firstLoadManifest>[1]} declared
 * @returns {import('vite').Plugin}
 */
export function routePreload(declared) {
  let clientRoot = '';
  return {
    name: 'plumbline-route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      clientRoot = config.root;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      // The scripts are modules (deferred): they never block the boot screen's paint, and fetchpriority="low" says
      // so, letting the stylesheet go first. Lighthouse counts every high-priority script that arrives before the
      // first paint as render-blocking (docs/decisions/).
      html.source = String(html.source)
        .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
        .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId, c]));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      // Already fetched by index.html: the entry and everything it imports statically.
      const preloaded = new Set();
      const walk = (file, into) => {
        if (into.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) walk(dep, into);
      };
      if (entry) walk(entry.fileName, preloaded);
      const routerFile = path.join(clientRoot, 'app/router.tsx');
      const routes = lazyRoutes(fs.readFileSync(routerFile, 'utf8'));
      this.emitFile({
        type: 'asset',
        fileName: 'routes/first-load.json',
        source: JSON.stringify(firstLoadManifest(routes.keys(), declared)),
      });
      for (const [route, spec] of routes) {
        const page = byModule.get(`${path.resolve(path.dirname(routerFile), spec)}.tsx`);
        if (!page) continue;
        const files = new Set();
        walk(page.fileName, files);
        const links = [...files]
          .filter((f) => !preloaded.has(f))
          .map((f) => `    <link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`)
          .join('\n');
        this.emitFile({
          type: 'asset',
          fileName: `routes/${routeShellName(route)}`,
          source: String(html.source).replace(/\n\s*<\/head>/, `\n${links}\n  </head>`),
        });
      }
    },
  };
}
