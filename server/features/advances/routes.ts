import { advancesApi } from '../../../domain/api/advances';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { asActor } from '../audit/actor';
import { createAdvance, listAdvances, updateAdvance } from './service';

/** Payroll advances (spec part 2 §3–§5; contracts: domain/api/advances.ts). */
export const advanceRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, advancesApi.list, (req) => listAdvances(db, req.query.limit));
    route(app, advancesApi.create, (req) => asActor(db, req.actor, (tx) => createAdvance(tx, req.body)));
    route(app, advancesApi.update, (req) => asActor(db, req.actor, (tx) => updateAdvance(tx, req.params.id, req.body)));
  };
