import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * Durable storage for embedded PGlite (docs/decisions/040-durable-embedded-database-pglite-on-disk-earlier-choice-now.md).
 *
 * PGlite starts PostgreSQL with `-F` (fsync off), and its Emscripten file system would ignore an fsync anyway.
 * We start it with fsync on and `wal_sync_method=fsync`, so PostgreSQL itself asks for every flush it needs
 * (WAL at commit, data files, pg_control and directories at checkpoints, renames), and this file system turns
 * those requests into real fsyncs on the host files. A commit's WAL fsync is deferred and shared: every query
 * call waits (waitDurable) until one fsync round covering all WAL written so far has finished, so concurrent
 * commits share one fsync (group commit) and the event loop is not blocked while the disk flushes. To keep
 * PostgreSQL's write-ahead rule, pending WAL is flushed synchronously before any other file is written,
 * truncated, renamed, removed or fsynced.
 */

/** Counters for tests and measurements; fsyncs counts every fsync this module issued on a host file. */
export const durabilityStats = { fsyncs: 0, walFlushRequests: 0, groupRounds: 0 };

/** PostgreSQL settings for a durable PGlite: PGlite's defaults without `-F`, plus fsync through our hook. */
export const durableStartParams = ['-c', 'fsync=on', '-c', 'wal_sync_method=fsync', '-c', 'synchronous_commit=on'];

const walSegment = /[/\\]pg_wal[/\\][0-9A-F]{24}$/;

type EmNode = { parent: EmNode };
type EmStream = { node: EmNode; nfd?: number };
type EmOps = Record<string, (...args: never[]) => unknown>;
type EmModule = { NODEFS: { realPath(node: EmNode): string; stream_ops: EmOps; node_ops: EmOps } };

/** fsyncs a file or directory by its path. */
export function fsyncFile(file: string) {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
    durabilityStats.fsyncs++;
  } finally {
    fs.closeSync(fd);
  }
}

async function fsyncFileAsync(file: string) {
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.sync();
    durabilityStats.fsyncs++;
  } finally {
    await handle.close();
  }
}

/** fsyncs every file and directory under root (once, after PGlite copied a fresh cluster into it). */
export function fsyncTree(root: string) {
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) fsyncTree(full);
    else if (entry.isFile()) fsyncFile(full);
  }
  fsyncFile(root);
}

export class DurableNodeFS extends NodeFS {
  /** WAL segments PostgreSQL asked to flush that no fsync round has taken yet. */
  private pending = new Set<string>();
  /** WAL segments being flushed by the round in flight. */
  private flushing = new Set<string>();
  private inflight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private failure: unknown = null;

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [...preRun, (mod: unknown) => this.hook(mod as EmModule)];
    return result;
  }

  /** Resolves once every WAL flush PostgreSQL has requested so far is on stable storage. */
  waitDurable(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.pending.size === 0) return this.inflight ?? Promise.resolve();
    if (!this.queued) {
      const previous = this.inflight ?? Promise.resolve();
      this.queued = previous.catch(() => {}).then(() => this.runRound());
    }
    return this.queued;
  }

  /** Flushes outstanding WAL now, on this thread: called before PostgreSQL touches any other file. */
  private flushPendingSync() {
    if (this.pending.size === 0 && this.flushing.size === 0) return;
    try {
      for (const file of new Set([...this.flushing, ...this.pending])) fsyncFile(file);
      // Both sets are durable now; the round in flight still answers its waiters when it ends.
      this.pending.clear();
      this.flushing.clear();
    } catch (err) {
      this.failure = err;
      throw err;
    }
  }

  private async runRound() {
    this.queued = null;
    const files = [...this.pending];
    this.pending.clear();
    for (const f of files) this.flushing.add(f);
    const round = Promise.all(files.map(fsyncFileAsync)).then(() => {
      durabilityStats.groupRounds++;
    });
    this.inflight = round;
    try {
      await round;
    } catch (err) {
      this.failure = err;
      throw err;
    } finally {
      this.flushing.clear();
      if (this.inflight === round) this.inflight = null;
    }
  }

  private hook(mod: EmModule) {
    const nodefs = mod.NODEFS;
    const streamOps = nodefs.stream_ops;
    const nodeOps = nodefs.node_ops;
    const self = this;
    streamOps.fsync = (stream: EmStream) => {
      const file = nodefs.realPath(stream.node);
      if (walSegment.test(file)) {
        durabilityStats.walFlushRequests++;
        this.pending.add(file);
        return 0;
      }
      this.flushPendingSync();
      if (stream.nfd === undefined) fsyncFile(file);
      else {
        fs.fsyncSync(stream.nfd);
        durabilityStats.fsyncs++;
      }
      return 0;
    };
    const guard = (ops: EmOps, name: string, isWal: (args: unknown[]) => boolean) => {
      const original = ops[name] as (...args: unknown[]) => unknown;
      ops[name] = function (this: unknown, ...args: unknown[]) {
        if ((self.pending.size > 0 || self.flushing.size > 0) && !isWal(args)) self.flushPendingSync();
        return original.apply(this, args);
      } as EmOps[string];
    };
    const streamIsWal = (args: unknown[]) => walSegment.test(nodefs.realPath((args[0] as EmStream).node));
    guard(streamOps, 'write', streamIsWal);
    guard(streamOps, 'setattr', () => false);
    for (const name of ['setattr', 'rename', 'unlink', 'rmdir']) guard(nodeOps, name, () => false);
  }
}

/**
 * Makes every PGlite call (query, exec, transaction) answer only after what it committed is durable, and
 * after any commit it could have seen: the waiting happens outside PGlite's lock, so the next statements run
 * while the disk flushes.
 */
export function awaitDurability(client: PGlite, durable: DurableNodeFS) {
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, {
      [name]: async (...args: unknown[]) => {
        const result = await original(...args);
        await durable.waitDurable();
        return result;
      },
    });
  }
}
