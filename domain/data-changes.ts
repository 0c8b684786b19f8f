import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** Every table whose committed writes reach open screens (migration 0006 gives each one change triggers). */
export const DATA_TABLES = [
  'projects',
  'expenses',
  'time_entries',
  'project_employees',
  'project_subcontractors',
  'project_photos',
  'receipts',
  'payments',
  'payroll_advances',
  'notifications',
  'active_projects',
  'inactive_projects',
  'completed_projects',
  'employees',
  'suppliers',
  'subcontractors',
  'sms_outbox',
  'notification_rules',
  'configurations',
  'social_accounts',
  'scheduled_posts',
  'marketing_content',
  'change_orders',
  'sov_lines',
  'invoices',
  'invoice_payments',
  'project_billing',
  'project_estimates',
  'email_outbox',
  'wip_snapshots',
  'project_trash',
  'project_approval_items',
  'closed_periods',
  'employee_rates',
  'payroll_adjustments',
  'statement_accounts',
  'statement_imports',
  'statement_lines',
  'statement_matches',
  'shared_links',
  'ledger_accounts',
  'cost_codes',
  'project_cost_codes',
  'commitments',
  'commitment_lines',
  'burden_years',
  'employee_burden',
  // Payees' W-9s and certificates of insurance (issue 44, migration 0060): their compliance status.
  'w9_forms',
  'insurance_certificates',
  // Lien waivers and the states' templates (issue 44, migration 0063).
  'lien_waivers',
  'lien_waiver_templates',
] as const;
export type DataTable = (typeof DATA_TABLES)[number];

/**
 * One change event of GET /api/events: the table, the changed row ids and the projects those rows belong to.
 * ids null: a bulk write or truncate, anything in the table may have changed; projectIds null: not tied to a
 * project, or not known. Events never carry row data. The table is a plain string so a newer server's table
 * reaches an older client (which then refreshes everything).
 */
export const dataChangeSchema = lazySchema(() =>
  z.object({
    table: z.string(),
    ids: z.array(z.number().int()).nullable(),
    projectIds: z.array(z.number().int()).nullable(),
  }),
);
export type DataChange = z.infer<typeof dataChangeSchema>;

const payloadSchema = lazySchema(() =>
  z.object({
    t: z.string(),
    ids: z.array(z.number().int()).optional(),
    p: z.array(z.number().int()).optional(),
  }),
);

/** Reads a notification payload of migration 0006 ({"t", "ids", "p"}) as a change; null when it is not one. */
export function parseChangePayload(payload: string): DataChange | null {
  if (!payload.startsWith('{')) return null;
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return null;
  return { table: parsed.data.t, ids: parsed.data.ids ?? null, projectIds: parsed.data.p ?? null };
}
