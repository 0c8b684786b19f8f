import type { TestProject } from 'vitest/node';
import { ensureClientBuild } from '../../scripts/client-build.mjs';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { assertChromiumInstalled } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the client if stale and serves the real app on a fresh in-memory database for the browser tests. */
export default async function setup(project: TestProject) {
  assertChromiumInstalled();
  ensureClientBuild({ quiet: true });
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({ database, clientDir: 'dist/client', logLevel: 'silent' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', address);
  return async () => {
    await app.close();
    await database.close();
  };
}
