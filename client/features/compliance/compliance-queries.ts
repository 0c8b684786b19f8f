import { queryOptions } from '@tanstack/react-query';
import { complianceApi } from '../../../domain/api/compliance';
import { callApi } from '../../lib/call-api';
import { complianceKeys } from './compliance-keys';

export type PayeeType = 'supplier' | 'subcontractor';

/** Each compliance key with the call that fills it (contracts: domain/api/compliance.ts). */
export const complianceQueries = {
  list: () => queryOptions({ queryKey: complianceKeys.list(), queryFn: () => callApi(complianceApi.list) }),
  project: (projectId: number) =>
    queryOptions({
      queryKey: complianceKeys.project(projectId),
      queryFn: () => callApi(complianceApi.project, { params: { id: projectId } }),
    }),
  papers: (payeeType: PayeeType, id: number) =>
    queryOptions({
      queryKey: complianceKeys.papers(payeeType, id),
      queryFn: () =>
        payeeType === 'subcontractor'
          ? callApi(complianceApi.subcontractorPapers, { params: { id } })
          : callApi(complianceApi.supplierPapers, { params: { id } }),
    }),
};
