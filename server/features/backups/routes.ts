import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { backupsApi } from '../../../domain/api/backups';
import { BACKUPS_KEPT, backupTimeOfName } from '../../../domain/backup';
import type { Feature } from '../../context';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { listBackups, writeBackup } from './backup';
import { startDailyBackups } from './daily';
import { restoreBackup } from './restore';
import { receiveBackup } from './upload';

/** Backups and restore (contracts: domain/api/backups.ts). */
export const backupRoutes: Feature = (ctx) => async (app) => {
  const { database, storage, backups } = ctx;

  route(app, backupsApi.create, async () => {
    const made = await writeBackup(database, storage, backups.dir);
    return { name: made.name, bytes: made.bytes, createdAt: backupTimeOfName(made.name) ?? made.manifest.createdAt };
  });

  route(app, backupsApi.list, async () => ({
    dir: backups.dir,
    daily: backups.daily,
    kept: BACKUPS_KEPT,
    backups: await listBackups(backups.dir),
  }));

  route(app, backupsApi.download, async (req, reply) => {
    const file = path.join(backups.dir, req.params.name);
    if (!(await fsp.stat(file).catch(() => null))) throw notFound('Backup');
    return sendBackup(reply, file, req.params.name);
  });

  route(app, backupsApi.restore, async (req) => {
    const file = await receiveBackup(req);
    try {
      return await restoreBackup(database, storage, file);
    } finally {
      await fsp.rm(path.dirname(file), { recursive: true, force: true });
    }
  });

  if (backups.daily) startDailyBackups(app, ctx);
};

function sendBackup(reply: import('fastify').FastifyReply, file: string, name: string) {
  return reply
    .type('application/gzip')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(fs.createReadStream(file));
}
