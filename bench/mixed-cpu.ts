/**
 * npm run bench:mixed — the mixed load of `npm run bench` alone, against the built server on the database the last
 * full bench left in bench/data (run `npm run bench` once first), with the CPU each request cost: the app process
 * and the processes it started (the embedded PostgreSQL), from /proc. CPU time per request does not depend much on
 * what else the machine is doing, so it compares engines and changes on a busy machine where latencies cannot.
 * BENCH_MIXED_DURATION (s, default 30), BENCH_CONNECTIONS (default 16).
 */
import fs from 'node:fs';
import { ensureClientBuild } from '../scripts/client-build.mjs';
import { ensureServerBuild } from '../scripts/server-build.mjs';
import { openDatabase } from '../server/db/client';
import { PGLITE_DIR } from './database';
import { measureMixedLoad, mixedLoadInputs, mixedTable } from './mixed-load';
import { freePort, startServerProcess } from './server-process';

const seconds = Number(process.env.BENCH_MIXED_DURATION ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU time (user + system) of a process and everything below it, in ms. */
function cpuMs(pid: number): { app: number; children: number } {
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields after the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14)
      stats.set(Number(name), { parent: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) });
    } catch {}
  }
  let children = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const p = queue.shift() as number;
    for (const [child, s] of stats) if (s.parent === p) (children += s.ticks), queue.push(child);
  }
  const own = stats.get(pid);
  const toMs = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;
  return { app: toMs(own ? own.ticks : 0), children: toMs(children) };
}

async function main(): Promise<void> {
  if (!fs.existsSync(PGLITE_DIR)) throw new Error('bench/data is empty: run `npm run bench` once first');
  ensureClientBuild({ quiet: true });
  await ensureServerBuild({ quiet: true });
  const db = await openDatabase({ dataDir: PGLITE_DIR });
  const inputs = await mixedLoadInputs(db.db);
  const engine = db.kind === 'pglite' ? 'PGlite' : 'embedded PostgreSQL';
  await db.close();
  const server = await startServerProcess({ port: await freePort(), env: { DATA_DIR: PGLITE_DIR } });
  try {
    const before = cpuMs(server.pid);
    const r = await measureMixedLoad({ ...inputs, baseUrl: server.url, connections, durationSeconds: seconds, warmupSeconds: 0 });
    const after = cpuMs(server.pid);
    const per = (a: number, b: number) => ((a - b) / r.requests).toFixed(3);
    console.log(`# Mixed load, ${engine}, ${connections} connections, ${seconds} s\n`);
    console.log(mixedTable(r));
    console.log(`\n| CPU per request | ms |\n|---|---:|`);
    console.log(`| app process | ${per(after.app, before.app)} |`);
    console.log(`| processes it started (database) | ${per(after.children, before.children)} |`);
    console.log(`| total | ${per(after.app + after.children, before.app + before.children)} |`);
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
