// Builds the client with Vite when dist/client is missing or older than any client/domain source file.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isStale, root } from './freshness.mjs';

const builtIndex = path.join(root, 'dist/client/index.html');
const sources = [
  'client',
  'domain',
  'vite.config.ts',
  'scripts/vite-precompress.mjs',
  'scripts/vite-route-preload.mjs',
  'scripts/vite-chunk-groups.mjs',
  'scripts/vite-mantine-styles.mjs',
  'postcss.config.cjs',
  'package-lock.json',
];

/** True when the built client is missing or older than its sources. */
export function clientBuildIsStale() {
  return isStale(builtIndex, sources);
}

/** Runs `vite build` if the build is stale; throws when the build fails. */
export function ensureClientBuild({ quiet = false } = {}) {
  if (!clientBuildIsStale()) return false;
  if (!quiet) console.log('Building the client (dist/client is missing or older than its sources)…');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const r = spawnSync(process.execPath, [vite, 'build', '--logLevel', quiet ? 'error' : 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('The client build failed (see the output above).');
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureClientBuild();
