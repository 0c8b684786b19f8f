/**
 * npm run bench — generates the benchmark dataset in a fresh database (the embedded default in bench/data/, or
 * PostgreSQL when BENCH_DATABASE_URL is set), then load-tests the real project list and dashboard
 * endpoints against a bare Fastify serving the same bytes, and times the uncached SQL. Always exits 0
 * after a complete run: it is a measurement; missed targets are printed.
 * Knobs (for quick trials only): BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 16).
 */
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { accountingMisses, accountingSpecs, accountingSqlCosts, busiestYear, measurePack, type PackTiming, packTable } from './accounting';
import { analyzerSpecs, analyzerSqlCosts } from './analyzer';
import { backupMisses, backupTable, measureBackupRestore } from './backups';
import { startBareServer } from './bare-server';
import { billingMisses, billingSpecs, billingSqlCosts, seedBilling } from './billing';
import { openBenchDatabase } from './database';
import { generateDataset } from './generate';
import { healthMisses, healthSpecs, healthSqlCosts } from './health';
import { jobCostingSpecs, jobCostingSqlCosts, jobCostingSqlMisses, type Solo, soloMisses, soloTable } from './job-costing';
import { ledgerFigures, ledgerMisses, ledgerTable } from './ledger';
import type { LoadResult, LoadSpec } from './load-types';
import { measureLoad } from './measure';
import { mixedLoadInputs, mixedMisses, mixedTable } from './mixed-load';
import { checkBooks, expenseWriteRequests, expenseWriteTable, measureExpenseWrites } from './money';
import { type Comparison, loadTable, misses, sqlTable } from './report';
import { measureServerFigures, processMisses, processTable } from './server-figures';
import { measureSqlCosts } from './sql-costs';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const mixedSeconds = Number(process.env.BENCH_MIXED_DURATION ?? 60);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const writeConnections = Number(process.env.BENCH_WRITE_CONNECTIONS ?? 4);
const WARMUP_SECONDS = 1;

const seconds = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;

async function fetchBody(url: string): Promise<string> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  return res.text();
}

