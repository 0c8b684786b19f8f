/**
 * The billing section of `npm run bench` (issue 20), also runnable alone: `npm run bench:billing` (fresh dataset,
 * then only this section). Every active bench project gets billing terms (an estimated total cost of 80 % of its
 * budget, 10 % retainage) and three pay applications (20 %, then 25 % more, then 15 % more of each
 * schedule-of-values line) made through the billing service, the second one paid in part; then the WIP report:
 * its uncached cost (SQL + arithmetic + schema + JSON, median of 20) and GET /api/billing/wip under load
 * (p99 target < 30 ms on PGlite).
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { billingApi } from '../domain/api/billing';
import { buildApp } from '../server/app';
import type { Db } from '../server/db/client';
import { rows } from '../server/db/sql-fragments';
import { updateTerms } from '../server/features/billing/billing-project';
import { createInvoice, setInvoiceStatus } from '../server/features/billing/invoices';
import { recordPayment } from '../server/features/billing/receivables';
import { getSov } from '../server/features/billing/sov';
import { wipReport } from '../server/features/billing/wip';
import { openBenchDatabase } from './database';
import { generateDataset } from './generate';
import type { SoloSpec } from './job-costing';
import { measureLoad, timeQuery } from './measure';
import type { SqlCost } from './sql-costs';

export const WIP_TARGET_MS = 30;

/** Gives every active project billing terms and three invoices (the second one sent and paid in part). */
export async function seedBilling(db: Db, today: string): Promise<{ projects: number; invoices: number; ms: number }> {
  const t = performance.now();
  const active = await rows<{ id: number; budget: string }>(
    db.execute(sql`SELECT id, budget::text AS budget FROM projects WHERE is_active ORDER BY id`),
  );
  let invoices = 0;
  const dates = ['-60 days', '-30 days', '-5 days'];
  for (const p of active) {
    const estimate = Math.round(Number(p.budget) * 80) / 100;
    await db.transaction((tx) =>
      updateTerms(tx, p.id, {
        clientName: `Client ${p.id % 40}`,
        clientEmail: null,
        retainagePercent: 10,
        stepDownAtPercent: null,
        stepDownPercent: null,
        estimatedTotalCost: estimate,
        paymentTermsDays: 30,
      }),
    );
    const sov = await getSov(db, p.id);
    for (const [i, pct] of [20, 25, 15].entries()) {
      const [d] = await rows<{ d: string }>(db.execute(sql`SELECT (${today}::date + ${dates[i]}::interval)::date::text AS d`));
      const inv = await db.transaction((tx) =>
        createInvoice(tx, p.id, {
          invoiceDate: d.d,
          periodTo: d.d,
          lines: sov.lines
            .filter((l) => l.scheduledValue > 0)
            .map((l) => ({ sovLineId: l.id, mode: 'percent' as const, value: pct, materialsStored: 0, installedFromStored: 0 })),
          retainagePercent: null,
          release: false,
          notes: null,
        }),
      );
      invoices++;
      if (i === 1 && inv.amountDue > 1) {
        await db.transaction((tx) => setInvoiceStatus(tx, inv.id, 'sent'));
        await db.transaction((tx) =>
          recordPayment(tx, inv.id, { date: d.d, amount: Math.floor(inv.amountDue / 2), method: 'check', reference: null }),
        );
      }
    }
  }
  return { projects: active.length, invoices, ms: performance.now() - t };
}

export const billingSpecs = (): SoloSpec[] => [
  { path: '/api/billing/wip', note: 'WIP of the active projects', p99TargetMs: WIP_TARGET_MS },
];

/** The uncached WIP report: one statement, the arithmetic per row and the total, schema check and JSON. */
export async function billingSqlCosts(db: Db): Promise<SqlCost[]> {
  const report = await wipReport(db);
  return [
    {
      name: 'wipReport (uncached)',
      note: `${report.rows.length} active projects: 1 statement + arithmetic + schema + JSON`,
      timing: await timeQuery(async () => JSON.stringify(billingApi.wip.response.parse(await wipReport(db)))),
    },
  ];
}

const ms2 = (n: number) => n.toFixed(2);

/** Targets the billing section missed, as sentences. */
export function billingMisses(costs: SqlCost[]): string[] {
  return costs
    .filter((c) => !(c.timing.median < WIP_TARGET_MS))
    .map((c) => `${c.name}: median ${ms2(c.timing.median)} ms, target < ${WIP_TARGET_MS} ms`);
}

async function main() {
  const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL || undefined);
  try {
    console.log(
      `# Billing — ${bench.label}; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    const gen = await generateDataset(bench.database.db);
    console.log(`Dataset: ${gen.counts.projects} projects in ${(gen.totalMs / 1000).toFixed(1)} s`);
    const db = bench.database.db;
    const seeded = await seedBilling(db, gen.options.today);
    console.log(`Billing: ${seeded.invoices} invoices on ${seeded.projects} active projects in ${(seeded.ms / 1000).toFixed(1)} s`);
    const [cost] = await billingSqlCosts(db);
    console.log(
      `${cost.name}: median ${ms2(cost.timing.median)} ms (min ${ms2(cost.timing.min)}, max ${ms2(cost.timing.max)}), ${cost.note}`,
    );
    const app = await buildApp({ database: bench.database, logLevel: 'silent', autoChecks: false });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const wip = (await (await fetch(`${url}/api/billing/wip`)).json()) as { rows: unknown[]; totals: Record<string, number> };
    console.log(
      `WIP: ${wip.rows.length} rows; total contract ${wip.totals.contractValue}, billed ${wip.totals.billedToDate}, earned ${wip.totals.earnedRevenue}`,
    );
    const missed = billingMisses([cost]);
    for (const spec of billingSpecs()) {
      const r = await measureLoad({ url: url + spec.path, connections: 16, durationSeconds: 10, warmupSeconds: 1 });
      console.log(
        `${spec.path}: p50 ${ms2(r.p50)} ms, p99 ${ms2(r.p99)} ms, ${Math.round(r.requestsPerSecond)} req/s, non-2xx ${r.non2xx}`,
      );
      if (!(r.p99 < spec.p99TargetMs)) missed.push(`${spec.path}: p99 ${ms2(r.p99)} ms, target < ${spec.p99TargetMs} ms`);
      if (r.non2xx > 0) missed.push(`${spec.path}: ${r.non2xx} non-2xx answers`);
    }
    console.log(missed.length === 0 ? 'All billing targets met.' : `MISSED: ${missed.join('; ')}`);
    await app.close();
  } finally {
    await bench.close();
  }
}

if (process.argv[1]?.endsWith('billing.ts')) await main();
