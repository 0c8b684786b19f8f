// `npm run backup` and `npm run restore -- FILE`: the same backup and restore as Settings → Backup, for a
// server that is stopped (or not set up yet), on the database the environment names (DATA_DIR or DATABASE_URL).
import path from 'node:path';
import { formatUsd } from '../../../domain/money';
import { openStorage } from '../../adapters/storage';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { DatabaseStartError, describeDatabase } from '../../db/engine-record';
import { AppError } from '../../http/errors';
import { writeBackup } from './backup';

const usd = (text: string) => formatUsd(Number(text));

import { restoreBackup } from './restore';

const [command, fileArg] = process.argv.slice(2);
const config = loadConfig();

/** A running server owns an embedded database: refuse rather than open it twice. */
async function refuseWhileServing(): Promise<void> {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/api/health`;
  const answered = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    (r) => r.ok,
    () => false,
  );
  if (answered) throw new AppError('conflict', `A Plumbline server is running at ${url.replace('/api/health', '')}: stop it first.`);
}

async function main(): Promise<void> {
  if (command !== 'backup' && !(command === 'restore' && fileArg)) {
    console.error(
      'Usage: npm run backup            (writes a backup into BACKUP_DIR)\n       npm run restore -- FILE   (restores FILE into an empty database)',
    );
    process.exitCode = 2;
    return;
  }
  await refuseWhileServing();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = await openStorage(config.s3, config.dataDir);
  const where = describeDatabase(database.kind, config);
  try {
    if (command === 'backup') {
      const made = await writeBackup(database, storage, config.backupDir);
      const rowsTotal = made.manifest.tables.reduce((n, t) => n + t.rows, 0);
      console.log(`Backup of ${where} written: ${made.file}`);
      console.log(`${rowsTotal} rows in ${made.manifest.tables.length} tables, ${made.manifest.files} files, ${made.bytes} bytes.`);
      return;
    }
    const report = await restoreBackup(database, storage, path.resolve(fileArg));
    console.log(`Restored ${path.basename(fileArg)} (made ${report.backupCreatedAt}) into ${where} in ${report.seconds} s.`);
    for (const t of report.tables) if (t.rows > 0) console.log(`  ${t.name.padEnd(28)} ${String(t.rows).padStart(9)} rows`);
    console.log(`  files${' '.repeat(23)} ${String(report.files).padStart(9)}`);
    console.log(
      `Totals equal the backup's manifest: expenses ${usd(report.totals.expenses)}, labor ${usd(report.totals.laborPay)}, payments ${usd(report.totals.payments)}.`,
    );
    console.log(
      report.reconciliation.differences === 0
        ? 'Books check: every stored total equals its recomputation.'
        : `Books check: ${report.reconciliation.differences} difference(s); open Settings → Check the books.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof AppError || err instanceof DatabaseStartError ? err.message : err);
  process.exitCode = 1;
});
