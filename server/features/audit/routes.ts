import { auditApi } from '../../../domain/api/audit';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { listAuditLog, projectHistory } from './service';

/** The audit log of money (contracts: domain/api/audit.ts; access: domain/access.ts). */
export const auditRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, auditApi.projectHistory, (req) => projectHistory(db, req.params.id, req.query));
    route(app, auditApi.list, (req) => listAuditLog(db, req.query));
  };
