import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Role } from '../../../domain/accounts';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { DUMMY_HASH, verifyPassword } from './password';

/** Sessions last 7 days from sign-in; disabling a user or resetting their password ends theirs at once. */
export const SESSION_DAYS = 7;

/** Who a request acts as. id is null for the owner that everyone is while sign-in is off. */
export type Actor = { id: number | null; username: string; name: string; role: Role; employeeId: number | null };

/** With sign-in off (loopback default) every request acts as this owner. */
export const LOCAL_OWNER: Actor = { id: null, username: 'owner', name: 'Owner', role: 'owner', employeeId: null };

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function countUsers(db: Db): Promise<number> {
  const [row] = await rows<{ n: number }>(db.execute(sql`SELECT count(*)::int AS n FROM users`));
  return row.n;
}

/** The user of a username and password, or null (unknown, disabled or wrong password alike). */
export async function checkLogin(db: Db, username: string, password: string): Promise<Actor | null> {
  const [user] = await rows<Actor & { passwordHash: string; disabled: boolean }>(
    db.execute(sql`SELECT id, username, name, role, employee_id AS "employeeId", password_hash AS "passwordHash", disabled
      FROM users WHERE lower(username) = lower(${username})`),
  );
  // An unknown user costs a hash too, so the answer's timing does not tell which usernames exist.
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok || user.disabled) return null;
  return { id: user.id, username: user.username, name: user.name, role: user.role, employeeId: user.employeeId };
}

/** A new session for a user: the token goes to the cookie, only its hash to the database. */
export async function createSession(db: Db, userId: number): Promise<{ token: string; expires: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.execute(sql`DELETE FROM sessions WHERE user_id = ${userId} AND expires_at <= now()`);
  await db.execute(
    sql`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (${tokenHash(token)}, ${userId}, ${expires.toISOString()}::timestamptz)`,
  );
  return { token, expires };
}

/** The signed-in user of a session token, or null when it is unknown, expired or its user is disabled. */
export async function sessionActor(db: Db, token: string): Promise<Actor | null> {
  const [user] = await rows<Actor>(
    db.execute(sql`SELECT u.id, u.username, u.name, u.role, u.employee_id AS "employeeId"
      FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = ${tokenHash(token)} AND s.expires_at > now() AND NOT u.disabled`),
  );
  return user ?? null;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.execute(sql`DELETE FROM sessions WHERE token_hash = ${tokenHash(token)}`);
}
