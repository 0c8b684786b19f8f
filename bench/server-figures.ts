import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureClientBuild } from '../scripts/client-build.mjs';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { measureMixedLoad } from './mixed-load';
import type { MixedResult, MixedSpec } from './mixed-types';
import { freePort, startServerProcess } from './server-process';

/** Targets for the server process (issue 12). */
export const PROCESS_TARGETS = { startMs: 2_000, rssIdleMb: 250, rssLoadedMb: 400 };

export type ServerFigures = {
  /** `npm start` on a built tree to the first 200, on the bench database (a restart) and on an empty folder. */
  restartMs: number;
  freshStartMs: number | null;
  rssIdleMb: number;
  freshRssIdleMb: number | null;
  rssAfterLoadMb: number;
  mixed: MixedResult;
};

/** Run against the started server, before its mixed load (the timed writes and their books check). */
export type BeforeMixed = (baseUrl: string) => Promise<void>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => bytes / 1024 / 1024;
const IDLE_SECONDS = 10;

/**
 * The server as `npm start` runs it, in its own process, on the bench database (the in-process handle must be
 * released first): time to the first 200, RSS 10 s later, `beforeMixed` (the timed writes), the mixed load against
 * it, RSS right after. With
 * PGlite also a start on an empty folder (first start: initdb and every migration) for comparison.
 */
export async function measureServerFigures(
  env: Record<string, string>,
  load: Omit<MixedSpec, 'baseUrl'>,
  opts: { freshPglite: boolean; beforeMixed?: BeforeMixed },
): Promise<ServerFigures> {
  ensureClientBuild({ quiet: true });
  await ensureServerBuild({ quiet: true });

  let freshStartMs: number | null = null;
  let freshRssIdleMb: number | null = null;
  if (opts.freshPglite) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-fresh-'));
    try {
      const fresh = await startServerProcess({ port: await freePort(), env: { DATA_DIR: dir } });
      freshStartMs = fresh.msToFirst200;
      await sleep(IDLE_SECONDS * 1000);
      freshRssIdleMb = mb(fresh.rss());
      await fresh.stop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  const server = await startServerProcess({ port: await freePort(), env });
  try {
    const restartMs = server.msToFirst200;
    await sleep(IDLE_SECONDS * 1000);
    const rssIdleMb = mb(server.rss());
    await opts.beforeMixed?.(server.url);
    const mixed = await measureMixedLoad({ ...load, baseUrl: server.url });
    const rssAfterLoadMb = mb(server.rss());
    return { restartMs, freshStartMs, rssIdleMb, freshRssIdleMb, rssAfterLoadMb, mixed };
  } finally {
    await server.stop();
  }
}

const num = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Which process targets were missed. */
export function processMisses(f: ServerFigures): string[] {
  const out: string[] = [];
  if (!(f.restartMs < PROCESS_TARGETS.startMs))
    out.push(`start to first 200: ${num(f.restartMs)} ms, target < ${PROCESS_TARGETS.startMs} ms`);
  if (!(f.rssIdleMb < PROCESS_TARGETS.rssIdleMb))
    out.push(`RSS 10 s after a restart: ${num(f.rssIdleMb)} MB, target < ${PROCESS_TARGETS.rssIdleMb} MB`);
  if (!(f.rssAfterLoadMb < PROCESS_TARGETS.rssLoadedMb))
    out.push(`RSS after the mixed load: ${num(f.rssAfterLoadMb)} MB, target < ${PROCESS_TARGETS.rssLoadedMb} MB`);
  return out;
}

/** The process table. */
export function processTable(f: ServerFigures): string {
  const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL');
  const lines = ['| server process (npm start, built) | value | target | pass/fail |', '|---|---:|---|---|'];
  lines.push(
    `| start to first 200, bench database | ${num(f.restartMs)} ms | < ${PROCESS_TARGETS.startMs} ms | ${verdict(f.restartMs < PROCESS_TARGETS.startMs)} |`,
  );
  if (f.freshStartMs !== null) lines.push(`| start to first 200, empty folder (initdb, migrations) | ${num(f.freshStartMs)} ms | — | — |`);
  lines.push(
    `| RSS ${IDLE_SECONDS} s after a restart | ${num(f.rssIdleMb)} MB | < ${PROCESS_TARGETS.rssIdleMb} MB | ${verdict(f.rssIdleMb < PROCESS_TARGETS.rssIdleMb)} |`,
  );
  if (f.freshRssIdleMb !== null)
    lines.push(`| RSS ${IDLE_SECONDS} s after a first start (empty folder) | ${num(f.freshRssIdleMb)} MB | — | — |`);
  lines.push(
    `| RSS after the mixed load | ${num(f.rssAfterLoadMb)} MB | < ${PROCESS_TARGETS.rssLoadedMb} MB | ${verdict(f.rssAfterLoadMb < PROCESS_TARGETS.rssLoadedMb)} |`,
  );
  return lines.join('\n');
}
