/**
 * npm run lighthouse — Lighthouse (mobile profile, performance only) on /, /projects and /payroll of the
 * built app, started by `npm start` in its own process on a small seeded PGlite database in a temporary
 * folder, audited with Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Prints each page's median
 * score over LIGHTHOUSE_RUNS runs (default 3) and its metrics; LIGHTHOUSE_REPORT_DIR keeps every run's JSON. Target ≥ 90
 * per page. Not part of npm test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { generateDataset, SMALL_CONTRACTOR } from '../bench/generate';
import { freePort, startServerProcess } from '../bench/server-process';
import { openDatabase } from '../server/db/client';
import { ensureClientBuild } from './client-build.mjs';
import { ensureServerBuild } from './server-build.mjs';

const PAGES = ['/', '/projects', '/payroll'];
const TARGET = 90;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
/** LIGHTHOUSE_REPORT_DIR: also write each run's full Lighthouse JSON there (diagnostics: bootup time, long tasks…). */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR ? path.resolve(process.env.LIGHTHOUSE_REPORT_DIR) : '';

type PageResult = { path: string; score: number; metrics: Record<string, string>; bytes: number };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

async function audit(url: string, port: number): Promise<{ score: number; metrics: Record<string, string>; bytes: number }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  if (reportDir) {
    const name = `${new URL(url).pathname.slice(1).replaceAll('/', '_') || 'home'}-${Date.now()}.json`;
    fs.writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
  }
  const a = lhr.audits;
  const metrics: Record<string, string> = {};
  for (const [id, label] of [
    ['first-contentful-paint', 'FCP'],
    ['largest-contentful-paint', 'LCP'],
    ['total-blocking-time', 'TBT'],
    ['cumulative-layout-shift', 'CLS'],
    ['speed-index', 'SI'],
  ]) {
    metrics[label] = a[id]?.displayValue ?? '?';
  }
  const bytes = Number(a['total-byte-weight']?.numericValue ?? 0);
  return { score: Math.round((lhr.categories.performance.score ?? 0) * 100), metrics, bytes };
}

async function main(): Promise<void> {
  if (!fs.existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: sudo apt-get install -y chromium (or set CHROME_PATH)`);
  if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
  ensureClientBuild();
  await ensureServerBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-lighthouse-'));
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const database = await openDatabase({ dataDir });
    await generateDataset(database.db, SMALL_CONTRACTOR);
    await database.close();
    server = await startServerProcess({ port: await freePort(), env: { DATA_DIR: dataDir } });
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    console.log(`Lighthouse (mobile, performance), ${runs} run(s) per page, median shown; load average ${os.loadavg()[0].toFixed(2)}`);
    const results: PageResult[] = [];
    for (const page of PAGES) {
      const samples: Awaited<ReturnType<typeof audit>>[] = [];
      for (let i = 0; i < runs; i++) samples.push(await audit(server.url + page, chrome.port));
      const mid = samples.find((s) => s.score === median(samples.map((x) => x.score))) ?? samples[0];
      results.push({ path: page, ...mid });
      console.log(`  ${page}: ${samples.map((s) => s.score).join(', ')}`);
    }
    console.log('\n| page | score | FCP | LCP | TBT | CLS | SI | transferred | target |\n|---|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const r of results) {
      const m = r.metrics;
      const verdict = r.score >= TARGET ? 'pass' : 'FAIL';
      console.log(
        `| ${r.path} | ${r.score} | ${m.FCP} | ${m.LCP} | ${m.TBT} | ${m.CLS} | ${m.SI} | ${Math.round(r.bytes / 1024)} KiB | ≥ ${TARGET}: ${verdict} |`,
      );
    }
  } finally {
    chrome?.kill();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
