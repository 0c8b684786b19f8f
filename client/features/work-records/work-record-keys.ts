/** Query keys of work records; every key starts with 'work-records'. */
export const workRecordKeys = {
  all: ['work-records'] as const,
  project: (projectId: number) => [...workRecordKeys.all, projectId] as const,
};
