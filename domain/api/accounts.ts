import { z } from 'zod';
import {
  loginInputSchema,
  passwordResetSchema,
  sessionSchema,
  setupInputSchema,
  userInputSchema,
  userSchema,
  userUpdateSchema,
} from '../accounts';
import { lazySchema } from '../lazy-schema';
import { idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/** Sign-in, sign-out and the current session (issue 16). */
export const authApi = {
  session: defineEndpoint({ method: 'GET', path: '/api/auth/session', response: sessionSchema }),
  login: defineEndpoint({ method: 'POST', path: '/api/auth/login', body: loginInputSchema, response: sessionSchema }),
  /** The body is an empty object (a strict one, so anything else in it is a 400). */
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    body: lazySchema(() => z.strictObject({})),
    response: lazySchema(() => z.null()),
    status: 204,
  }),
  setup: defineEndpoint({ method: 'POST', path: '/api/auth/setup', body: setupInputSchema, response: sessionSchema, status: 201 }),
};

/** Settings → Users (owner only): list, add, change (role, employee, disabled), reset a password. */
export const usersApi = {
  list: defineEndpoint({ method: 'GET', path: '/api/users', response: lazySchema(() => z.array(userSchema)) }),
  create: defineEndpoint({ method: 'POST', path: '/api/users', body: userInputSchema, response: userSchema, status: 201 }),
  update: defineEndpoint({ method: 'PUT', path: '/api/users/:id', params: idParamsSchema, body: userUpdateSchema, response: userSchema }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/users/:id/password',
    params: idParamsSchema,
    body: passwordResetSchema,
    response: lazySchema(() => z.null()),
    status: 204,
  }),
};
