import { queryOptions } from '@tanstack/react-query';
import { backupsApi } from '../../../domain/api/backups';
import { callApi, endpointUrl } from '../../lib/call-api';
import { backupKeys } from './backup-keys';

export const backupQueries = {
  /** GET /api/system/backups: the kept backups, newest first. */
  list: () => queryOptions({ queryKey: backupKeys.list(), queryFn: () => callApi(backupsApi.list) }),
};

/** Where a kept backup downloads from. */
export function backupDownloadUrl(name: string): string {
  return endpointUrl({ path: backupsApi.download.path }, { params: { name } });
}

/**
 * POST /api/system/backups writes a new backup on the server (nothing is written by a GET, issue 38); the
 * finished file then downloads from GET /api/system/backups/:name, a same-origin link the browser saves.
 */
export async function downloadNewBackup(): Promise<string> {
  const made = await callApi(backupsApi.create, { body: {} });
  const a = document.createElement('a');
  a.href = backupDownloadUrl(made.name);
  a.download = made.name;
  a.click();
  return made.name;
}

/** POST /api/system/restore with the chosen file. */
export function restoreBackup(file: File) {
  const form = new FormData();
  form.append('backup', file);
  return callApi(backupsApi.restore, { form });
}
