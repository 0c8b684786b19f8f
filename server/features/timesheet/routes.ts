import { sql } from 'drizzle-orm';
import { mayChangeEntry } from '../../../domain/accounts';
import { type TimesheetSave, timesheetApi } from '../../../domain/api/timesheet';
import { currentWeek } from '../../../domain/payroll';
import type { Feature } from '../../context';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import { assertProjectInScope, isForeman, projectScopeSql } from '../../http/scope';
import { asActor } from '../audit/actor';
import type { Actor } from '../auth/service';
import { NOT_ON_TEAM } from '../work-records/routes';
import { getTimesheet, type ProjectScope, saveTimesheet } from './service';

/**
 * A foreman's save (issue 16 rules, as a single work record): every project one of theirs (403 otherwise) and every
 * person on that project's team (400 naming the entry).
 */
async function assertForemanEntries(db: Db, actor: Actor | null, body: TimesheetSave): Promise<void> {
  if (!isForeman(actor)) return;
  for (const projectId of new Set(body.entries.map((e) => e.projectId))) await assertProjectInScope(db, actor, projectId);
  const team = await rows<{ projectId: number; employeeId: number }>(
    db.execute(sql`SELECT project_id AS "projectId", employee_id AS "employeeId" FROM project_employees
      WHERE project_id = ANY(${`{${[...new Set(body.entries.map((e) => e.projectId)), 0].join(',')}}`}::int[])`),
  );
  const onTeam = new Set(team.map((t) => `${t.projectId}|${t.employeeId}`));
  const errors = body.entries
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => !onTeam.has(`${e.projectId}|${e.employeeId}`))
    .map(({ i }) => ({ path: `entries.${i}.employeeId`, message: NOT_ON_TEAM }));
  if (errors.length > 0) throw new AppError('invalid', NOT_ON_TEAM, errors);
}

/** The weekly timesheet and "whole crew today" (contracts: domain/api/timesheet.ts). */
export const timesheetRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, timesheetApi.get, async (req) => {
      const projects: ProjectScope = (projectId) => projectScopeSql(req.actor, projectId);
      // A foreman's crew: the teams of their projects; owner and office: everyone active.
      const crew = isForeman(req.actor)
        ? sql`em.id IN (SELECT cp.employee_id FROM project_employees cp WHERE ${projects(sql`cp.project_id`)})`
        : sql`true`;
      return getTimesheet(db, req.query.week ?? currentWeek(), { projects, crew });
    });
    route(app, timesheetApi.save, async (req) => {
      await assertForemanEntries(db, req.actor, req.body);
      const scope: ProjectScope = (projectId) => projectScopeSql(req.actor, projectId);
      // A foreman changes or deletes only the records he entered himself (issue 38 scope 2).
      return asActor(db, req.actor, (tx) => saveTimesheet(tx, req.body, scope, (enteredBy) => mayChangeEntry(req.actor, enteredBy)));
    });
  };
