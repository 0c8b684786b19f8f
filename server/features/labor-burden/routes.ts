import { laborBurdenApi } from '../../../domain/api/labor-burden';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { assertProjectInScope } from '../../http/scope';
import { asActor } from '../audit/actor';
import { getBurdenYear, getEmployeeBurden, projectLaborCost, removeEmployeeBurden, saveBurdenYear, saveEmployeeBurden } from './service';

/** Burdened labor (contracts: domain/api/labor-burden.ts); writes run through asActor so the audit log says who. */
export const laborBurdenRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, laborBurdenApi.getYear, (req) => getBurdenYear(db, req.params.year));
    route(app, laborBurdenApi.saveYear, (req) => asActor(db, req.actor, (tx) => saveBurdenYear(tx, req.params.year, req.body)));
    route(app, laborBurdenApi.getEmployee, (req) => getEmployeeBurden(db, req.params.id, req.params.year));
    route(app, laborBurdenApi.saveEmployee, (req) =>
      asActor(db, req.actor, (tx) => saveEmployeeBurden(tx, req.params.id, req.params.year, req.body)),
    );
    route(app, laborBurdenApi.removeEmployee, (req) =>
      asActor(db, req.actor, (tx) => removeEmployeeBurden(tx, req.params.id, req.params.year)),
    );
    route(app, laborBurdenApi.projectLaborCost, async (req) => {
      await assertProjectInScope(db, req.actor, req.params.id);
      return projectLaborCost(db, req.params.id, req.query.year);
    });
  };
