import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exited, freePort, waitReady } from './processes';

// Issue 46: a newcomer's first `npm start` (no dist/ yet) builds the client and the server, then serves. The build
// must not leave its esbuild service process (about 300 MB resident) running for the life of the server.

const repo = path.resolve(import.meta.dirname, '../..');

/** A fresh checkout: the working tree's tracked files, node_modules linked, no dist/ and no data. */
function freshCheckout(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-first-start-'));
  fs.chmodSync(dir, 0o755); // the embedded PostgreSQL runs as the user postgres, who must enter every folder to DATA_DIR
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const f of files) {
    const from = path.join(repo, f);
    if (!fs.existsSync(from)) continue; // deleted in the working tree, not yet committed
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, f));
  }
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

type Proc = { pid: number; ppid: number; rssKb: number; cmd: string };

/** Every process on the machine with its parent, resident memory and command line (from /proc). */
function processes(): Proc[] {
  const out: Proc[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = fs.readFileSync(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const cmd = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      out.push({ pid: Number(name), ppid, rssKb, cmd });
    } catch {
      // the process ended while it was read
    }
  }
  return out;
}

/** The process and all its descendants. */
function tree(rootPid: number): Proc[] {
  const all = processes();
  const found = all.filter((p) => p.pid === rootPid);
  for (let i = 0; i < found.length; i++) found.push(...all.filter((p) => p.ppid === found[i].pid));
  return found;
}

/** The process tree of a server 10 s after it is ready (memory as it settles), and its resident memory in MB. */
async function settledTree(child: ChildProcess): Promise<{ procs: Proc[]; rssMb: number }> {
  await new Promise((r) => setTimeout(r, 10_000));
  const procs = tree(child.pid ?? 0);
  expect(procs.map((p) => p.pid)).toContain(child.pid);
  return { procs, rssMb: Math.round(procs.reduce((sum, p) => sum + p.rssKb, 0) / 1024) };
}

describe('the first npm start on a fresh checkout', () => {
  let child: ChildProcess | null = null;
  let dir = '';
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('builds, serves, and leaves no build process running once /api/health answers', async () => {
    dir = freshCheckout();
    expect(fs.existsSync(path.join(dir, 'dist'))).toBe(false);
    const port = await freePort();
    const env = { ...process.env, PORT: String(port), DATA_DIR: path.join(dir, 'data'), NODE_ENV: 'production' };
    child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (d) => {
      output += d;
    });
    child.stderr?.on('data', (d) => {
      output += d;
    });
    await waitReady(`http://127.0.0.1:${port}`, 600_000).catch((e) => {
      throw new Error(`${e.message}\n${output}`);
    });
    const health = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
    expect(output).toMatch(/Building the server/); // it did build: this was a first start
    expect(health).toEqual({ status: 'ok', database: 'postgres' }); // the default engine, embedded PostgreSQL
    const first = await settledTree(child);
    expect(first.procs.filter((p) => /esbuild|vite/.test(p.cmd)).map((p) => p.cmd)).toEqual([]);
    console.log(`first start (${health.database}): ${first.procs.length} processes, ${first.rssMb} MB resident 10 s after ready`);

    // A restart on the built tree builds nothing.
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    output = '';
    child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (d) => {
      output += d;
    });
    await waitReady(`http://127.0.0.1:${port}`, 120_000);
    expect(output).not.toMatch(/Building/);
    const again = await settledTree(child);
    expect(again.procs.filter((p) => /esbuild|vite/.test(p.cmd)).map((p) => p.cmd)).toEqual([]);
    console.log(`restart: ${again.procs.length} processes, ${again.rssMb} MB resident 10 s after ready`);
  }, 900_000);
});
