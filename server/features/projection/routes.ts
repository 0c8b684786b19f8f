import { sql } from 'drizzle-orm';
import { type ProjectProjection, projectionApi } from '../../../domain/api/projection';
import { todayIso } from '../../../domain/dates';
import type { Projection } from '../../../domain/projection';
import { portfolio } from '../../../domain/projection';
import { portfolioAnswer, projectionAnswer } from '../../../domain/projection-schema';
import type { Feature } from '../../context';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { assertProjectInScope } from '../../http/scope';
import { PROJECTION_TABLES, projectionsOf } from './service';

type Named = { id: number; name: string; isActive: boolean };

const answer = (p: Named, projection: Projection): ProjectProjection => ({
  projectId: p.id,
  name: p.name,
  isActive: p.isActive,
  ...projectionAnswer(projection),
});

/** Every project's projection (not trashed), and the active ones summed: two statements. */
export async function projectionList(db: Db, today: string) {
  const [{ basis, byId }, names] = await Promise.all([
    projectionsOf(db, today, sql`true`),
    rows<Named>(db.execute(sql`SELECT id, name, is_active AS "isActive" FROM projects ORDER BY start_date, id`)),
  ]);
  const list = names.flatMap((n) => {
    const p = byId.get(n.id);
    return p ? [answer(n, p)] : [];
  });
  const active = names.filter((n) => n.isActive).flatMap((n) => byId.get(n.id) ?? []);
  return { basis, projects: list, active: portfolioAnswer(basis, portfolio(active)) };
}

/** One project's projection, or 404. */
export async function projectProjection(db: Db, today: string, id: number): Promise<ProjectProjection> {
  const [{ byId }, [named]] = await Promise.all([
    projectionsOf(db, today, sql`p.id = ${id}`),
    rows<Named>(db.execute(sql`SELECT id, name, is_active AS "isActive" FROM projects WHERE id = ${id}`)),
  ]);
  const p = byId.get(id);
  if (!p || !named) throw notFound('Project');
  return answer(named, p);
}

/** The projections (contracts: domain/api/projection.ts). */
export const projectionRoutes: Feature =
  ({ db, cache }) =>
  async (app) => {
    route(app, projectionApi.list, (_req, reply) => {
      const today = todayIso();
      return cache.respond(reply, `projections:${today}`, projectionApi.list.response, () => projectionList(db, today), PROJECTION_TABLES);
    });
    route(app, projectionApi.project, async (req) => {
      await assertProjectInScope(db, req.actor, req.params.id);
      return projectProjection(db, todayIso(), req.params.id);
    });
  };
