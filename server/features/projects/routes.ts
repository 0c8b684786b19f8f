import { sql } from 'drizzle-orm';
import { projectsApi } from '../../../domain/api/projects';
import type { Feature } from '../../context';
import { JsonText } from '../../http/response-cache';
import { route } from '../../http/route';
import { assertProjectInScope, isForeman, projectScopeSql } from '../../http/scope';
import { asActor } from '../audit/actor';
import { ProjectListPieces } from './list-pieces';
import { createProject, getProject, getProjectDetail, listProjectsJson, updateProject } from './service';
import { listTrash, restoreProject, startTrashPurge, trashProject } from './trash';

/** Projects (contracts: domain/api/projects.ts). */
export const projectRoutes: Feature = (ctx) => async (app) => {
  const { db, cache } = ctx;
  const pieces = new ProjectListPieces(cache);
  // The daily purge is a background job like the notification checks: off where autoChecks is off (tests), so a long
  // test run never sees a purge claim appear in scheduled_runs in the middle of its "nothing written" check.
  if (ctx.autoChecks) startTrashPurge(app, ctx);
  route(app, projectsApi.list, async (req, reply) => {
    // A foreman's list: their assigned projects, filtered in SQL, not cached (the cache is shared by everyone).
    if (isForeman(req.actor)) return JSON.parse(await listProjectsJson(db, req.query, projectScopeSql(req.actor, sql`p.id`)));
    const key = `projects:${req.query.active}:${req.query.order}:${req.query.limit}`;
    // JSON built by the database one project at a time and kept per project (list-pieces.ts), shape-checked once per
    // data version; rebuilt when a project, its totals or an employee's name changes.
    const build = async () => new JsonText(await pieces.json(db, req.query));
    return cache.respond(reply, key, projectsApi.list.response, build, ProjectListPieces.tables);
  });

  route(app, projectsApi.detail, async (req) => {
    await assertProjectInScope(db, req.actor, req.params.id);
    const detail = await getProjectDetail(db, req.params.id);
    // A foreman sees the expenses of the project but not its labor (the crew's pay).
    return isForeman(req.actor) ? { ...detail, expenses: detail.expenses.filter((e) => e.category !== 'labor') } : detail;
  });

  route(app, projectsApi.create, (req) => asActor(db, req.actor, (tx) => createProject(tx, req.body)));

  route(app, projectsApi.update, (req) => asActor(db, req.actor, (tx) => updateProject(tx, req.params.id, req.body)));

  route(app, projectsApi.remove, async (req) => {
    await trashProject(db, req.params.id, req.actor);
    return null;
  });

  route(app, projectsApi.trash, () => listTrash(db));

  route(app, projectsApi.restore, async (req) => getProject(db, await restoreProject(db, req.params.id, req.actor)));
};
