import { boolean, char, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { suppliers } from './people';
import { projects } from './projects';

/** receipts: a stored receipt image and what was read from it. */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    fileSize: integer('file_size').notNull(),
    receiptNumber: varchar('receipt_number', { length: 100 }),
    receiptDate: date('receipt_date'),
    totalAmount: numeric('total_amount', { precision: 10, scale: 2 }),
    aiAnalysis: jsonb('ai_analysis'),
    /** SHA-256 of the image's bytes, hex (migration 0055): the same photo uploaded again is a duplicate. */
    imageSha256: char('image_sha256', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('receipts_project_idx').on(t.projectId), index('receipts_image_sha256_idx').on(t.imageSha256)],
);

/**
 * approval_pdf_uploads (migration 0055): the SHA-256 of each approval PDF read for a project's fields (the PDF itself
 * is not kept), when it was first read, and the project it became, so reading it again warns of a second project.
 */
export const approvalPdfUploads = pgTable('approval_pdf_uploads', {
  id: serial('id').primaryKey(),
  sha256: char('sha256', { length: 64 }).notNull().unique(),
  originalName: text('original_name').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
});

/** project_photos: job-site photos; the file lives in storage (area photos), imageData holds the thumbnail's file name (area thumbnails) or null. */
export const projectPhotos = pgTable(
  'project_photos',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    fileSize: integer('file_size').notNull(),
    imageData: text('image_data'),
    caption: text('caption'),
    category: varchar('category', { length: 50 }).notNull().default('progress'),
    location: text('location'),
    takenBy: varchar('taken_by', { length: 255 }),
    analysis: jsonb('analysis'),
    isMarketingApproved: boolean('is_marketing_approved').notNull().default(false),
    /** The user who entered it (migration 0051: the writer's actor id by default); null: the office's. A foreman changes only his own. */
    enteredBy: integer('entered_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_photos_project_idx').on(t.projectId, t.category)],
);
