import { sql } from 'drizzle-orm';
import type { Role, User } from '../../../domain/accounts';
import type { Db } from '../../db/client';
import { pgErrorCode } from '../../db/references';
import { isoTimestamp, rows } from '../../db/sql-fragments';
import { AppError, notFound } from '../../http/errors';
import { hashPassword } from '../auth/password';

const userColumns = sql`u.id, u.username, u.name, u.role, u.employee_id AS "employeeId", e.name AS "employeeName",
  u.disabled, ${isoTimestamp(sql`u.created_at`)} AS "createdAt"`;

export async function listUsers(db: Db): Promise<User[]> {
  return rows<User>(
    db.execute(
      sql`SELECT ${userColumns} FROM users u LEFT JOIN employees e ON e.id = u.employee_id ORDER BY u.disabled, lower(u.name), u.id`,
    ),
  );
}

export async function getUser(db: Db, id: number): Promise<User> {
  const [row] = await rows<User>(
    db.execute(sql`SELECT ${userColumns} FROM users u LEFT JOIN employees e ON e.id = u.employee_id WHERE u.id = ${id}`),
  );
  if (!row) throw notFound('User');
  return row;
}

const usernameTaken = () =>
  new AppError('conflict', 'That username is already taken', [{ path: 'username', message: 'That username is already taken' }]);

async function checkEmployee(db: Db, employeeId: number | null): Promise<void> {
  if (employeeId === null) return;
  const [row] = await rows<{ id: number }>(db.execute(sql`SELECT id FROM employees WHERE id = ${employeeId}`));
  if (!row) throw new AppError('invalid', 'Employee not found', [{ path: 'employeeId', message: 'Employee not found' }]);
}

/** Adds a user with a hashed password; 409 when the username (any case) is taken. */
export async function createUser(
  db: Db,
  input: { username: string; name: string; role: Role; employeeId: number | null; password: string },
): Promise<User> {
  await checkEmployee(db, input.employeeId);
  const hash = await hashPassword(input.password);
  try {
    const [row] = await rows<{ id: number }>(
      db.execute(sql`INSERT INTO users (username, name, role, employee_id, password_hash)
        VALUES (${input.username}, ${input.name}, ${input.role}, ${input.employeeId}, ${hash}) RETURNING id`),
    );
    return getUser(db, row.id);
  } catch (e) {
    if (pgErrorCode(e) === '23505') throw usernameTaken();
    throw e;
  }
}

/**
 * Changes name, role, employee and disabled. The last enabled owner can neither be disabled nor lose the
 * owner role (nobody could manage users any more); a disabled user's sessions end at once.
 */
export async function updateUser(db: Db, id: number, input: { name: string; role: Role; employeeId: number | null; disabled: boolean }) {
  await checkEmployee(db, input.employeeId);
  await db.transaction(async (tx) => {
    const [owners] = await rows<{ others: number; exists: boolean }>(
      tx.execute(sql`SELECT count(*) FILTER (WHERE role = 'owner' AND NOT disabled AND id <> ${id})::int AS others,
        bool_or(id = ${id}) AS exists FROM users`),
    );
    if (!owners.exists) throw notFound('User');
    if ((input.role !== 'owner' || input.disabled) && owners.others === 0) {
      const [me] = await rows<{ role: Role; disabled: boolean }>(
        tx.execute(sql`SELECT role, disabled FROM users WHERE id = ${id} FOR UPDATE`),
      );
      if (me.role === 'owner' && !me.disabled) throw new AppError('conflict', 'Keep at least one enabled owner');
    }
    await tx.execute(sql`UPDATE users SET name = ${input.name}, role = ${input.role}, employee_id = ${input.employeeId},
      disabled = ${input.disabled}, updated_at = now() WHERE id = ${id}`);
    if (input.disabled) await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${id}`);
  });
  return getUser(db, id);
}

/** Sets a new password and ends the user's sessions (they sign in again with it). */
export async function resetPassword(db: Db, id: number, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [row] = await rows<{ id: number }>(
      tx.execute(sql`UPDATE users SET password_hash = ${hash}, updated_at = now() WHERE id = ${id} RETURNING id`),
    );
    if (!row) throw notFound('User');
    await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${id}`);
  });
}
