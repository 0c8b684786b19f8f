/**
 * npm run bench:first-load — where a phone's first load of a screen spends its CPU. Loads each page of the
 * built app (started as `npm start` runs it, on the small seeded database `npm run lighthouse` uses) in Debian's
 * Chromium with the CPU slowed 4× and a 412 px phone viewport, as Lighthouse's mobile profile does, and prints:
 * first paint, largest paint, the long tasks (> 50 ms) with their blocking time after the first paint, and the
 * functions and packages that took the CPU inside those long tasks (CPU samples mapped through the build's
 * sourcemaps when it has them: `npx vite build --sourcemap`).
 *
 * PAGES=/,/projects (default /,/projects,/payroll) · LOADS=3 (median shown) · TOP=15 functions per page ·
 * ALL_TASKS=1 also the long tasks before the first paint · TRACE_DIR=/tmp/x keeps each load's trace (chrome://tracing).
 * Not part of npm test: it measures, it does not assert.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { openDatabase } from '../server/db/client';
import { generateDataset, SMALL_CONTRACTOR } from './generate';
import { freePort, startServerProcess } from './server-process';

const PAGES = (process.env.PAGES ?? '/,/projects,/payroll').split(',');
const LOADS = Math.max(1, Number(process.env.LOADS ?? 3));
const TOP = Number(process.env.TOP ?? 15);
const assets = path.resolve('dist/client/assets');

type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type TraceEvent = { name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number; id?: string; args?: any };
type Task = { start: number; duration: number };

const consumers = new Map<string, SourceMapConsumer | null>();
async function consumerFor(url: string): Promise<SourceMapConsumer | null> {
  const file = path.join(assets, path.basename(new URL(url).pathname));
  if (!consumers.has(file)) {
    const map = `${file}.map`;
    consumers.set(file, fs.existsSync(map) ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null);
  }
  return consumers.get(file) ?? null;
}

/** "package or app folder" and "function (file:line)" of a sampled frame. */
async function where(frame: Frame): Promise<{ pkg: string; fn: string }> {
  if (!frame.url) return { pkg: `(${frame.functionName || 'native'})`, fn: `(${frame.functionName || 'native'})` };
  const base = path.basename(new URL(frame.url, 'http://x').pathname);
  const consumer = frame.url.includes('/assets/') ? await consumerFor(frame.url) : null;
  if (!consumer) return { pkg: base, fn: `${frame.functionName || '(anonymous)'} ${base}:${frame.lineNumber + 1}` };
  const pos = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const src = (pos.source ?? base).replace(/^(\.\.\/)+/, '');
  const nm = src.includes('node_modules/') ? (src.split('node_modules/').pop() ?? src) : src;
  const parts = nm.split('/');
  const pkg = src.includes('node_modules/') ? parts.slice(0, nm.startsWith('@') ? 2 : 1).join('/') : parts.slice(0, 3).join('/');
  return { pkg, fn: `${pos.name ?? frame.functionName ?? '(anonymous)'} ${nm}:${pos.line ?? '?'}` };
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

/** One load of the page in a fresh browser, traced: the main thread's tasks, the paints and the CPU samples on one clock. */
async function load(baseUrl: string, page: string): Promise<TraceEvent[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(tab, { categories: CATEGORIES });
    await tab.goto(baseUrl + page, { waitUntil: 'load' });
    await tab.waitForLoadState('networkidle');
    await tab.waitForTimeout(1500);
    const buffer = await browser.stopTracing();
    if (process.env.TRACE_DIR)
      fs.writeFileSync(path.join(process.env.TRACE_DIR, `${page.slice(1).replaceAll('/', '_') || 'home'}-${Date.now()}.json`), buffer);
    return (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
}

const NATIVE = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'v8.compile',
  'v8.compileModule',
  'CompileCode',
  'CompileScript',
  'v8.produceModuleCache',
  'HitTest',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'BlinkGC.AtomicPhase',
]);

