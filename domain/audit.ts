import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { formatUsd } from './money';
import { MAX_ID, parseId, queryInt } from './validation';
import { queryDateSchema } from './validation-dates';

/**
 * Audit log of money (issue 16): every create, change and delete of a project's budget, an expense, a work
 * record, an advance or a payment, written by database triggers (migration 0016) in the write's transaction.
 */

/** The tables the triggers watch, as the log names them. */
export const AUDIT_ENTITIES = [
  'project',
  'expense',
  'work_record',
  'advance',
  'payment',
  'change_order',
  'invoice',
  'invoice_payment',
  'closed_period',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export type AuditAction = 'create' | 'update' | 'delete';

/** What the history filters by: the entity (a project's changes are its budget), or everything a pay week wrote. */
export const AUDIT_KINDS = [
  'budget',
  'expense',
  'work_record',
  'advance',
  'payment',
  'pay_week',
  'change_order',
  'invoice',
  'invoice_payment',
  'closed_period',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  budget: 'Budget',
  expense: 'Expense',
  work_record: 'Work record',
  advance: 'Advance',
  payment: 'Payment',
  pay_week: 'Pay week',
  change_order: 'Change order',
  invoice: 'Invoice',
  invoice_payment: 'Payment received',
  closed_period: 'Closing the books',
};

/** Who a write made with sign-in off is recorded as (loopback default: nobody signed in on this machine). */
export const LOCAL_USER_NAME = 'Local user';
/** Who a write made outside the app's requests (SQL session, bench loader) is recorded as (migration 0016). */
export const SYSTEM_NAME = 'System';

/** One row of the log; before/after are the row's columns as stored (snake_case), null on create/delete. */
export const auditEntrySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    at: z.string(),
    actorId: z.number().int().nullable(),
    actorName: z.string(),
    entity: z.enum(AUDIT_ENTITIES),
    entityId: z.number().int(),
    action: z.enum(['create', 'update', 'delete']),
    projectId: z.number().int().nullable(),
    projectName: z.string().nullable(),
    /** Who the row is about: an expense's description, a work record's or payment's person, a project's name. */
    subject: z.string().nullable(),
    context: z.string().nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    /** Names of the rows before/after refer to, by 'field:id' ('employee_id:3' → 'Ana Lopez'), where they still exist. */
    names: z.record(z.string(), z.string()),
  }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = lazySchema(() =>
  z.object({
    entries: z.array(auditEntrySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type AuditPage = z.infer<typeof auditPageSchema>;

const pageQuery = lazySchema(() => ({
  page: queryInt('Page', 1, 100_000)
    .optional()
    .transform((n) => n ?? 1),
  pageSize: queryInt('Page size', 1, 200)
    .optional()
    .transform((n) => n ?? 25),
}));

/** GET /api/projects/:id/history: one project's changes, newest first. */
export const projectHistoryQuerySchema = lazySchema(() => z.object(pageQuery));

/** GET /api/audit-log (owner): every change, filtered; the dates are inclusive days. */
export const auditLogQuerySchema = lazySchema(() =>
  z
    .object({
      ...pageQuery,
      from: queryDateSchema('From date'),
      to: queryDateSchema('To date'),
      kind: z
        .unknown()
        .optional()
        .transform((v, ctx): AuditKind | undefined => {
          if (v === undefined || v === '') return undefined;
          if (typeof v === 'string' && (AUDIT_KINDS as readonly string[]).includes(v)) return v as AuditKind;
          ctx.addIssue({ code: 'custom', message: `Kind must be one of ${AUDIT_KINDS.join(', ')}` });
          return z.NEVER;
        }),
      /** A user's id, or 'local' for changes made with nobody signed in (sign-in off, or outside the app). */
      user: z
        .unknown()
        .optional()
        .transform((v, ctx): number | 'local' | undefined => {
          if (v === undefined || v === '') return undefined;
          if (v === 'local') return 'local';
          const id = parseId(v);
          if (id !== null) return id;
          ctx.addIssue({ code: 'custom', message: 'User must be a user id or local' });
          return z.NEVER;
        }),
      projectId: queryInt('Project', 1, MAX_ID).optional(),
    })
    .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'From date must be on or before the To date', path: ['to'] }),
);
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** The fields a person reads in the history, per entity, in display order, with how to show a value. */
type FieldFormat = 'money' | 'text' | 'date' | 'number' | 'bool' | 'ref';
const FIELDS: Record<AuditEntity, [key: string, label: string, format: FieldFormat][]> = {
  project: [
    ['budget', 'Budget', 'money'],
    ['estimated_material_cost', 'Estimated material cost', 'money'],
  ],
  expense: [
    ['amount', 'Amount', 'money'],
    ['description', 'Description', 'text'],
    ['category', 'Category', 'text'],
    ['date', 'Date', 'date'],
    ['project_id', 'Project', 'ref'],
    ['supplier_id', 'Supplier', 'ref'],
    ['employee_id', 'Employee', 'ref'],
    ['subcontractor_id', 'Subcontractor', 'ref'],
    ['payment_method', 'Paid by', 'text'],
    ['receipt_number', 'Receipt number', 'text'],
    ['receipt_id', 'Receipt image', 'ref'],
    ['notes', 'Notes', 'text'],
  ],
  work_record: [
    ['date', 'Date', 'date'],
    ['entry_type', 'Recorded in', 'text'],
    ['hours', 'Hours', 'number'],
    ['days', 'Days', 'number'],
    ['custom_pay', 'Custom pay', 'money'],
    ['project_id', 'Project', 'ref'],
    ['employee_id', 'Employee', 'ref'],
    ['subcontractor_id', 'Subcontractor', 'ref'],
    ['description', 'Description', 'text'],
  ],
  advance: [
    ['amount', 'Amount', 'money'],
    ['status', 'Status', 'text'],
    ['advance_date', 'Date', 'date'],
    ['reason', 'Reason', 'text'],
    ['payment_method', 'Paid by', 'text'],
    ['deduct_from_project', 'Charged to the project', 'bool'],
    ['week_start_date', 'Pay week', 'date'],
    ['project_id', 'Project', 'ref'],
    ['employee_id', 'Employee', 'ref'],
    ['expense_id', 'Expense', 'ref'],
    ['notes', 'Notes', 'text'],
  ],
  payment: [
    ['amount', 'Amount', 'money'],
    ['status', 'Status', 'text'],
    ['payment_type', 'Type', 'text'],
    ['payment_method', 'Paid by', 'text'],
    ['payment_date', 'Date', 'date'],
    ['week_start_date', 'Pay week', 'date'],
    ['check_number', 'Check number', 'text'],
    ['cashapp_transaction_id', 'Cash App transaction', 'text'],
    ['project_id', 'Project', 'ref'],
    ['employee_id', 'Employee', 'ref'],
    ['notes', 'Notes', 'text'],
  ],
  change_order: [
    ['number', 'Number', 'number'],
    ['amount', 'Amount', 'money'],
    ['cost_impact', 'Cost impact', 'money'],
    ['status', 'Status', 'text'],
    ['description', 'Description', 'text'],
    ['date', 'Date', 'date'],
    ['approved_by', 'Approved by', 'text'],
  ],
  invoice: [
    ['number', 'Number', 'number'],
    ['status', 'Status', 'text'],
    ['completed_to_date', 'Completed to date', 'money'],
    ['retainage', 'Retainage', 'money'],
    ['amount_due', 'Amount due', 'money'],
    ['paid_total', 'Paid', 'money'],
    ['invoice_date', 'Date', 'date'],
    ['due_date', 'Due', 'date'],
  ],
  invoice_payment: [
    ['amount', 'Amount', 'money'],
    ['date', 'Date', 'date'],
    ['method', 'Method', 'text'],
    ['reference', 'Reference', 'text'],
    ['invoice_id', 'Invoice', 'number'],
  ],
  closed_period: [
    ['action', 'Action', 'text'],
    ['through', 'Closed through', 'date'],
    ['reason', 'Reason', 'text'],
  ],
};

const ENTITY_NOUNS: Record<AuditEntity, string> = {
  project: 'budget',
  expense: 'expense',
  work_record: 'work record',
  advance: 'advance',
  payment: 'payment',
  change_order: 'change order',
  invoice: 'invoice',
  invoice_payment: 'payment received',
  closed_period: 'closed period',
};

/** A stored value as a person reads it: "$1,250.00", "Mar 4, 2026", "yes", "none". */
export function formatAuditValue(value: unknown, format: FieldFormat, name?: string): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (format === 'money') {
    const n = Number(value);
    return Number.isFinite(n) ? formatUsd(n) : String(value);
  }
  if (format === 'bool') return value ? 'yes' : 'no';
  if (format === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
  }
  if (format === 'ref') return name ?? `#${value}`;
  return String(value).replace(/_/g, ' ');
}

export type AuditChange = { field: string; label: string; before: string; after: string };

/** The fields that differ between before and after (an update), in display order, each in words. */
export function auditChanges(entry: Pick<AuditEntry, 'entity' | 'before' | 'after'> & { names?: Record<string, string> }): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const names = entry.names ?? {};
  return FIELDS[entry.entity]
    .filter(([key]) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map(([key, label, format]) => ({
      field: key,
      label,
      before: formatAuditValue(before[key], format, names[`${key}:${before[key]}`]),
      after: formatAuditValue(after[key], format, names[`${key}:${after[key]}`]),
    }));
}

/** The headline money figure of a row (amount, budget, custom pay), or null. */
function headlineAmount(entity: AuditEntity, row: Record<string, unknown>): string | null {
  const key = entity === 'project' ? 'budget' : entity === 'work_record' ? 'custom_pay' : entity === 'invoice' ? 'amount_due' : 'amount';
  const v = row[key];
  return v === null || v === undefined ? null : formatAuditValue(v, 'money');
}

/** One line saying what happened: "Changed the expense “Lumber”", "Added a work record for Maria: 8 hours". */
export function describeAudit(entry: Pick<AuditEntry, 'entity' | 'action' | 'subject' | 'before' | 'after' | 'context'>): string {
  const noun = ENTITY_NOUNS[entry.entity];
  const row = entry.after ?? entry.before ?? {};
  const about =
    entry.entity === 'project'
      ? ''
      : entry.subject
        ? entry.entity === 'expense'
          ? ` “${entry.subject}”`
          : ` for ${entry.subject}`
        : ` #${row.id ?? ''}`;
  const amount = headlineAmount(entry.entity, row);
  const work =
    entry.entity === 'work_record' ? (row.entry_type === 'days' ? `${row.days ?? ''} day(s)` : `${row.hours ?? ''} hour(s)`) : null;
  const figure = [work, amount].filter(Boolean).join(', ');
  const via =
    entry.context === 'pay_week'
      ? ' (paying a week)'
      : entry.context === 'receipt'
        ? ' (from a scanned receipt)'
        : entry.context === 'rate_change'
          ? ' (repriced by a pay rate change)'
          : '';
  if (entry.entity === 'closed_period') {
    const through = typeof row.through === 'string' ? formatAuditValue(row.through, 'date') : null;
    if (row.action === 'close') return `Closed the books through ${through}`;
    return `Reopened the books${through ? `, now closed through ${through}` : ''}: ${String(row.reason ?? '')}`;
  }
  if (entry.entity === 'project') {
    if (entry.action === 'create') return `Set the budget to ${amount ?? 'none'} when creating the project${via}`;
    if (entry.action === 'delete') return `Deleted the project (budget ${amount ?? 'none'})${via}`;
    return `Changed the budget${via}`;
  }
  if (entry.action === 'create') return `Added the ${noun}${about}${figure ? `: ${figure}` : ''}${via}`;
  if (entry.action === 'delete') return `Deleted the ${noun}${about}${figure ? ` (${figure})` : ''}${via}`;
  return `Changed the ${noun}${about}${via}`;
}
