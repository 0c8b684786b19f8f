/**
 * The general ledger's section of `npm run bench` (issue 41), also runnable alone: `npm run bench:ledger` (fresh
 * dataset, then only this). On the bench dataset's busiest year: the trial balance's cache-miss cost (the route's
 * work: SQL, formulas, schema, JSON; median of 20; target < 100 ms; its debits must equal its credits) and the
 * hledger journal of that year, built once (target < 10 s).
 */
import os from 'node:os';
import { ledgerApi } from '../domain/api/ledger';
import type { Db } from '../server/db/client';
import { hledgerExport } from '../server/features/ledger/exports';
import { trialBalanceReport } from '../server/features/ledger/reports';
import { busiestYear } from './accounting';
import { openBenchDatabase } from './database';
import { generateDataset } from './generate';
import { timeQuery } from './measure';
import type { SqlCost } from './sql-costs';

export const TRIAL_BALANCE_TARGET_MS = 100;
export const JOURNAL_TARGET_MS = 10_000;

export type LedgerFigures = { costs: SqlCost[]; journalMs: number; journalEntries: number; balanced: boolean; year: number };

export async function ledgerFigures(db: Db, year: number): Promise<LedgerFigures> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  let balanced = true;
  const miss = async () => {
    const tb = ledgerApi.trialBalance.response.parse(await trialBalanceReport(db, from, to));
    balanced = Math.round(tb.totalDebit * 100) === Math.round(tb.totalCredit * 100);
    return JSON.stringify(tb);
  };
  const costs: SqlCost[] = [
    { name: 'trial balance (cache miss)', note: `year ${year}: lines grouped in SQL + basis adjustment`, timing: await timeQuery(miss) },
  ];
  const t = performance.now();
  const journal = await hledgerExport(db, from, to);
  const journalMs = performance.now() - t;
  const journalEntries = journal.split('\n').filter((l) => /^\d{4}-\d\d-\d\d /.test(l)).length;
  return { costs, journalMs, journalEntries, balanced, year };
}

const ms2 = (n: number) => n.toFixed(2);

/** Targets the ledger missed, as sentences. */
export function ledgerMisses(f: LedgerFigures): string[] {
  const out: string[] = [];
  for (const c of f.costs)
    if (!(c.timing.median < TRIAL_BALANCE_TARGET_MS))
      out.push(`${c.name}: median ${ms2(c.timing.median)} ms, target < ${TRIAL_BALANCE_TARGET_MS} ms`);
  if (!f.balanced) out.push(`trial balance ${f.year}: debits differ from credits`);
  if (!(f.journalMs < JOURNAL_TARGET_MS)) out.push(`hledger journal ${f.year}: ${(f.journalMs / 1000).toFixed(2)} s, target < 10 s`);
  return out;
}

/** Markdown table of the ledger's figures. */
export function ledgerTable(f: LedgerFigures): string {
  const tb = f.costs[0].timing;
  return [
    '| general ledger | figure | target | pass/fail |',
    '|---|---:|---|---|',
    `| trial balance ${f.year}, cache miss (median of ${tb.runs}) | ${ms2(tb.median)} ms | < 100 ms | ${tb.median < TRIAL_BALANCE_TARGET_MS ? 'pass' : 'FAIL'} |`,
    `| trial balance debits = credits | ${f.balanced ? 'yes' : 'no'} | yes | ${f.balanced ? 'pass' : 'FAIL'} |`,
    `| hledger journal ${f.year} (${f.journalEntries} entries) | ${(f.journalMs / 1000).toFixed(2)} s | < 10 s | ${f.journalMs < JOURNAL_TARGET_MS ? 'pass' : 'FAIL'} |`,
  ].join('\n');
}

async function main() {
  const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL || undefined);
  try {
    console.log(
      `# Ledger — ${bench.label}; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    const gen = await generateDataset(bench.database.db);
    console.log(`Dataset: ${gen.counts.projects} projects in ${(gen.totalMs / 1000).toFixed(1)} s`);
    const busy = await busiestYear(bench.database.db);
    console.log(`Busiest year ${busy.year}: ${busy.expenses} expenses, ${busy.workRecords} work records`);
    const f = await ledgerFigures(bench.database.db, busy.year);
    console.log(ledgerTable(f));
    const missed = ledgerMisses(f);
    console.log(missed.length === 0 ? 'All ledger targets met.' : `MISSED: ${missed.join('; ')}`);
  } finally {
    await bench.close();
  }
}

if (process.argv[1]?.endsWith('ledger.ts')) await main();
