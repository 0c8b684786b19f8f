import { date, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** closed_periods: every close and reopen of the books (migration 0038); the newest row's `through` is the close date. */
export const closedPeriods = pgTable('closed_periods', {
  id: serial('id').primaryKey(),
  action: varchar('action', { length: 10 }).notNull(),
  through: date('through'),
  reason: varchar('reason', { length: 500 }),
  actorId: integer('actor_id'),
  actorName: varchar('actor_name', { length: 100 }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
