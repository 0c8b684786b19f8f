import { teamApi } from '../../../domain/api/team';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { assertProjectInScope } from '../../http/scope';
import { assignEmployee, listAssignments, removeAssignment } from './service';

/** A project's team (contracts: domain/api/team.ts). */
export const teamRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, teamApi.list, async (req) => {
      await assertProjectInScope(db, req.actor, req.params.id);
      return listAssignments(db, req.params.id);
    });
    route(app, teamApi.assign, (req) => assignEmployee(db, req.params.id, req.body.employeeId));
    route(app, teamApi.remove, (req) => removeAssignment(db, req.params.id, req.params.employeeId));
  };
