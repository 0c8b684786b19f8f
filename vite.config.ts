import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { FIRST_LOAD, SHELL_CALLS } from './client/app/first-load';
import { chunkGroups } from './scripts/vite-chunk-groups.mjs';
import { mantineStyles } from './scripts/vite-mantine-styles.mjs';
import { precompress } from './scripts/vite-precompress.mjs';
import { routePreload } from './scripts/vite-route-preload.mjs';

/**
 * The CSP allows no eval (server/http/security.ts), and zod probes for it with `new Function('')` as soon as an
 * object schema is built (module load): Chromium reports that caught probe as a violation. Zod reads its
 * global config from globalThis.__zod_globalConfig, so the chunk holding zod sets jitless before zod runs. A
 * banner, so the bundler shifts the chunk's sourcemap past it (`npm run bench:first-load` maps samples through it).
 */
function zodJitless() {
  return {
    name: 'zod-jitless',
    banner(chunk: { moduleIds: string[] }) {
      if (!chunk.moduleIds.some((id) => id.includes('/node_modules/zod/'))) return '';
      return 'globalThis.__zod_globalConfig??={};globalThis.__zod_globalConfig.jitless=!0;';
    },
  };
}

// The client lives in client/; the production build goes to dist/client and is served by Fastify, which
// sends the brotli/gzip copies written by precompress() and, per screen, the shell routePreload({ shellCalls: SHELL_CALLS, firstLoad: FIRST_LOAD }) wrote with
// that screen's chunks preloaded (see server/http/client-assets.ts).
export default defineConfig(({ command }) => ({
  root: 'client',
  plugins: [
    mantineStyles({
      clientDir: fileURLToPath(new URL('client', import.meta.url)),
      coreDir: fileURLToPath(new URL('node_modules/@mantine/core', import.meta.url)),
    }),
    react(),
    chunkGroups(),
    zodJitless(),
    routePreload({ shellCalls: SHELL_CALLS, firstLoad: FIRST_LOAD }),
    precompress(),
  ],
  // React Router's package exports point at its development build (dev warnings on) whatever the mode; its
  // framework plugin swaps in the production build, which library mode has to do itself.
  resolve:
    command === 'build'
      ? {
          alias: [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)),
            },
          ],
        }
      : {},
  build: { outDir: '../dist/client', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:5000', '/uploads': 'http://127.0.0.1:5000' } },
}));
