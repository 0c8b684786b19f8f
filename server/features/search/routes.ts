import { searchApi } from '../../../domain/api/search';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { globalSearch } from './service';

/** Global search (contract: domain/api/search.ts). */
export const searchRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, searchApi.search, (req) => globalSearch(db, req.query.q));
  };
