import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { reportsApi } from '../../../domain/api/reports';
import type { ReportRange } from '../../../domain/reports';
import { callApi } from '../../lib/call-api';
import { reportKeys } from './report-keys';

/** Each key with the call that fills it (contract: domain/api/reports.ts). */
export const reportQueries = {
  report: (range: ReportRange) =>
    queryOptions({
      queryKey: reportKeys.report(range),
      queryFn: () => callApi(reportsApi.report, { query: { range } }),
      placeholderData: keepPreviousData,
    }),
};
