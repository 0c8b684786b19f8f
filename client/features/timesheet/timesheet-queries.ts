import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type TimesheetSave, timesheetApi } from '../../../domain/api/timesheet';
import { invalidateAfterWrite } from '../../app/data-changes';
import { callApi } from '../../lib/call-api';
import { timesheetKeys } from './timesheet-keys';

/** Each key with the call that fills it (contracts: domain/api/timesheet.ts). */
export const timesheetQueries = {
  /** GET /api/timesheet?week=: the crew, projects and work records of the week and the week before. */
  week: (sunday: string) =>
    queryOptions({ queryKey: timesheetKeys.week(sunday), queryFn: () => callApi(timesheetApi.get, { query: { week: sunday } }) }),
};

/** PUT /api/timesheet: one save of the week (or of today's crew), in one transaction on the server. */
export function useSaveTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimesheetSave) => callApi(timesheetApi.save, { body }),
    onSuccess: () => invalidateAfterWrite(queryClient, 'time_entries'),
  });
}