async function load(url: string): Promise<LoadResult> {
  const spec: LoadSpec = { url, connections, durationSeconds, warmupSeconds: WARMUP_SECONDS };
  process.stdout.write(`  ${url} … `);
  const r = await measureLoad(spec);
  console.log(`p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, ${Math.round(r.requestsPerSecond)} req/s`);
  return r;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const bench = await openBenchDatabase(databaseUrl);
  const servers: FastifyInstance[] = [];
  try {
    console.log(`# Plumbline benchmark — ${bench.label}`);
    console.log(
      `Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}\n`,
    );

    const gen = await generateDataset(bench.database.db);
    const phases = Object.entries(gen.phases)
      .map(([k, v]) => `${k} ${seconds(v)}`)
      .join(', ');
    console.log(`Dataset generated in ${seconds(gen.totalMs)} (${phases}), seed ${gen.options.seed}, today ${gen.options.today}`);
    console.log(
      `Rows: ${Object.entries(gen.counts)
        .map(([k, v]) => `${k} ${typeof v === 'number' ? v.toLocaleString('en-US') : v}`)
        .join(', ')}`,
    );
    const t = gen.totals;
    console.log(
      `Totals check: ${t.mismatches} of ${t.projects} projects differ from a recomputation; expenses stored ${t.storedExpenses} = recomputed ${t.recomputedExpenses}; labor stored ${t.storedLabor} = recomputed ${t.recomputedLabor}\n`,
    );

    const app = await buildApp({ database: bench.database, logLevel: 'silent' });
    servers.push(app);
    const realUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const booksAfterDataset = await checkBooks(realUrl, 'after the dataset');
    console.log(booksAfterDataset.line);
    const projectsPath = '/api/projects?active=true';
    const dashboardPath = '/api/dashboard/stats';
    const projectsBody = await fetchBody(realUrl + projectsPath);
    const dashboardBody = await fetchBody(realUrl + dashboardPath);
    const listed = (JSON.parse(projectsBody) as unknown[]).length;
    console.log(
      `Bodies: project list ${projectsBody.length.toLocaleString('en-US')} bytes (${listed} projects), dashboard ${dashboardBody.length} bytes: ${dashboardBody}`,
    );

    const bare = await startBareServer({ projects: projectsBody, dashboard: dashboardBody });
    servers.push(bare.app);
    for (const [name, body] of [
      ['projects', projectsBody],
      ['dashboard', dashboardBody],
    ]) {
      if ((await fetchBody(`${bare.baseUrl}/bare/${name}`)) !== body) throw new Error(`bare ${name} body differs from the real one`);
    }

    console.log(
      `\nLoad: autocannon, ${connections} connections, ${WARMUP_SECONDS} s warm-up + ${durationSeconds} s each, one after another`,
    );
    const compare = async (path: string, bareName: string, p99TargetMs: number): Promise<Comparison> => {
      const real = await load(realUrl + path);
      const reference = await load(`${bare.baseUrl}/bare/${bareName}`);
      return { endpoint: `GET ${path}`, bareLabel: `bare ${bareName} body`, p99TargetMs, real, bare: reference };
    };
    // Sequential on purpose: one load at a time.
    const comparisons = [await compare(projectsPath, 'projects', 20), await compare(dashboardPath, 'dashboard', 5)];
    const solos: Solo[] = [];
    const jobCosting = await jobCostingSpecs(bench.database.db);
    const busy = await busiestYear(bench.database.db);
    const billing = await seedBilling(bench.database.db, gen.options.today);
    console.log(`\nBilling: ${billing.invoices} invoices on ${billing.projects} active projects in ${seconds(billing.ms)}`);
    for (const spec of [...jobCosting.specs, ...healthSpecs, ...analyzerSpecs, ...accountingSpecs(busy.year), ...billingSpecs()]) {
      solos.push({ endpoint: spec.path, note: spec.note, p99TargetMs: spec.p99TargetMs, result: await load(realUrl + spec.path) });
    }

    console.log('\nUncached SQL (median of 20 runs after 3 warm-up runs):');
    const jobCostingCosts = await jobCostingSqlCosts(bench.database.db, jobCosting.projectId, jobCosting.week);
    const costs = [...(await measureSqlCosts(bench.database.db)), ...jobCostingCosts, ...(await analyzerSqlCosts(bench.database.db))];
    const healthCosts = await healthSqlCosts(bench.database.db);
    costs.push(...healthCosts);
    const accountingCosts = await accountingSqlCosts(bench.database.db, busy.year);
    costs.push(...accountingCosts);
    const billingCosts = await billingSqlCosts(bench.database.db);
    costs.push(...billingCosts);
    console.log(`\nAccountant's pack of the busiest year (${busy.year}: ${busy.expenses} expenses, ${busy.workRecords} work records):`);
    const packInBench = await measurePack(realUrl, busy.year, 'bench');
    console.log(`\nGeneral ledger of the busiest year (${busy.year}): trial balance cache miss and the hledger journal:`);
    const ledger = await ledgerFigures(bench.database.db, busy.year);

    console.log('\nBackup of the bench database and its restore into a fresh embedded database:');
    const backups = await measureBackupRestore(bench.database);

    console.log(`\n## Results — ${bench.database.kind}\n`);
    console.log(loadTable(comparisons));
    console.log('');
    console.log(sqlTable(costs));
    console.log('');
    console.log(soloTable(solos));
    console.log('');
    console.log(ledgerTable(ledger));
    console.log('');
    console.log(backupTable(backups));

    // The server as npm start runs it, in its own process on this database: start, memory, mixed load.
    const mixedInputs = await mixedLoadInputs(bench.database.db);
    const writeRequests = await expenseWriteRequests(bench.database.db, gen.options.today);
    for (const s of servers.splice(0)) await s.close();
    await bench.release();
    console.log(
      `\nServer process (npm start, built) on this database; mixed load ${connections} connections, ${mixedSeconds} s after 2 s warm-up:`,
    );
    let writes: LoadResult | undefined;
    let packOnServer: PackTiming | undefined;
    let booksAfterWrites: Awaited<ReturnType<typeof checkBooks>> | undefined;
    const figures = await measureServerFigures(
      bench.serverEnv,
      { ...mixedInputs, connections, durationSeconds: mixedSeconds, warmupSeconds: 2 },
      {
        freshPglite: !databaseUrl,
        // Writes after the reads, so they do not disturb the read figures, and against the server as npm start runs it:
        // in the bench's own process the load generator shared the app's process (docs/decisions/); then the books
        // must still reconcile.
        beforeMixed: async (url) => {
          // The pack as a user downloads it (the built server), before the writes change the books.
          packOnServer = await measurePack(url, busy.year, 'server');
          console.log(`Writes: POST /api/expenses, ${writeConnections} connections, ${WARMUP_SECONDS} s warm-up + ${durationSeconds} s`);
          writes = await measureExpenseWrites(url, writeRequests, {
            connections: writeConnections,
            durationSeconds,
            warmupSeconds: WARMUP_SECONDS,
          });
          booksAfterWrites = await checkBooks(url, `after ${writes.requests.toLocaleString('en-US')} timed expense writes`);
          console.log(booksAfterWrites.line);
        },
      },
    );
    if (!writes || !booksAfterWrites || !packOnServer) throw new Error('the timed writes did not run');
    const packs = [packOnServer, packInBench];
    console.log('');
    console.log(packTable(packs));
    const writeReport = expenseWriteTable(writes, writeConnections);
    console.log('');
    console.log(writeReport.table);
    console.log(`\n${booksAfterDataset.line}\n${booksAfterWrites.line}`);
    console.log('');
    console.log(processTable(figures));
    console.log('');
    console.log(mixedTable(figures.mixed));
    const missed = [
      ...comparisons.flatMap(misses),
      ...solos.flatMap(soloMisses),
      ...jobCostingSqlMisses(jobCostingCosts),
      ...healthMisses(healthCosts),
      ...accountingMisses(accountingCosts, packs),
      ...ledgerMisses(ledger),
      ...billingMisses(billingCosts),
      ...writeReport.misses,
      ...backupMisses(backups),
      ...booksAfterDataset.misses,
      ...booksAfterWrites.misses,
      ...processMisses(figures),
      ...mixedMisses(figures.mixed),
    ];
    console.log(
      missed.length === 0 ? '\nAll targets met.' : `\nMISSED TARGETS (${missed.length}):\n${missed.map((m) => `- ${m}`).join('\n')}`,
    );
  } finally {
    for (const s of servers) await s.close();
    await bench.close();
  }
}

await main();
