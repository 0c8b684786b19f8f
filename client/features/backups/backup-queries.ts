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

/** GET /api/system/backup: writes a new backup on the server and saves it in the browser's downloads. */
export async function downloadNewBackup(): Promise<string> {
  const res = await fetch(backupsApi.create.path);
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `The backup failed (HTTP ${res.status})`);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'plumbline-backup.tar.gz';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** POST /api/system/restore with the chosen file. */
export function restoreBackup(file: File) {
  const form = new FormData();
  form.append('backup', file);
  return callApi(backupsApi.restore, { form });
}
