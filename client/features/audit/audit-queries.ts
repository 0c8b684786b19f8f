import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { auditApi } from '../../../domain/api/audit';
import { callApi } from '../../lib/call-api';
import { type AuditLogParams, auditKeys } from './audit-keys';

export const HISTORY_PAGE_SIZE = 20;

/** Each key with the call that fills it (contracts: domain/api/audit.ts). */
export const auditQueries = {
  /** GET /api/projects/{id}/history: one page of a project's money changes, newest first. */
  project: (projectId: number, page: number) =>
    queryOptions({
      queryKey: auditKeys.project(projectId, page),
      queryFn: () => callApi(auditApi.projectHistory, { params: { id: projectId }, query: { page, pageSize: HISTORY_PAGE_SIZE } }),
      placeholderData: keepPreviousData,
    }),
  /** GET /api/audit-log (owner): one page of every change, filtered. */
  log: (params: AuditLogParams) =>
    queryOptions({
      queryKey: auditKeys.log(params),
      queryFn: () => callApi(auditApi.list, { query: params }),
      placeholderData: keepPreviousData,
    }),
};
