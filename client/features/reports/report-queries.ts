import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReportProjectSet } from '../../../domain/api/job-cost-reports';
import { jobCostReportsApi } from '../../../domain/api/job-cost-reports';
import { reportsApi } from '../../../domain/api/reports';
import type { ReportRange } from '../../../domain/reports';
import { callApi } from '../../lib/call-api';
import { reportKeys } from './report-keys';

/** Each key with the call that fills it (contracts: domain/api/reports.ts, domain/api/job-cost-reports.ts). */
export const reportQueries = {
  report: (range: ReportRange) =>
    queryOptions({
      queryKey: reportKeys.report(range),
      queryFn: () => callApi(reportsApi.report, { query: { range } }),
      placeholderData: keepPreviousData,
    }),
  companyJobCost: (projects: ReportProjectSet) =>
    queryOptions({
      queryKey: reportKeys.companyJobCost(projects),
      queryFn: () => callApi(jobCostReportsApi.companyJobCost, { query: { projects } }),
    }),
  commitmentsByPayee: (projects: ReportProjectSet) =>
    queryOptions({
      queryKey: reportKeys.commitmentsByPayee(projects),
      queryFn: () => callApi(jobCostReportsApi.commitmentsByPayee, { query: { projects } }),
    }),
};
