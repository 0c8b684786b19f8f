// Builds the client with Vite when dist/client is missing or older than any client/domain source file.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const builtIndex = path.join(root, 'dist/client/index.html');
const sources = ['client', 'domain', 'vite.config.ts', 'postcss.config.cjs', 'package-lock.json'];

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when the built client is missing or older than its sources. */
export function clientBuildIsStale() {
  if (!fs.existsSync(builtIndex)) return true;
  const built = fs.statSync(builtIndex).mtimeMs;
  return sources.some((s) => newestMtime(s) > built);
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
