import type { auditApi } from '../../../domain/api/audit';
import type { RequestOf } from '../../../domain/api/endpoint';

/** The filters of Settings → History as its contract takes them (date range, kind, user, project, page). */
export type AuditLogParams = NonNullable<RequestOf<typeof auditApi.list>['query']>;

/** Query keys of the money history; every key starts with 'audit'. */
export const auditKeys = {
  all: ['audit'] as const,
  project: (projectId: number, page: number) => [...auditKeys.all, 'project', projectId, page] as const,
  log: (params: AuditLogParams) => [...auditKeys.all, 'log', params] as const,
};
