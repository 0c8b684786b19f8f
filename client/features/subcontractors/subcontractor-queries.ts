import { queryOptions } from '@tanstack/react-query';
import { subcontractorsApi } from '../../../domain/api/subcontractors';
import { callApi } from '../../lib/call-api';
import { subcontractorKeys } from './subcontractor-keys';

/** Each key with the call that fills it (contracts: domain/api/subcontractors.ts). */
export const subcontractorQueries = {
  /** GET /api/subcontractors: every one of them (screens filter). */
  list: () => queryOptions({ queryKey: subcontractorKeys.list(), queryFn: () => callApi(subcontractorsApi.list) }),
};
