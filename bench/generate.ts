import { sql } from 'drizzle-orm';
import { todayIso } from '../domain/dates';
import type { Db } from '../server/db/client';
import { refreshKeptFigures } from '../server/db/kept-figures';
import { rows } from '../server/db/sql-fragments';
import { buildDataset, type DatasetOptions } from './dataset';
import { COST_CODE_IDS } from './dataset/job-cost-codes';
import type { TableRows } from './dataset/types';
import { benchScale, scaledDataset } from './dataset/types';
import { loadTable, syncSequence } from './sql-insert';
import { checkProjectTotals, countRows, type TotalsCheck } from './verify-totals';

export type GenerationResult = {
  options: DatasetOptions;
  /** Milliseconds per phase: build (rows in memory), load (bulk INSERTs), refresh, triggered (tail through triggers), vacuum, verify. */
  phases: Record<string, number>;
  totalMs: number;
  counts: Record<string, number>;
  totals: TotalsCheck;
};

/** Tables whose writes the cost-total triggers watch. */
const COST_TABLES = new Set(['expenses', 'time_entries']);
/** Rows of each cost table inserted last, with the triggers on, so the check also covers the trigger path. */
const TRIGGERED_TAIL = 1_000;

const split = (t: TableRows, tail: number): [TableRows, TableRows] => [
  { ...t, rows: t.rows.slice(0, t.rows.length - tail) },
  { ...t, rows: t.rows.slice(t.rows.length - tail) },
];

/**
 * Fills an empty database with a deterministic dataset (default, times BENCH_SCALE: 2,000 projects of which 150 active,
 * 300 employees, 60 suppliers, 10 subcontractors, 200,000 expenses, 100,000 work records over 5 years).
 * Bulk rows load with the cost triggers off, then one refresh_project_costs computes every total; the last
 * rows go through the triggers. Throws unless the stored totals equal a recomputation from the detail rows.
 */
/** A small contractor: 60 projects (20 active), 25 people, a few thousand costs (npm run lighthouse, bench:first-load). */
export const SMALL_CONTRACTOR: Partial<DatasetOptions> = {
  projects: 60,
  activeProjects: 20,
  employees: 25,
  suppliers: 10,
  subcontractors: 5,
  expenses: 3_000,
  workRecords: 1_500,
};

export async function generateDataset(db: Db, opts: Partial<DatasetOptions> = {}): Promise<GenerationResult> {
  const options: DatasetOptions = { ...scaledDataset(benchScale()), today: todayIso(), ...opts };
  const phases: Record<string, number> = {};
  const started = performance.now();
  let mark = started;
  const lap = (name: string) => {
    const now = performance.now();
    phases[name] = now - mark;
    mark = now;
  };

  const dataset = buildDataset(options);
  lap('build');

  // The dataset names cost codes by the ids migration 0058 gives them on a fresh database.
  const seeded = await rows<{ id: number; code: string }>(db.execute(sql`SELECT id, code FROM cost_codes ORDER BY id`));
  for (const [code, id] of Object.entries(COST_CODE_IDS)) {
    if (seeded.find((r) => r.code === code)?.id !== id) throw new Error(`cost code ${code} is not id ${id}: ${JSON.stringify(seeded)}`);
  }

  const tails: TableRows[] = [];
  for (const table of dataset.tables) {
    const triggered = COST_TABLES.has(table.table);
    const [bulk, tail] = triggered ? split(table, Math.min(TRIGGERED_TAIL, table.rows.length)) : [table, null];
    await loadTable(db, bulk, { userTriggersOff: triggered });
    if (tail) tails.push(tail);
  }
  for (const table of ['employees', 'suppliers', 'subcontractors', 'projects', 'commitments', 'commitment_lines'])
    await syncSequence(db, table);
  lap('load');

  await refreshKeptFigures(db);
  lap('refresh');

  for (const tail of tails) await loadTable(db, tail, { userTriggersOff: false });
  lap('triggered');

  // The usual end of a bulk load: reclaim the row versions left by the totals refresh and gather planner
  // statistics (PGlite runs no autovacuum), so query timings reflect a settled database.
  await db.execute(sql`VACUUM ANALYZE`);
  lap('vacuum');

  const totals = await checkProjectTotals(db);
  lap('verify');
  if (totals.mismatches !== 0 || totals.projects !== options.projects) {
    throw new Error(`Project totals differ from the detail rows: ${JSON.stringify(totals)}`);
  }
  const counts = await countRows(db);
  return { options, phases, totalMs: performance.now() - started, counts, totals };
}
