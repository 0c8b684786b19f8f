import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** social_accounts: the business's social media accounts. */
export const socialAccounts = pgTable('social_accounts', {
  id: serial('id').primaryKey(),
  platform: varchar('platform', { length: 30 }).notNull(),
  username: varchar('username', { length: 255 }).notNull(),
  displayName: varchar('display_name', { length: 255 }).notNull(),
  autoPost: boolean('auto_post').notNull().default(false),
  isConnected: boolean('is_connected').notNull().default(false),
  followers: integer('followers').notNull().default(0),
  lastPostDate: timestamp('last_post_date', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** scheduled_posts: posts queued for a platform. */
export const scheduledPosts = pgTable(
  'scheduled_posts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => socialAccounts.id, { onDelete: 'set null' }),
    platform: varchar('platform', { length: 30 }).notNull(),
    content: text('content').notNull(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    imageUrl: text('image_url'),
    status: varchar('status', { length: 20 }).notNull().default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scheduled_posts_when_idx').on(t.scheduledFor)],
);
