import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { SessionInfo } from '../../../domain/accounts';
import { authApi } from '../../../domain/api/accounts';
import type { Feature } from '../../context';
import { readCookie, SESSION_COOKIE, setSessionCookie } from '../../http/auth';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import { createUser } from '../users/service';
import { type Actor, checkLogin, countUsers, createSession, endSession } from './service';
import { SignInLimits, tooManyTries } from './sign-in-limits';

/** The first owner's setup code: 10 tries a minute per client address, loopback included (issue 16). */
export const LOGIN_LIMIT = { max: 10, timeWindow: 60_000, allowList: () => false };
export const WRONG_LOGIN = 'Wrong username or password';

/** "ABCD-EFGH-JKLM": a one-time code for creating the first owner, printed in the log. */
function newSetupCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Sign-in, sign-out, the session probe and the first owner's setup (contracts: domain/api/accounts.ts). */
export const authRoutes: Feature = (ctx) => async (app) => {
  const { db } = ctx;
  const auth = ctx.config.auth;
  // The first start with sign-in on and no user: a setup code in the log lets whoever reads the log (the
  // person who started the server) create the owner; never whoever opens the page first.
  let setupCode: string | null = null;
  if (auth && (await countUsers(db)) === 0) {
    setupCode = newSetupCode();
    app.log.warn(`No user yet: open Plumbline and create the owner with the one-time setup code ${setupCode} (or run npm run user:add).`);
  }

  const info = async (actor: Actor | null): Promise<SessionInfo> => ({
    authRequired: auth,
    user: actor && { id: actor.id, username: actor.username, name: actor.name, role: actor.role },
    setupRequired: auth && setupCode !== null && (await countUsers(db)) === 0,
  });

  route(app, authApi.session, (req) => info(req.actor));

  // Wrong passwords are limited per account (server/features/auth/sign-in-limits.ts); req.ip is the connection's
  // own address, or X-Forwarded-For as read through the hops TRUST_PROXY names only (Fastify's trustProxy).
  const limits = new SignInLimits();
  route(app, authApi.login, async (req, reply) => {
    if (!auth) throw new AppError('conflict', 'Sign-in is off on this server: everyone acts as the owner');
    const { username, password } = req.body;
    const wait = limits.waitFor(username, req.ip);
    if (wait > 0) {
      return reply
        .status(429)
        .header('retry-after', String(Math.ceil(wait / 1000)))
        .send({ message: tooManyTries(wait) });
    }
    const actor = await checkLogin(db, username, password);
    if (!actor?.id) {
      limits.failed(username, req.ip);
      return reply.status(401).send({ message: WRONG_LOGIN });
    }
    limits.succeeded(username, req.ip);
    const { token } = await createSession(db, actor.id);
    setSessionCookie(req, reply, token);
    return info(actor);
  });

  route(app, authApi.logout, async (req, reply) => {
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    if (token) await endSession(db, token);
    setSessionCookie(req, reply, null);
  });

  route(
    app,
    authApi.setup,
    async (req, reply) => {
      if (!auth || setupCode === null || (await countUsers(db)) > 0) throw new AppError('conflict', 'The owner has already been created');
      if (!sameText(req.body.code.toUpperCase(), setupCode)) return reply.status(403).send({ message: 'Wrong setup code' });
      const user = await createUser(db, { ...req.body, role: 'owner', employeeId: null });
      setupCode = null;
      const { token } = await createSession(db, user.id);
      setSessionCookie(req, reply, token);
      return info({ ...user, employeeId: null });
    },
    { rateLimit: LOGIN_LIMIT },
  );
};
