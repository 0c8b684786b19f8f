import { bigint, boolean, date, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { subcontractors, suppliers } from './people';

/** w9_forms: a supplier's or subcontractor's W-9, one per payee (migration 0060); its TIN is copied onto the payee. */
export const w9Forms = pgTable('w9_forms', {
  id: serial('id').primaryKey(),
  supplierId: integer('supplier_id')
    .unique()
    .references(() => suppliers.id, { onDelete: 'cascade' }),
  subcontractorId: integer('subcontractor_id')
    .unique()
    .references(() => subcontractors.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  businessName: text('business_name'),
  /** individual, c_corporation, s_corporation, partnership, trust_estate, llc or other (the W-9's line 3a). */
  entityType: text('entity_type').notNull(),
  /** 9 digits, as subcontractors.tin and suppliers.tin. */
  tin: varchar('tin', { length: 9 }).notNull(),
  tinKind: text('tin_kind').notNull(),
  signedDate: date('signed_date').notNull(),
  /** The scanned form under the uploads folder, or null. */
  fileName: text('file_name'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** insurance_certificates: certificates of insurance and workers' comp exemptions (migration 0060), valid effective..expiry inclusive. */
export const insuranceCertificates = pgTable('insurance_certificates', {
  id: serial('id').primaryKey(),
  supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
  subcontractorId: integer('subcontractor_id').references(() => subcontractors.id, { onDelete: 'cascade' }),
  /** general_liability, workers_comp or workers_comp_exemption. */
  kind: text('kind').notNull(),
  carrier: text('carrier').notNull(),
  policyNumber: text('policy_number').notNull(),
  eachOccurrenceCents: bigint('each_occurrence_cents', { mode: 'number' }),
  aggregateCents: bigint('aggregate_cents', { mode: 'number' }),
  effectiveDate: date('effective_date').notNull(),
  expiryDate: date('expiry_date').notNull(),
  additionalInsured: boolean('additional_insured').notNull().default(false),
  fileName: text('file_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
