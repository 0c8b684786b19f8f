import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { projects } from './projects';

/** marketing_content: generated marketing drafts and approved items (migration 0018). */
export const marketingContent = pgTable(
  'marketing_content',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    templateId: varchar('template_id', { length: 50 }),
    customizations: jsonb('customizations').notNull().default({}),
    content: jsonb('content').notNull(),
    photoIds: jsonb('photo_ids').notNull().default([]),
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    engine: jsonb('engine').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [index('marketing_content_project_idx').on(t.projectId), index('marketing_content_created_idx').on(t.createdAt, t.id)],
);
