import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import type { BackupEntry } from '../../../domain/backup';
import { AppError } from '../../http/errors';

/** SHA-256 of bytes, hex. */
export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Writes a gzip-compressed tar to a stream, one buffered entry at a time, recording each entry's size and hash. */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly done: Promise<void>;
  readonly entries: BackupEntry[] = [];

  constructor(out: Writable) {
    this.done = pipeline(this.pack, zlib.createGzip({ level: 6 }), out);
    // A failed destination (a closed download) must not leave an unhandled rejection before finish() awaits it.
    this.done.catch(() => {});
  }

  /** Adds one entry; resolves when the archive has taken it (back-pressure from the destination). */
  async add(name: string, data: Buffer, recorded = true): Promise<void> {
    if (recorded) this.entries.push({ name, bytes: data.length, sha256: sha256(data) });
    await new Promise<void>((resolve, reject) => {
      this.pack.entry({ name, size: data.length, mtime: new Date(0), mode: 0o644 }, data, (err) => (err ? reject(err) : resolve()));
    });
  }

  /** Ends the archive and waits until every byte has reached the destination. */
  async finish(): Promise<void> {
    this.pack.finalize();
    await this.done;
  }

  /** Stops writing after a failure; the destination gets an incomplete (and therefore refused) archive. */
  abort(err: Error): void {
    this.pack.destroy(err);
  }
}

export const DAMAGED = 'This backup file is damaged or incomplete';

/**
 * Reads every entry of a backup file in order. The handler gets each entry whole (entries are at most a batch
 * of rows or one uploaded file). A file that is not a gzip tar, or is cut short, is refused as damaged.
 */
export async function readArchive(file: string, onEntry: (name: string, data: Buffer) => Promise<void> | void): Promise<void> {
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: unknown) => chunks.push(c as Buffer));
    stream.on('error', next);
    stream.on('end', () => {
      Promise.resolve(onEntry(header.name, Buffer.concat(chunks))).then(() => next(), next);
    });
  });
  try {
    await pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new AppError('invalid', `No backup file at ${file}`);
    throw new AppError('invalid', DAMAGED);
  }
}
