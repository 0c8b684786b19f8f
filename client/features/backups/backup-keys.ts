/** Query keys of backups (Settings → Backup); every key starts with 'backups'. */
export const backupKeys = {
  all: ['backups'] as const,
  list: () => [...backupKeys.all, 'list'] as const,
};
