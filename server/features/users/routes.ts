import { usersApi } from '../../../domain/api/accounts';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { createUser, listUsers, resetPassword, updateUser } from './service';

/** Settings → Users, owner only (contracts: domain/api/accounts.ts; access: domain/access.ts). */
export const userRoutes: Feature =
  ({ db }) =>
  async (app) => {
    route(app, usersApi.list, () => listUsers(db));
    route(app, usersApi.create, (req) => createUser(db, req.body));
    route(app, usersApi.update, (req) => updateUser(db, req.params.id, req.body));
    route(app, usersApi.resetPassword, (req) => resetPassword(db, req.params.id, req.body.password));
  };
