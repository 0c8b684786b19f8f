import { queryOptions } from '@tanstack/react-query';
import type { Subcontractor } from '../../../domain/people';
import { apiGet } from '../../lib/api';

/** Query keys of the subcontractors; every key starts with 'subcontractors'. */
export const subcontractorKeys = {
  all: ['subcontractors'] as const,
  list: () => [...subcontractorKeys.all, 'list'] as const,
};

export const subcontractorQueries = {
  /** GET /api/subcontractors: every one of them (screens filter). */
  list: () => queryOptions({ queryKey: subcontractorKeys.list(), queryFn: () => apiGet<Subcontractor[]>('/api/subcontractors') }),
};
