import { queryOptions } from '@tanstack/react-query';
import { suppliersApi } from '../../../domain/api/suppliers';
import { callApi } from '../../lib/call-api';
import { supplierKeys } from './supplier-keys';

/** Each key with the call that fills it (contracts: domain/api/suppliers.ts). */
export const supplierQueries = {
  /** GET /api/suppliers: every one of them (screens filter). */
  list: () => queryOptions({ queryKey: supplierKeys.list(), queryFn: () => callApi(suppliersApi.list) }),
};
