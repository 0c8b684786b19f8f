import { projectsApi } from '../../../domain/api/projects';
import type { Feature } from '../../context';
import { JsonText } from '../../http/response-cache';
import { route } from '../../http/route';
import { createProject, deleteProject, getProjectDetail, listProjectsJson, updateProject } from './service';

/** Projects (contracts: domain/api/projects.ts). */
export const projectRoutes: Feature =
  ({ db, cache, storage }) =>
  async (app) => {
    route(app, projectsApi.list, async (req, reply) => {
      const key = `projects:${req.query.active}:${req.query.order}:${req.query.limit}`;
      // JSON built by the database, shape-checked once per data version.
      return cache.respond(reply, key, projectsApi.list.response, async () => new JsonText(await listProjectsJson(db, req.query)));
    });

    route(app, projectsApi.detail, (req) => getProjectDetail(db, req.params.id));

    route(app, projectsApi.create, (req) => createProject(db, req.body));

    route(app, projectsApi.update, (req) => updateProject(db, req.params.id, req.body));

    route(app, projectsApi.remove, async (req) => {
      await deleteProject(db, storage, req.params.id);
      return null;
    });
  };
