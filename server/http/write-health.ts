import fs from 'node:fs';
import { pgErrorCode } from '../db/references';

// Issue 38 scope 5: a full disk or a database that is gone answers clearly (507 / 503, never a generic 500), and
// GET /api/health/ready answers 503 while writes cannot succeed, so a load balancer stops sending them here
// (docs/decisions/076-robustness-issue-38-never-serve-empty-books-disk-full-the.md).

export const DISK_FULL_MESSAGE = "The server's disk is full: nothing was saved. Free space on the server, then try again.";
export const DATABASE_GONE_MESSAGE = 'The database cannot be reached right now: nothing was saved. Try again in a moment.';

export type SevereKind = 'disk-full' | 'database-gone';

/** PostgreSQL's disk_full (53100), Node's ENOSPC / EDQUOT, PGlite's WASI errno 51, or the text they all carry. */
export function isDiskFull(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; errno?: unknown; name?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (e.code === 'ENOSPC' || e.code === 'EDQUOT' || e.code === '53100' || (e.name === 'ErrnoError' && e.errno === 51)) return true;
    if (typeof e.message === 'string' && /No space left on device|could not extend file|disk is full/i.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** PostgreSQL codes of a server that went away or refuses connections: admin/crash shutdown, cannot connect now, connection failures. */
const GONE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EPIPE',
  'ETIMEDOUT',
]);

/** A database that is not there: its connection refused or lost, or the embedded one closed. */
export function isDatabaseGone(err: unknown): boolean {
  const code = pgErrorCode(err);
  if (code && GONE_CODES.has(code)) return true;
  for (let e = err as { message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.message === 'string' && /Connection terminated|PGlite is closed|after calling end on the pool/i.test(e.message))
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

export type WriteHealthOptions = {
  /** Local folders the writes go to (DATA_DIR for an embedded database, the uploads folder on local disk). */
  folders?: string[];
  /** Below this many free bytes in any folder, readiness is 503 (default 32 MB). */
  minFreeBytes?: number;
  /** After a disk-full or database-gone failure, readiness stays 503 at least this long (default 15 s). */
  coolDownMs?: number;
  /** Free bytes of the file system holding dir (default statfs); tests pass their own. */
  freeBytes?: (dir: string) => number | null;
};

function statfsFree(dir: string): number | null {
  try {
    const s = fs.statfsSync(dir);
    return s.bavail * s.bsize;
  } catch {
    return null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether writes can succeed on this server (readiness); severe failures are noted on it (errors.ts). */
    writeHealth: WriteHealth;
  }
}

/** Whether writes can succeed here: what readiness reports, and what a severe failure tells it. */
export class WriteHealth {
  private failedAt = 0;
  private failedKind: SevereKind | null = null;
  private readonly folders: string[];
  private readonly minFree: number;
  private readonly coolDown: number;
  private readonly free: (dir: string) => number | null;

  constructor(opts: WriteHealthOptions = {}) {
    this.folders = opts.folders ?? [];
    this.minFree = opts.minFreeBytes ?? 32 * 1024 * 1024;
    this.coolDown = opts.coolDownMs ?? 15_000;
    this.free = opts.freeBytes ?? statfsFree;
  }

  /** A write failed with a full disk or a missing database: readiness answers 503 until it is over. */
  note(kind: SevereKind): void {
    this.failedAt = Date.now();
    this.failedKind = kind;
  }

  /** The disk folder that is short of space, or null. */
  private shortFolder(): string | null {
    for (const dir of this.folders) {
      const free = this.free(dir);
      if (free !== null && free < this.minFree) return dir;
    }
    return null;
  }

  /**
   * Null when writes can succeed, else why not: a folder below the free-space floor, or a severe failure within the
   * cool-down. A disk-full failure ends once the cool-down has passed and every folder is above the floor.
   */
  problem(): { kind: SevereKind; message: string } | null {
    if (this.shortFolder()) return { kind: 'disk-full', message: DISK_FULL_MESSAGE };
    if (this.failedKind && Date.now() - this.failedAt < this.coolDown) {
      return { kind: this.failedKind, message: this.failedKind === 'disk-full' ? DISK_FULL_MESSAGE : DATABASE_GONE_MESSAGE };
    }
    this.failedKind = null;
    return null;
  }
}
