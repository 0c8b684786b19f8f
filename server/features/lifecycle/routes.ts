import { lifecycleApi } from '../../../domain/api/lifecycle';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { completeProject, listCompletedProjects, listInactiveProjects, moveToActive, moveToInactive } from './service';

/** Lifecycle moves (spec part 1 §4) and the archives (part 2 §4); contracts: domain/api/lifecycle.ts. */
export const lifecycleRoutes: Feature =
  ({ db, cache, ai }) =>
  async (app) => {
    route(app, lifecycleApi.moveToActive, (req) => moveToActive(db, req.params.id));

    route(app, lifecycleApi.moveToInactive, (req) => moveToInactive(db, req.params.id, req.body.reason));

    route(app, lifecycleApi.moveToCompleted, (req) => completeProject(db, ai, req.params.id, req.body));

    route(app, lifecycleApi.complete, (req) => completeProject(db, ai, req.params.id, req.body));

    route(app, lifecycleApi.completedProjects, async (_req, reply) =>
      cache.respond(reply, 'completed-projects', lifecycleApi.completedProjects.response, () => listCompletedProjects(db)),
    );

    route(app, lifecycleApi.inactiveProjects, async (_req, reply) =>
      cache.respond(reply, 'inactive-projects', lifecycleApi.inactiveProjects.response, () => listInactiveProjects(db)),
    );
  };
