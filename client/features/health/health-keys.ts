/** Query keys of project health; every key starts with 'health'. */
export const healthKeys = {
  all: ['health'] as const,
  metrics: () => [...healthKeys.all, 'metrics'] as const,
  /** The summary for a focus project (or 'all') and the Refresh counter (spec part 2 §7: both act as keys). */
  summary: (focus: number | 'all', refresh: number) => [...healthKeys.all, 'summary', focus, refresh] as const,
  project: (projectId: number) => [...healthKeys.all, 'project', projectId] as const,
  /** A project's shared snapshot links (issue 39). */
  sharedLinks: (projectId: number) => [...healthKeys.all, 'shared-links', projectId] as const,
};
