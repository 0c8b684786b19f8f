import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The app as `npm start` runs it, in its own process. */
export type ServerProcess = {
  url: string;
  pid: number;
  /** From spawning the process to the first 200 of GET /api/health, in ms. */
  msToFirst200: number;
  /**
   * Memory of the server now, in bytes (Linux /proc): the app's resident set plus the proportional set size of
   * every process it started (the embedded PostgreSQL and its backends share memory, so PSS, not RSS).
   */
  rss: () => number;
  /** The same, split: the app process alone and the processes it started. */
  memory: () => { app: number; children: number };
  stop: () => Promise<void>;
};

/** Resident set size of a process in bytes, from /proc/<pid>/status (VmRSS). */
export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb[1]) * 1024;
}

/** Proportional set size of a process in bytes (/proc/<pid>/smaps_rollup), 0 if it is gone. */
function pssOf(pid: number): number {
  try {
    const kb = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return kb ? Number(kb[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Every process below pid (children, their children…), from /proc/<n>/stat. */
function descendantsOf(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {}
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const p = queue.shift() as number;
    for (const [child, parent] of parentOf) if (parent === p) found.push(child), queue.push(child);
  }
  return found;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs `node scripts/start.mjs` (the built server; builds first if stale, so call ensure*Build before timing)
 * with the given environment on a port, and resolves once GET /api/health answers 200.
 */
export async function startServerProcess(opts: { port: number; env: Record<string, string>; timeoutMs?: number }): Promise<ServerProcess> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...opts.env, PORT: String(opts.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = started + (opts.timeoutMs ?? 120_000);
  for (;;) {
    if (gone) throw new Error(`the server process exited before answering (see its output above)`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer GET /api/health within ${opts.timeoutMs ?? 120_000} ms`);
    }
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    await sleep(10);
  }
  const msToFirst200 = performance.now() - started;
  const pid = child.pid as number;
  return {
    url,
    pid,
    msToFirst200,
    rss: () => rssOf(pid) + descendantsOf(pid).reduce((sum, p) => sum + pssOf(p), 0),
    memory: () => ({ app: rssOf(pid), children: descendantsOf(pid).reduce((sum, p) => sum + pssOf(p), 0) }),
    stop: async () => {
      if (!gone) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
