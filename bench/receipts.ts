/**
 * Receipt scanning under load: `npx tsx bench/receipts.ts`. On the bench dataset (2,000 projects, 200,000
 * expenses, 100,000 work records; PGlite in memory so it never touches bench/data of a concurrent `npm run
 * bench`), measures p99 of the project list with autocannon, first alone, then while two receipts are being
 * scanned continuously (POST /api/receipts/analyze with test/fixtures/receipt-home-depot.png, 2 concurrent
 * loops), and the OCR time per receipt. A measurement: exits 0, prints the table.
 * Knobs: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 16).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type OcrEngine, tesseractOcr } from '../server/adapters/ocr';
import { temporaryStorage } from '../server/adapters/storage';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { rows } from '../server/db/sql-fragments';
import { prepareForOcr } from '../server/features/receipts/image';
import { generateDataset } from './generate';
import type { LoadResult } from './load-types';
import { measureLoad } from './measure';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SCANNERS = 2;
const PATHS = ['/api/projects?active=true', '/api/projects'];

const ms = (n: number) => n.toFixed(2);
const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] : Number.NaN;

type Scan = { totalMs: number; ocrMs: number; ok: boolean };

/** Two loops posting the receipt until stop() is called; each records the request time and the server's OCR time. */
function startScanners(baseUrl: string, projectId: number, image: Buffer) {
  const scans: Scan[] = [];
  let running = true;
  const loop = async () => {
    while (running) {
      const form = new FormData();
      form.append('projectId', String(projectId));
      form.append('receipt', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'receipt.png');
      const t = performance.now();
      const res = await fetch(`${baseUrl}/api/receipts/analyze`, { method: 'POST', body: form });
      const body = (await res.json()) as { success?: boolean; analysis?: { ocr: { ms: number }; receiptDetails: { totalAmount: number } } };
      scans.push({
        totalMs: performance.now() - t,
        ocrMs: body.analysis?.ocr.ms ?? Number.NaN,
        ok: res.status === 200 && body.success === true && body.analysis?.receiptDetails.totalAmount === 97.61,
      });
    }
  };
  const loops = Array.from({ length: SCANNERS }, loop);
  return {
    scans,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Two loops running OCR straight on the engine (no HTTP, nothing written): the CPU cost of OCR alone. */
function startDirectOcr(ocr: OcrEngine, prepared: Buffer) {
  let running = true;
  let count = 0;
  const loop = async () => {
    while (running) {
      await ocr.recognize(prepared);
      count += 1;
    }
  };
  const loops = Array.from({ length: SCANNERS }, loop);
  return {
    count: () => count,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function main() {
  console.log(`# Receipt scanning benchmark — PGlite in memory`);
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
  );
  const database = await openDatabase({ dataDir: 'memory://' });
  const storage = await temporaryStorage();
  const gen = await generateDataset(database.db);
  console.log(
    `Dataset: ${Object.entries(gen.counts)
      .map(([k, v]) => `${k} ${typeof v === 'number' ? v.toLocaleString('en-US') : v}`)
      .join(', ')} in ${(gen.totalMs / 1000).toFixed(1)} s`,
  );
  const ocr = tesseractOcr();
  const app = await buildApp({ database, storage, ocr, logLevel: 'silent' });
  try {
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const [project] = await rows<{ id: number }>(database.db.execute(sql`SELECT id FROM projects WHERE is_active ORDER BY id LIMIT 1`));
    const image = await fs.readFile(path.resolve('test/fixtures/receipt-home-depot.png'));

    // Warm the OCR workers (first use loads the language data) so the loaded runs measure steady state.
    const warm = startScanners(baseUrl, project.id, image);
    while (warm.scans.length < SCANNERS) await new Promise((r) => setTimeout(r, 50));
    await warm.stop();

    const load = async (p: string) => {
      process.stdout.write(`  GET ${p} … `);
      const r = await measureLoad({ url: baseUrl + p, connections, durationSeconds, warmupSeconds: 1 });
      console.log(`p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms, ${Math.round(r.requestsPerSecond)} req/s`);
      return r;
    };
    const prepared = await prepareForOcr(image);
    const results: { path: string; alone: LoadResult; scanning: LoadResult; ocrOnly: LoadResult }[] = [];
    const allScans: Scan[] = [];
    for (const p of PATHS) {
      const alone = await load(p);
      const scanners = startScanners(baseUrl, project.id, image);
      const scanning = await load(p);
      await scanners.stop();
      allScans.push(...scanners.scans);
      const direct = startDirectOcr(ocr, prepared);
      const ocrOnly = await load(p);
      await direct.stop();
      results.push({ path: p, alone, scanning, ocrOnly });
    }

    const ocrTimes = allScans
      .map((s) => s.ocrMs)
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    const total = allScans.map((s) => s.totalMs).sort((a, b) => a - b);
    const failed = allScans.filter((s) => !s.ok).length;
    const seconds = results.length * (durationSeconds + 1);

    console.log(
      `\n## Results — ${connections} connections, ${durationSeconds} s (+1 s warm-up) each; ${SCANNERS} receipts scanned continuously during "while scanning"\n`,
    );
    console.log('| endpoint | while | p50 ms | p99 ms | req/s | non-2xx / errors / timeouts |');
    console.log('|---|---|---:|---:|---:|---|');
    for (const r of results) {
      const rowOf = (label: string, x: LoadResult) =>
        console.log(
          `| GET ${r.path} | ${label} | ${ms(x.p50)} | ${ms(x.p99)} | ${Math.round(x.requestsPerSecond)} | ${x.non2xx} / ${x.errors} / ${x.timeouts} |`,
        );
      rowOf('alone', r.alone);
      rowOf(`${SCANNERS} receipts scanned continuously (POST /api/receipts/analyze)`, r.scanning);
      rowOf(`${SCANNERS} OCR jobs on the engine, no HTTP, nothing written`, r.ocrOnly);
    }
    console.log(
      '\n| receipt scans | count | failed or misread | OCR median ms | OCR p95 ms | analyze request median ms | analyze p95 ms | receipts/min |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${SCANNERS} concurrent, under the list load | ${allScans.length} | ${failed} | ${ms(pct(ocrTimes, 0.5))} | ${ms(pct(ocrTimes, 0.95))} | ${ms(pct(total, 0.5))} | ${ms(pct(total, 0.95))} | ${((allScans.length / seconds) * 60).toFixed(1)} |`,
    );
  } finally {
    await app.close();
    await ocr.close();
    await database.close();
    await fs.rm(storage.root, { recursive: true, force: true });
  }
}

await main();
