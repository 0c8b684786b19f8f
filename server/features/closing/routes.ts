import { closingApi } from '../../../domain/api/closing';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { asActor } from '../audit/actor';
import { closePeriod, getPeriods, reopenPeriod } from './service';

/** Closing the books (contracts: domain/api/closing.ts). */
export const closingRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, closingApi.periods, () => getPeriods(db));
    route(app, closingApi.close, (req) => asActor(db, req.actor, (tx) => closePeriod(tx, req.body)));
    route(app, closingApi.reopen, (req) => asActor(db, req.actor, (tx) => reopenPeriod(tx, req.body)));
  };
