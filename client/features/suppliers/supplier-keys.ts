import { queryOptions } from '@tanstack/react-query';
import { suppliersApi } from '../../../domain/api/suppliers';
import { callApi } from '../../lib/call-api';

/** Query keys of the suppliers; every key starts with 'suppliers'. */
export const supplierKeys = {
  all: ['suppliers'] as const,
  list: () => [...supplierKeys.all, 'list'] as const,
};

/** Each key with the call that fills it (contracts: domain/api/suppliers.ts). */
export const supplierQueries = {
  /** GET /api/suppliers: every one of them (screens filter). */
  list: () => queryOptions({ queryKey: supplierKeys.list(), queryFn: () => callApi(suppliersApi.list) }),
};
