/** Query keys of the timesheet; every key starts with 'timesheet'. */
export const timesheetKeys = {
  all: ['timesheet'] as const,
  week: (sunday: string) => [...timesheetKeys.all, sunday] as const,
};
