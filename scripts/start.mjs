// `npm start`: builds the client and the server when needed, then runs the built server (plain JavaScript,
// no TypeScript compiler at run time) in this process: API and UI on http://127.0.0.1:5000 by default.
// Each build runs in a child process of its own, so the serving process never holds the build tools' memory
// (Vite, esbuild and its service process end with their build: issue 46).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureClientBuild } from './client-build.mjs';
import { root } from './freshness.mjs';
import { serverBuildIsStale, serverEntry } from './server-build.mjs';

ensureClientBuild();
if (serverBuildIsStale()) {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/server-build.mjs')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`The server build failed (exit ${r.status ?? r.signal})`);
}
await import(pathToFileURL(serverEntry).href);
