/** Query keys of project photos; every key starts with 'photos'. */
export const photoKeys = {
  all: ['photos'] as const,
  project: (projectId: number) => [...photoKeys.all, projectId] as const,
};
