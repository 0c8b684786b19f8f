/**
 * Worker thread that makes the ledger's files of the accountant's pack (pack-thread.ts): a busy year is some 150,000
 * journal lines read and written three ways, seconds of CPU that on the main thread would add to the pack's own and
 * hold up other requests as long. It opens its own small pool on the PostgreSQL server the app uses, answers the
 * deflated files and is done. In the server bundle an entry of its own (scripts/server-build.mjs).
 */
import { parentPort } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/node-postgres';
import { answerOnce } from '../../adapters/threads/one-shot-worker';
import type { Db } from '../../db/client';
import { pg } from '../../db/pg-types';
import { deflatedLedgerFiles, type LedgerPackFiles, type LedgerPackJob } from './pack-thread';

answerOnce(parentPort, async ({ url, year }: LedgerPackJob): Promise<LedgerPackFiles> => {
  // Three connections: the year's lines, the opening balances and the chart are read together.
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  pool.on('error', () => {}); // a connection lost while idle; the statement that needed it fails instead
  try {
    // SQL only (db.execute): no schema needed.
    return await deflatedLedgerFiles(drizzle(pool) as unknown as Db, year);
  } finally {
    await pool.end();
  }
});
