import { sql } from 'drizzle-orm';
import { workRecordsApi } from '../../../domain/api/work-records';
import type { WorkRecordInput } from '../../../domain/work-records';
import type { Feature } from '../../context';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import { assertEnteredBy, assertProjectInScope, assertRowInScope, isForeman, projectScopeSql } from '../../http/scope';
import { asActor } from '../audit/actor';
import type { Actor } from '../auth/service';
import { createWorkRecord, deleteWorkRecord, getWorkRecord, listWorkRecords, updateWorkRecord } from './service';

export const NOT_ON_TEAM = "A foreman records work only for the project's team";

/**
 * A foreman's record (issue 16): on one of their projects, for a member of that project's team, and without
 * custom pay (the pay rate stays the office's: a new record takes none, an edited one keeps the one it had).
 */
async function crewInput(db: Db, actor: Actor | null, input: WorkRecordInput, keptCustomPay: number | null): Promise<WorkRecordInput> {
  await assertProjectInScope(db, actor, input.projectId);
  if (!isForeman(actor)) return input;
  const onTeam = await rows(
    db.execute(sql`SELECT 1 FROM project_employees WHERE project_id = ${input.projectId} AND employee_id = ${input.employeeId}`),
  );
  if (onTeam.length === 0) throw new AppError('invalid', NOT_ON_TEAM, [{ path: 'employeeId', message: NOT_ON_TEAM }]);
  return { ...input, customPay: keptCustomPay };
}

/** Daily work records, the spec's time entries (contracts: domain/api/work-records.ts). */
export const workRecordRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, workRecordsApi.list, async (req) => {
      if (req.query.projectId) await assertProjectInScope(db, req.actor, req.query.projectId);
      return listWorkRecords(db, req.query.projectId, isForeman(req.actor) ? projectScopeSql(req.actor, sql`t.project_id`) : undefined);
    });
    route(app, workRecordsApi.create, async (req) => {
      const input = await crewInput(db, req.actor, req.body, null);
      return asActor(db, req.actor, (tx) => createWorkRecord(tx, input));
    });
    route(app, workRecordsApi.update, async (req) => {
      await assertRowInScope(db, req.actor, 'time_entries', req.params.id);
      await assertEnteredBy(db, req.actor, 'time_entries', req.params.id);
      const kept = isForeman(req.actor) ? (await getWorkRecord(db, req.params.id)).customPay : null;
      const input = await crewInput(db, req.actor, req.body, kept);
      return asActor(db, req.actor, (tx) => updateWorkRecord(tx, req.params.id, input));
    });
    route(app, workRecordsApi.remove, async (req) => {
      await assertRowInScope(db, req.actor, 'time_entries', req.params.id);
      await assertEnteredBy(db, req.actor, 'time_entries', req.params.id);
      return asActor(db, req.actor, (tx) => deleteWorkRecord(tx, req.params.id));
    });
  };
