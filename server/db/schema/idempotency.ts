import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * idempotency_keys: the Idempotency-Key of each create, per actor, method and path (migration 0059,
 * server/http/idempotency.ts): the first request's answer (status NULL while it runs), replayed to a repeat.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    actor: text('actor').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash'),
    claim: text('claim').notNull(),
    status: integer('status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.actor, t.method, t.path, t.key] }), index('idempotency_keys_created_at').on(t.createdAt)],
);
