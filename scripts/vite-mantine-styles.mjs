// Mantine's stylesheet, cut to the components the app uses. @mantine/core/styles.css holds every component's
// styles (248 KB); the browser parses all of it and builds its style rules before the first paint, which a phone
// pays for on every first load. Mantine also ships each component's styles on its own (styles/<Component>.css,
// https://mantine.dev/styles/css-files-list/) and asks that a component's parts be imported with it.
//
// This module finds them from the code instead of a hand-kept list: every name the client imports from
// '@mantine/core', the module Mantine's index exports it from, and every Mantine component that module uses in
// turn (its static imports, followed through the package). Each one with a CSS module has a styles/<Name>.css.
// The files go out in the order styles.css has them, after its base layers, so the cascade is the one the full
// stylesheet gives. `import 'virtual:mantine-styles.css'` (client/main.tsx) loads the result.
import fs from 'node:fs';
import path from 'node:path';

const VIRTUAL = 'virtual:mantine-styles.css';
/** Mantine's global layers, first in styles.css: CSS variables, the reset and the global classes. */
const BASE = ['baseline.css', 'default-css-variables.css', 'global.css'];

/** Every file under `dir` whose name ends in one of `extensions`. */
function sourceFiles(dir, extensions) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && extensions.some((x) => e.name.endsWith(x)))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The names a source imports from '@mantine/core' (types included: they have no styles, and no module). */
export function importedNames(source) {
  const names = new Set();
  for (const m of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]@mantine\/core['"]/g)) {
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * The styles/<Component>.css files (in styles.css order, after the base) for the names used, read from the
 * installed package at `coreDir` (node_modules/@mantine/core).
 */
export function stylesFor(names, coreDir) {
  const esm = path.join(coreDir, 'esm');
  const index = fs.readFileSync(path.join(esm, 'index.mjs'), 'utf8');
  const moduleOf = new Map();
  for (const m of index.matchAll(/import \{ ([^}]+) \} from "(\.\/[^"]+)";/g)) {
    for (const name of m[1].split(',').map((n) => n.trim().split(' as ').pop())) moduleOf.set(name, path.join(esm, m[2]));
  }
  const components = new Set();
  const seen = new Set();
  const stack = [...names].map((n) => moduleOf.get(n)).filter(Boolean);
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    const css = /import \w+ from "\.\/(\w+)\.module\.mjs";/.exec(source);
    if (css) components.add(css[1]);
    for (const m of source.matchAll(/from "(\.{1,2}\/[^"]+\.mjs)"/g)) stack.push(path.resolve(path.dirname(file), m[1]));
  }
  const stylesDir = path.join(coreDir, 'styles');
  const all = fs.readFileSync(path.join(coreDir, 'styles.css'), 'utf8');
  const files = [...components].map((c) => `${c}.css`).filter((f) => fs.existsSync(path.join(stylesDir, f)));
  // styles.css is the files one after another: each file's place in it gives the order.
  const placed = files.map((f) => ({ f, at: all.indexOf(fs.readFileSync(path.join(stylesDir, f), 'utf8').trim().slice(0, 200)) }));
  const lost = placed.filter((p) => p.at < 0).map((p) => p.f);
  if (lost.length > 0) throw new Error(`Mantine styles: ${lost.join(', ')} not found in styles.css (has Mantine's layout changed?)`);
  return [...BASE, ...placed.sort((a, b) => a.at - b.at).map((p) => p.f)];
}

/**
 * Every name imported from '@mantine/core' by the client's sources and by the other Mantine packages it uses
 * (the toasts, date pickers, search… are drawn with core components: @mantine/notifications with Notification).
 */
export function usedNames(clientDir, coreDir, watch = () => {}) {
  const names = new Set();
  const packages = new Set();
  for (const file of sourceFiles(clientDir, ['.ts', '.tsx'])) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    for (const name of importedNames(source)) names.add(name);
    for (const m of source.matchAll(/from '@mantine\/([\w-]+)'/g)) if (m[1] !== 'core' && m[1] !== 'hooks') packages.add(m[1]);
    watch(file);
  }
  for (const pkg of packages) {
    const esm = path.join(coreDir, '..', pkg, 'esm');
    for (const file of sourceFiles(esm, ['.mjs'])) for (const name of importedNames(fs.readFileSync(file, 'utf8'))) names.add(name);
  }
  return names;
}

/**
 * @param {{ clientDir: string, coreDir: string }} dirs the client's sources and node_modules/@mantine/core
 * @returns {import('vite').Plugin}
 */
export function mantineStyles({ clientDir, coreDir }) {
  return {
    name: 'plumbline-mantine-styles',
    enforce: 'pre',
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : null;
    },
    load(id) {
      if (id !== `\0${VIRTUAL}`) return null;
      const files = stylesFor(
        usedNames(clientDir, coreDir, (file) => this.addWatchFile?.(file)),
        coreDir,
      );
      return files.map((f) => `@import '@mantine/core/styles/${f}';`).join('\n');
    },
  };
}
