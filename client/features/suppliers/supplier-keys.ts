import { queryOptions } from '@tanstack/react-query';
import type { Supplier } from '../../../domain/people';
import { apiGet } from '../../lib/api';

/** Query keys of the suppliers; every key starts with 'suppliers'. */
export const supplierKeys = {
  all: ['suppliers'] as const,
  list: () => [...supplierKeys.all, 'list'] as const,
};

export const supplierQueries = {
  /** GET /api/suppliers: every one of them (screens filter). */
  list: () => queryOptions({ queryKey: supplierKeys.list(), queryFn: () => apiGet<Supplier[]>('/api/suppliers') }),
};
