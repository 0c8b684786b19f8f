/** Query keys of project teams; every key starts with 'team'. */
export const teamKeys = {
  all: ['team'] as const,
  project: (projectId: number) => [...teamKeys.all, projectId] as const,
};
