import { queryOptions } from '@tanstack/react-query';
import { subcontractorsApi } from '../../../domain/api/subcontractors';
import { callApi } from '../../lib/call-api';

/** Query keys of the subcontractors; every key starts with 'subcontractors'. */
export const subcontractorKeys = {
  all: ['subcontractors'] as const,
  list: () => [...subcontractorKeys.all, 'list'] as const,
};

/** Each key with the call that fills it (contracts: domain/api/subcontractors.ts). */
export const subcontractorQueries = {
  /** GET /api/subcontractors: every one of them (screens filter). */
  list: () => queryOptions({ queryKey: subcontractorKeys.list(), queryFn: () => callApi(subcontractorsApi.list) }),
};
