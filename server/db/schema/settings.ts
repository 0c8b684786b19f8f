import { boolean, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** configurations: key/value business settings (e.g. the payment-app handle). */
export const configurations = pgTable('configurations', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 100 }).notNull().unique(),
  value: text('value'),
  description: text('description'),
  isEncrypted: boolean('is_encrypted').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
