/** Query keys of the completed and paused project archives; every key starts with 'archives'. */
export const archiveKeys = {
  all: ['archives'] as const,
  completed: () => [...archiveKeys.all, 'completed'] as const,
  inactive: () => [...archiveKeys.all, 'inactive'] as const,
};
