import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
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
    /** Set when a check found its cause gone and resolved it (acknowledged with it; migration 0052). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The rule that raised it (notification_rules.rule_key). */
    ruleKey: varchar('rule_key', { length: 40 }),
    /** What it is about ('budget_used:12'): at most one open alert per subject (migration 0011). */
    subjectKey: varchar('subject_key', { length: 80 }),
  },
  (t) => [
    index('notifications_unread_idx').on(t.acknowledged, t.createdAt),
    index('notifications_project_idx').on(t.projectId),
    uniqueIndex('notifications_open_subject_uq').on(t.subjectKey).where(sql`NOT acknowledged`),
  ],
);

/** notification_rules: which checks run and their thresholds. */
export const notificationRules = pgTable('notification_rules', {
  id: serial('id').primaryKey(),
  /** Stable key the checks look rules up by ('budget_used', …; migration 0011). */
  ruleKey: varchar('rule_key', { length: 40 }).unique('notification_rules_key_uq'),
  name: varchar('name', { length: 255 }).notNull(),
  type: varchar('type', { length: 30 }).notNull(),
  severity: varchar('severity', { length: 20 }).notNull().default('medium'),
  thresholdValue: numeric('threshold_value', { precision: 12, scale: 2 }),
  conditions: jsonb('conditions'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** health_readings: one reading per active project per day; trends compare with the latest earlier day. */
export const healthReadings = pgTable(
  'health_readings',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    overallHealth: numeric('overall_health', { precision: 5, scale: 1 }).notNull(),
    budgetHealth: numeric('budget_health', { precision: 5, scale: 1 }).notNull(),
    timelineHealth: numeric('timeline_health', { precision: 5, scale: 1 }).notNull(),
    qualityScore: numeric('quality_score', { precision: 5, scale: 1 }).notNull(),
    completionPercentage: numeric('completion_percentage', { precision: 5, scale: 1 }).notNull(),
    timelineOverrun: numeric('timeline_overrun', { precision: 12, scale: 1 }).notNull(),
    riskLevel: varchar('risk_level', { length: 10 }).notNull(),
    spent: numeric('spent', { precision: 14, scale: 2 }).notNull(),
    expectedSpend: numeric('expected_spend', { precision: 14, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day] }), index('health_readings_day_idx').on(t.day)],
);

/** server_secrets: keys the server keeps to itself (the snapshot signing key); never sent to a client. */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 50 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
