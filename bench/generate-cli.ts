// `npx tsx bench/generate-cli.ts`: generates the bench dataset (times BENCH_SCALE) into the bench database
// (BENCH_DATABASE_URL or the bench's PGlite folder) and prints how long each phase took and the row counts.
import { openBenchDatabase } from './database';
import { generateDataset } from './generate';

async function main(): Promise<void> {
  const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL || undefined);
  try {
    const g = await generateDataset(bench.database.db);
    const phases = Object.entries(g.phases).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`);
    console.log(`Generated in ${(g.totalMs / 1000).toFixed(1)} s (${phases.join(', ')})`);
    console.log(
      Object.entries(g.counts)
        .map(([k, v]) => `${k} ${Number(v).toLocaleString('en-US')}`)
        .join(', '),
    );
  } finally {
    await bench.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
