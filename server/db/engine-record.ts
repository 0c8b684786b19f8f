import fs from 'node:fs';
import path from 'node:path';

// Issue 38: a data folder's engine is decided once and recorded in the folder (DATA_DIR/engine.json), so a start
// that cannot open that engine stops instead of opening another, empty database
// (docs/decisions/076-robustness-issue-38-never-serve-empty-books-disk-full-the.md).

export type Engine = 'postgres' | 'pglite';

/** The file in DATA_DIR that names the engine holding the folder's books. */
export const ENGINE_FILE = 'engine.json';

/** A start that cannot open the database it must open: main.ts prints the message and exits 1 (no fallback). */
export class DatabaseStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseStartError';
  }
}

/** Where each engine keeps its cluster under DATA_DIR. */
export const ENGINE_FOLDER: Record<Engine, string> = { postgres: 'postgres', pglite: 'pglite' };

const ENGINE_NAME: Record<Engine, string> = { postgres: 'embedded PostgreSQL', pglite: 'PGlite' };

/** Whether DATA_DIR/<engine folder> holds a cluster. */
export function holdsCluster(dir: string, engine: Engine): boolean {
  return fs.existsSync(path.join(dir, ENGINE_FOLDER[engine], 'PG_VERSION'));
}

/** The engine engine.json names, null when the file is missing; a file that cannot be read stops the start. */
export function recordedEngine(dir: string): Engine | null {
  const file = path.join(dir, ENGINE_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw new DatabaseStartError(`cannot read ${file} (${code}): give the user running Plumbline read access to it`);
  }
  try {
    const engine = (JSON.parse(text) as { engine?: unknown }).engine;
    if (engine === 'postgres' || engine === 'pglite') return engine;
  } catch {}
  throw new DatabaseStartError(
    `${file} does not name an engine; it must hold {"engine": "postgres"} or {"engine": "pglite"} (whichever folder under DATA_DIR holds the books)`,
  );
}

/**
 * The engine an existing folder's contents show (a folder from before engine.json): PostgreSQL when it holds a
 * PostgreSQL cluster, PGlite when it holds only a PGlite one; null for a folder holding neither (a new folder).
 */
export function inferredEngine(dir: string): Engine | null {
  if (holdsCluster(dir, 'postgres')) return 'postgres';
  if (holdsCluster(dir, 'pglite')) return 'pglite';
  return null;
}

/** Writes engine.json (temporary file, fsync, rename, fsync of the folder), so it is whole or absent. */
export function recordEngine(dir: string, engine: Engine): void {
  const file = path.join(dir, ENGINE_FILE);
  if (recordedEngineQuiet(dir) === engine) return;
  const tmp = `${file}.${process.pid}.part`;
  const fd = fs.openSync(tmp, 'w', 0o644);
  try {
    fs.writeSync(fd, `${JSON.stringify({ engine, recordedAt: new Date().toISOString() })}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
  const dirFd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(dirFd);
  } finally {
    fs.closeSync(dirFd);
  }
}

function recordedEngineQuiet(dir: string): Engine | null {
  try {
    return recordedEngine(dir);
  } catch {
    return null;
  }
}

export type EngineChoice = {
  engine: Engine;
  /** recorded: engine.json; found: what the folder holds (recorded once opened); new: an empty folder. */
  source: 'recorded' | 'found' | 'new';
};

/**
 * Which engine a start must open for DATA_DIR: the recorded one, else the one the folder holds, else (a new
 * folder) DB_ENGINE, or PostgreSQL when its binaries exist here and PGlite when not. Refuses (DatabaseStartError)
 * a DB_ENGINE that names another engine than the folder's books are in, and a recorded engine whose folder is
 * gone: either would open an empty database in place of the books. A PGlite folder with DB_ENGINE unset or
 * "postgres" is chosen as PGlite: main.ts first moves it into the embedded PostgreSQL (the deliberate move,
 * README "Moving an existing PGlite folder").
 */
export function chooseEngine(dir: string, env: NodeJS.ProcessEnv, postgresAvailable: boolean): EngineChoice {
  const asked = env.DB_ENGINE === 'postgres' || env.DB_ENGINE === 'pglite' ? env.DB_ENGINE : null;
  const recorded = recordedEngine(dir);
  const found = inferredEngine(dir);
  const engine = recorded ?? found;
  if (!engine) return { engine: asked ?? (postgresAvailable ? 'postgres' : 'pglite'), source: 'new' };
  if (!holdsCluster(dir, engine)) {
    throw new DatabaseStartError(
      `${path.join(dir, ENGINE_FILE)} records the books in ${ENGINE_NAME[engine]}, but ${path.join(dir, ENGINE_FOLDER[engine])} holds no database. ` +
        `Put that folder back (or restore a backup with npm run restore into a new DATA_DIR); Plumbline will not open an empty database in its place.`,
    );
  }
  if (asked && asked !== engine && !(engine === 'pglite' && asked === 'postgres')) {
    throw new DatabaseStartError(
      `DB_ENGINE=${asked}, but the books in ${dir} are in ${ENGINE_NAME[engine]} (${path.join(dir, ENGINE_FOLDER[engine])}). ` +
        `Unset DB_ENGINE (or set DB_ENGINE=${engine}); to change engines, make a backup (npm run backup) and restore it into a new DATA_DIR.`,
    );
  }
  return { engine, source: recorded ? 'recorded' : 'found' };
}

/** How the start-up log and npm run backup name the database. */
export function describeDatabase(kind: Engine, opts: { databaseUrl?: string; dataDir: string }): string {
  if (opts.databaseUrl) return 'PostgreSQL (DATABASE_URL)';
  return `${ENGINE_NAME[kind]} in ${path.join(opts.dataDir, ENGINE_FOLDER[kind])}`;
}
