import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { optionalIdSchema, requiredText, textSchema } from './validation';

/** Roles (issue 16): owner everything; office everything but users and settings; foreman their projects only. */
export const ROLES = ['owner', 'office', 'foreman'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', office: 'Office', foreman: 'Foreman' };

/**
 * Whether a user may change or delete an entry (an expense, a work record, a photo) by who entered it (issue 38
 * scope 2): owner and office any; a foreman only what he entered himself (enteredBy is his user id), so what the
 * office entered stays the office's. The server refuses the rest; the screens leave out their Edit and Delete.
 */
export function mayChangeEntry(user: { id: number | null; role: Role } | null, enteredBy: number | null): boolean {
  if (!user || user.role !== 'foreman') return true;
  return user.id !== null && enteredBy === user.id;
}

export const MIN_PASSWORD = 10;
export const MAX_PASSWORD = 200;
export const PASSWORD_MESSAGE = `Password must be at least ${MIN_PASSWORD} characters`;

const roleSchema = lazySchema(() => z.enum(ROLES, { error: 'Role must be owner, office or foreman' }));
const usernameSchema = lazySchema(() =>
  requiredText('Username is required', 60, 'Username').pipe(
    z.string().regex(/^[A-Za-z0-9._@-]+$/, 'Username may hold letters, digits and . _ @ - only'),
  ),
);
const passwordSchema = lazySchema(() =>
  textSchema('Password is required')
    .min(MIN_PASSWORD, PASSWORD_MESSAGE)
    .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
);

/** A signed-in user as the client sees it (never the password hash). */
export const userSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    role: roleSchema,
    employeeId: z.number().int().nullable(),
    employeeName: z.string().nullable(),
    disabled: z.boolean(),
    createdAt: z.string(),
  }),
);
export type User = z.infer<typeof userSchema>;

/** POST /api/auth/login. The password is not trimmed or checked for length here: a wrong one is just wrong. */
export const loginInputSchema = lazySchema(() =>
  z.object({
    username: requiredText('Username is required', 60, 'Username'),
    password: textSchema('Password is required').min(1, 'Password is required').max(MAX_PASSWORD, 'Password is too long'),
  }),
);

/** GET /api/auth/session: whether sign-in is needed, who is signed in, and whether no owner exists yet. */
export const sessionSchema = lazySchema(() =>
  z.object({
    authRequired: z.boolean(),
    user: z.object({ id: z.number().int().nullable(), username: z.string(), name: z.string(), role: roleSchema }).nullable(),
    setupRequired: z.boolean(),
  }),
);
export type SessionInfo = z.infer<typeof sessionSchema>;

/** POST /api/auth/setup: the first owner, with the one-time code printed in the server log. */
export const setupInputSchema = lazySchema(() =>
  z.object({
    code: requiredText('Setup code is required', 40, 'Setup code'),
    username: usernameSchema,
    name: requiredText('Name is required', 100, 'Name'),
    password: passwordSchema,
  }),
);

/** POST /api/users (owner). A foreman may be linked to an employee (their projects are the employee's). */
export const userInputSchema = lazySchema(() =>
  z.object({
    username: usernameSchema,
    name: requiredText('Name is required', 100, 'Name'),
    role: roleSchema,
    employeeId: optionalIdSchema('employee'),
    password: passwordSchema,
  }),
);

/** PUT /api/users/:id: name, role, employee and disabled; the password has its own endpoint. */
export const userUpdateSchema = lazySchema(() =>
  z.object({
    name: requiredText('Name is required', 100, 'Name'),
    role: roleSchema,
    employeeId: optionalIdSchema('employee'),
    disabled: z.boolean({ error: 'Disabled must be true or false' }),
  }),
);

/** POST /api/users/:id/password (owner resets someone's password). */
export const passwordResetSchema = lazySchema(() => z.object({ password: passwordSchema }));
