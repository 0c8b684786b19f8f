/** Query keys of the AI Project Analyzer; every key starts with 'analyzer'. */
export const analyzerKeys = {
  all: ['analyzer'] as const,
  insights: () => [...analyzerKeys.all, 'dashboard-insights'] as const,
  project: (id: number) => [...analyzerKeys.all, 'project', id] as const,
};
