import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assertSafeName, type FileStorage, SAFE_NAME, STORAGE_AREAS, type StorageArea } from './types';

function fullPath(root: string, area: StorageArea, fileName: string): string {
  assertSafeName(fileName);
  return path.join(root, area, fileName);
}

/** Files on this machine's disk, served straight from the directory (the default). */
export interface LocalDiskStorage extends FileStorage {
  readonly kind: 'local disk';
  /** The directory served at /uploads/. */
  readonly root: string;
}

/** The .part files this process is writing now. */
const writing = new Set<string>();

/** Whether a process with this id runs here (a .part file of a running server is still being written). */
function running(pid: number): boolean {
  if (pid === process.pid) return false; // this process's own files under way are in `writing`
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the ".<pid>.part" files a killed or failed upload left in each area, except a running server's. */
export function removeLeftoverParts(root: string): string[] {
  const removed: string[] = [];
  for (const area of STORAGE_AREAS) {
    let names: string[];
    try {
      names = fsSync.readdirSync(path.join(root, area));
    } catch {
      continue;
    }
    for (const name of names) {
      const pid = Number(name.match(/\.(\d+)\.part$/)?.[1] ?? Number.NaN);
      const full = path.join(root, area, name);
      if (!name.endsWith('.part') || writing.has(full) || (Number.isInteger(pid) && running(pid))) continue;
      fsSync.rmSync(full, { force: true });
      removed.push(path.join(area, name));
    }
  }
  return removed;
}

export function localDiskStorage(root: string): LocalDiskStorage {
  const resolved = path.resolve(root);
  fsSync.mkdirSync(resolved, { recursive: true });
  removeLeftoverParts(resolved);
  return {
    kind: 'local disk',
    root: resolved,
    describe: () => `local disk (${resolved})`,
    async save(area, fileName, data) {
      const target = fullPath(resolved, area, fileName);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file; fsync the file and then its directory, so a
      // file a durable database row points to is on stable storage too (README "Durability").
      const tmp = `${target}.${process.pid}.part`;
      writing.add(tmp);
      try {
        const file = await fs.open(tmp, 'w');
        try {
          await file.writeFile(data);
          await file.sync();
        } finally {
          await file.close();
        }
        await fs.rename(tmp, target);
      } catch (err) {
        // A full disk (or any failure) leaves no half-written file behind (issue 38).
        await fs.rm(tmp, { force: true }).catch(() => {});
        throw err;
      } finally {
        writing.delete(tmp);
      }
      const dir = await fs.open(path.dirname(target), 'r');
      try {
        await dir.sync();
      } finally {
        await dir.close();
      }
    },
    async read(area, fileName) {
      try {
        return await fs.readFile(fullPath(resolved, area, fileName));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async remove(area, fileName) {
      await fs.rm(fullPath(resolved, area, fileName), { force: true });
    },
    async exists(area, fileName) {
      try {
        await fs.access(fullPath(resolved, area, fileName));
        return true;
      } catch {
        return false;
      }
    },
    async list(area) {
      try {
        const names = await fs.readdir(path.join(resolved, area));
        // Half-written files (".part") are not files yet.
        return names.filter((n) => SAFE_NAME.test(n) && !n.endsWith('.part')).sort();
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw e;
      }
    },
  };
}

/** A throw-away storage directory for tests and in-memory databases. */
export async function temporaryStorage(): Promise<LocalDiskStorage> {
  return localDiskStorage(await fs.mkdtemp(path.join(os.tmpdir(), 'plumbline-uploads-')));
}
