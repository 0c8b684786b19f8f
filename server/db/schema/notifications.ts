import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { projects } from './projects';

/** notifications: alerts raised by project checks; unread until acknowledged. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 30 }).notNull().default('other'),
    severity: varchar('severity', { length: 20 }).notNull().default('low'),
    title: varchar('title', { length: 255 }).notNull(),
    message: text('message').notNull(),
    acknowledged: boolean('acknowledged').notNull().default(false),
    currentValue: numeric('current_value', { precision: 12, scale: 2 }),
    thresholdValue: numeric('threshold_value', { precision: 12, scale: 2 }),
    actionRequired: text('action_required'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [index('notifications_unread_idx').on(t.acknowledged, t.createdAt), index('notifications_project_idx').on(t.projectId)],
);

/** notification_rules: which checks run and their thresholds. */
export const notificationRules = pgTable('notification_rules', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  type: varchar('type', { length: 30 }).notNull(),
  severity: varchar('severity', { length: 20 }).notNull().default('medium'),
  thresholdValue: numeric('threshold_value', { precision: 12, scale: 2 }),
  conditions: jsonb('conditions'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
