import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessLevel, allows } from '../../domain/access';
import { ROLE_LABELS } from '../../domain/accounts';
import type { Db } from '../db/client';
import { type Actor, LOCAL_OWNER, SESSION_DAYS, sessionActor } from '../features/auth/service';
import { isForeman, uploadInScope } from './scope';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the request acts as (null: signed out); the owner for every request while sign-in is off. */
    actor: Actor | null;
  }
}

export const SESSION_COOKIE = 'plumbline_session';
export const SIGN_IN_MESSAGE = 'Sign in to continue';

/** The value of one cookie of a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=') || null;
  }
  return null;
}

/** Who a request with this Cookie header acts as: the owner while sign-in is off, else the session's user (null: signed out). */
export async function cookieActor(opts: { db: Db; auth: boolean }, cookieHeader: string | undefined): Promise<Actor | null> {
  if (!opts.auth) return LOCAL_OWNER;
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  return token ? sessionActor(opts.db, token) : null;
}

/** HttpOnly, SameSite=Lax, whole site; Secure when the request came over https (through a trusted proxy). */
export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string | null): void {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  const value = token ? `${token}; Max-Age=${SESSION_DAYS * 86_400}` : '; Max-Age=0';
  reply.header('set-cookie', `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure}`);
}

/** A path segment decoded, or as sent when it is not valid percent-encoding. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Resolves who each request acts as and enforces the access table (domain/access.ts) before any handler:
 * 401 signed out, 403 with a message for a role that may not. With sign-in off every request is the owner.
 */
export function registerAuth(app: FastifyInstance, opts: { db: Db; auth: boolean }): void {
  app.decorateRequest('actor', null);
  if (!opts.auth) {
    // Sign-in off: every request is the owner, without a promise per request.
    app.addHook('onRequest', (req, _reply, done) => {
      req.actor = LOCAL_OWNER;
      done();
    });
    return;
  }
  app.addHook('onRequest', async (req, reply) => {
    const path = req.routeOptions.url;
    if (!path) return; // no such route: the 404 handler answers
    const level = accessLevel(req.method, path);
    req.actor = path.startsWith('/api/') || path.startsWith('/uploads/') ? await cookieActor(opts, req.headers.cookie) : null;
    if (allows(level, req.actor?.role ?? null)) {
      // A stored file only to a user who may see its project (issue 38 scope 2); an unknown name answers the same.
      if (path.startsWith('/uploads/') && isForeman(req.actor)) {
        const [area = '', fileName = ''] = safeDecode(req.url.split('?')[0].slice('/uploads/'.length)).split('/');
        if (!(await uploadInScope(opts.db, req.actor, area, fileName))) return reply.status(404).send({ message: 'No such file' });
      }
      return;
    }
    if (!req.actor) return reply.status(401).send({ message: SIGN_IN_MESSAGE });
    return reply.status(403).send({ message: `Not available to the ${ROLE_LABELS[req.actor.role]} role` });
  });
}
