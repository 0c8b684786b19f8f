import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { projects } from './projects';

/** social_accounts: the business's social media accounts (migration 0020: publish_via, followers null unless stored). */
export const socialAccounts = pgTable('social_accounts', {
  id: serial('id').primaryKey(),
  platform: varchar('platform', { length: 30 }).notNull(),
  username: varchar('username', { length: 255 }).notNull(),
  displayName: varchar('display_name', { length: 255 }).notNull(),
  autoPost: boolean('auto_post').notNull().default(false),
  isConnected: boolean('is_connected').notNull().default(false),
  publishVia: varchar('publish_via', { length: 20 }).notNull().default('outbox'),
  followers: integer('followers'),
  lastPostDate: timestamp('last_post_date', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** scheduled_posts: posts queued for a platform, claimed by one server when due (migration 0020). */
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
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    engine: jsonb('engine'),
    claimedBy: text('claimed_by'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedVia: varchar('published_via', { length: 20 }),
    externalId: text('external_id'),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scheduled_posts_when_idx').on(t.scheduledFor),
    index('scheduled_posts_due_idx').on(t.scheduledFor).where(sql`status IN ('scheduled', 'publishing')`),
  ],
);
