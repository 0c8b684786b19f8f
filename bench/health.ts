/**
 * `npx tsx bench/health.ts`: the health endpoints on the bench dataset (2,000 projects, 150 active): cache-miss
 * cost of GET /api/projects/health-metrics and GET /api/dashboard/health-summary (query + formulas + schema +
 * JSON, median of 20), then autocannon (16 connections, 10 s) on each. Targets: cache miss < 30 ms, p99 < 20 ms.
 */
import os from 'node:os';
import { healthApi } from '../domain/api/health';
import { todayIso } from '../domain/dates';
import { buildApp } from '../server/app';
import { healthMetricsList, healthSummaryOf, ReadingsOfToday } from '../server/features/health/service';
import { openBenchDatabase } from './database';
import { generateDataset } from './generate';
import { measureLoad, timeQuery } from './measure';

async function main() {
  const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL || undefined);
  try {
    console.log(
      `# Health endpoints — ${bench.label}; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    const gen = await generateDataset(bench.database.db);
    console.log(`Dataset: ${gen.counts.projects} projects in ${(gen.totalMs / 1000).toFixed(1)} s`);
    const db = bench.database.db;
    const today = todayIso();
    const readings = new ReadingsOfToday();
    const metrics = await timeQuery(async () =>
      JSON.stringify(healthApi.metrics.response.parse(await healthMetricsList(db, readings, today))),
    );
    const summary = await timeQuery(async () =>
      JSON.stringify(healthApi.summary.response.parse(await healthSummaryOf(db, readings, today))),
    );
    const count = (await healthMetricsList(db, readings, today)).length;
    console.log(
      `Cache miss (${count} active projects): health-metrics median ${metrics.median.toFixed(2)} ms (max ${metrics.max.toFixed(2)}), health-summary median ${summary.median.toFixed(2)} ms (max ${summary.max.toFixed(2)})`,
    );

    const app = await buildApp({ database: bench.database, logLevel: 'silent', autoChecks: false });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    for (const path of ['/api/projects/health-metrics', '/api/dashboard/health-summary']) {
      const r = await measureLoad({ url: url + path, connections: 16, durationSeconds: 10, warmupSeconds: 1 });
      console.log(
        `${path}: p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, ${Math.round(r.requestsPerSecond)} req/s, non-2xx ${r.non2xx}`,
      );
    }
    await app.close();
  } finally {
    await bench.close();
  }
}

void main();