/** The renderer's main thread: the one that ran the page's first paint. */
function analyse(events: TraceEvent[]) {
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcpEvent) throw new Error('the trace has no first contentful paint');
  const { pid, tid } = fcpEvent;
  // Time 0 is the page's own request going out (close to the page's performance.now() origin).
  const sent = events.filter((e) => e.name === 'ResourceSendRequest' || e.name === 'navigationStart').map((e) => e.ts);
  const origin = Math.min(...sent, fcpEvent.ts);
  const lcpEvents = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === pid);
  const lcp = lcpEvents.at(-1);
  const tasks: Task[] = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > 50_000)
    .map((e) => ({ start: e.ts, duration: e.dur ?? 0 }));
  const afterPaint = tasks.filter((t) => t.start >= fcpEvent.ts);
  // Blocking time counts the tasks after the first paint, as Lighthouse does; ALL_TASKS also lists those before it.
  const blocking = afterPaint.reduce((s, t) => s + Math.max(0, t.duration / 1000 - 50), 0);
  const late = process.env.ALL_TASKS ? tasks : afterPaint;
  // The CPU profile of the main thread: a Profile event (start time) and ProfileChunks (nodes, samples, deltas).
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const nodes = new Map<number, Frame>();
  const samples: { at: number; frame: Frame }[] = [];
  if (profile) {
    let at = profile.args.data.startTime as number;
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
      const cpu = chunk.args.data.cpuProfile ?? {};
      for (const n of cpu.nodes ?? []) nodes.set(n.id, n.callFrame);
      const deltas: number[] = chunk.args.data.timeDeltas ?? [];
      (cpu.samples ?? []).forEach((id: number, i: number) => {
        at += deltas[i] ?? 0;
        const frame = nodes.get(id);
        if (frame) samples.push({ at, frame });
      });
    }
  }
  return {
    origin,
    fcp: (fcpEvent.ts - origin) / 1000,
    lcp: lcp ? (lcp.ts - origin) / 1000 : 0,
    lcpNode: lcp ? `${lcp.args?.data?.type ?? ''} ${lcp.args?.data?.size ?? ''}px²` : '',
    late: late.map((t) => ({ start: (t.start - origin) / 1000, duration: t.duration / 1000 })),
    blocking,
    /** Per long task, what the browser itself did inside it (style, layout, parsing, compiling…), in ms. */
    native: late.map((t) => {
      const sums = new Map<string, number>();
      for (const e of events) {
        if (e.pid !== pid || e.tid !== tid || e.ph !== 'X' || !NATIVE.has(e.name)) continue;
        if (e.ts < t.start || e.ts > t.start + t.duration) continue;
        sums.set(e.name, (sums.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      }
      return sums;
    }),
    samples: samples.filter((s) => late.some((t) => s.at >= t.start && s.at <= t.start + t.duration)),
  };
}

async function attribute(samples: { at: number; frame: Frame }[]) {
  const fnTime = new Map<string, number>();
  const pkgTime = new Map<string, number>();
  for (let i = 1; i < samples.length; i++) {
    const dt = Math.min(samples[i].at - samples[i - 1].at, 2_000) / 1000;
    if (samples[i].frame.functionName === '(idle)') continue;
    const w = await where(samples[i].frame);
    fnTime.set(w.fn, (fnTime.get(w.fn) ?? 0) + dt);
    pkgTime.set(w.pkg, (pkgTime.get(w.pkg) ?? 0) + dt);
  }
  return { fnTime, pkgTime };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const fmt = (n: number) => n.toFixed(0).padStart(5);

async function main() {
  if (!fs.existsSync(path.join(assets, '..', 'index.html')))
    throw new Error('No client build: npm run build (add --sourcemap to name functions)');
  await ensureServerBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-first-load-'));
  const database = await openDatabase({ dataDir });
  await generateDataset(database.db, SMALL_CONTRACTOR);
  await database.close();
  const server = await startServerProcess({ port: await freePort(), env: { DATA_DIR: dataDir } });
  try {
    for (const page of PAGES) {
      const runs: ReturnType<typeof analyse>[] = [];
      for (let i = 0; i < LOADS; i++) runs.push(analyse(await load(server.url, page)));
      const mid = runs.find((r) => r.blocking === median(runs.map((x) => x.blocking))) ?? runs[0];
      const { fnTime, pkgTime } = await attribute(mid.samples);
      console.log(`\n## ${page}: blocking after first paint ${runs.map((r) => r.blocking.toFixed(0)).join(', ')} ms (median shown)`);
      console.log(`first paint ${mid.fcp.toFixed(0)} ms · largest paint ${mid.lcp.toFixed(0)} ms (${mid.lcpNode})`);
      console.log(
        `long tasks${process.env.ALL_TASKS ? '' : ' after first paint'} (duration@start, ms): ${mid.late.map((x) => `${x.duration.toFixed(0)}@${x.start.toFixed(0)}`).join(' ')}`,
      );
      for (const [n, task] of mid.late.entries()) {
        const inTask = mid.samples.filter(
          (x) => x.at >= mid.origin + task.start * 1000 && x.at <= mid.origin + (task.start + task.duration) * 1000,
        );
        const { pkgTime: inPkg } = await attribute(inTask);
        const top = [...inPkg].sort((a, b) => b[1] - a[1]).slice(0, 6);
        console.log(
          `  task ${task.duration.toFixed(0)}@${task.start.toFixed(0)}: ${top.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' · ')}`,
        );
        const own = [...mid.native[n]].filter(([, v]) => v >= 2).sort((a, b) => b[1] - a[1]);
        if (own.length > 0) console.log(`      browser: ${own.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' · ')}`);
      }
      console.log('CPU inside those tasks, by package or app folder (ms):');
      for (const [k, v] of [...pkgTime].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${fmt(v)}  ${k}`);
      console.log('by function (ms):');
      for (const [k, v] of [...fnTime].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${fmt(v)}  ${k}`);
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
