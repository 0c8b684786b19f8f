/** Query keys of a project's analyses; every key starts with 'analysis', then the project id. */
export const analysisKeys = {
  all: ['analysis'] as const,
  project: (projectId: number) => [...analysisKeys.all, projectId] as const,
  profit: (projectId: number) => [...analysisKeys.project(projectId), 'profit'] as const,
  progress: (projectId: number) => [...analysisKeys.project(projectId), 'progress'] as const,
  photoAnalyses: (projectId: number) => [...analysisKeys.project(projectId), 'photo-analyses'] as const,
};
