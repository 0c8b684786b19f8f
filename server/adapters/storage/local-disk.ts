import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assertSafeName, type FileStorage, SAFE_NAME, type StorageArea } from './types';

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

export function localDiskStorage(root: string): LocalDiskStorage {
  const resolved = path.resolve(root);
  fsSync.mkdirSync(resolved, { recursive: true });
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
      const file = await fs.open(tmp, 'w');
      try {
        await file.writeFile(data);
        await file.sync();
      } finally {
        await file.close();
      }
      await fs.rename(tmp, target);
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
