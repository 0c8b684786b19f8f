import { OneShotWorker } from '../../adapters/threads/one-shot-worker';
import type { Database, Db } from '../../db/client';
import { type Deflated, deflated } from '../accounting/deflated';
import { ledgerPackFiles } from './exports';

export type LedgerPackJob = { url: string; year: number };
/** The ledger's files of a year deflated for the zip, and the README lines that say how to import each. */
export type LedgerPackFiles = { files: { name: string; data: Deflated }[]; readme: string[] };

/**
 * The ledger's files of a year, each deflated in Node's thread pool while the next is written (deflated.ts).
 * Run by the worker thread (pack-worker.ts) or, on PGlite, here.
 */
export async function deflatedLedgerFiles(db: Db, year: number): Promise<LedgerPackFiles> {
  const { files, readme } = await ledgerPackFiles(db, year);
  const pending = files.map((f) => ({ name: f.name, data: deflated(Buffer.from(f.make())) }));
  return { files: await Promise.all(pending.map(async (f) => ({ name: f.name, data: await f.data }))), readme };
}

/**
 * The ledger's files of the accountant's pack: a busy year's 150,000 journal lines, read and written three ways. On
 * PostgreSQL in a worker thread with its own connection (pack-worker.ts), at the same time as the pack's reports on
 * this thread; on PGlite, whose database lives in this thread, here.
 */
export function ledgerPackFilesFor(database: Database, year: number): Promise<LedgerPackFiles> {
  if (!database.url) return deflatedLedgerFiles(database.db, year);
  return new OneShotWorker<LedgerPackJob, LedgerPackFiles>(import.meta.url, 'pack-worker', 'ledger files').run({ url: database.url, year });
}
