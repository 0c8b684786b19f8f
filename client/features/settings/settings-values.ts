import { cashappConfigInputSchema } from '../../../domain/payroll';
import { schemaValidator } from '../../lib/ui/form-errors';

/** GET /api/payments/cashapp-config. */
export type CashappConfig = { businessHandle: string | null; businessDisplayName: string | null; isConfigured: boolean };

export type CashappFormValues = { businessHandle: string; businessDisplayName: string };

/** GET /api/health. */
export type Health = { status: string; database: 'pglite' | 'postgres' };

/** One row of GET /api/sms/outbox (newest first). */
export type SmsMessage = {
  id: number;
  toPhone: string | null;
  employeeId: number | null;
  employeeName: string | null;
  body: string;
  provider: string;
  /** 'stored' (kept in the outbox), 'sent' or 'failed'. */
  status: string;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
};

/** The form's starting values: the saved settings, blanks when nothing is saved yet. */
export function cashappFormValues(config: CashappConfig | undefined): CashappFormValues {
  return { businessHandle: config?.businessHandle ?? '', businessDisplayName: config?.businessDisplayName ?? '' };
}

/** The PUT payload: trimmed text. */
export function toCashappPayload(values: CashappFormValues): CashappFormValues {
  return { businessHandle: values.businessHandle.trim(), businessDisplayName: values.businessDisplayName.trim() };
}

/** Validates with the same schema the server uses (the handle must start with $). */
export const validateCashappForm = schemaValidator<CashappFormValues>(cashappConfigInputSchema, toCashappPayload);

/** How the status panel names the database the server runs on. */
export function databaseLabel(database: Health['database'] | undefined): string {
  if (database === 'pglite') return 'Embedded database (PGlite)';
  if (database === 'postgres') return 'PostgreSQL server';
  return 'Unknown';
}

const SMS_STATUS = {
  stored: { color: 'gray', label: 'In outbox' },
  sent: { color: 'green', label: 'Sent' },
  failed: { color: 'red', label: 'Failed' },
} as const;

/** Badge colour and text of a message's delivery status. */
export function smsStatusBadge(status: string): { color: string; label: string } {
  return SMS_STATUS[status as keyof typeof SMS_STATUS] ?? { color: 'gray', label: status };
}

/** True when no real SMS provider has handled any message (all kept in the outbox, or none yet). */
export function isOutboxOnly(messages: readonly Pick<SmsMessage, 'provider'>[]): boolean {
  return messages.every((m) => m.provider === 'outbox');
}

/** A timestamp as "Nov 22, 2026, 3:04 PM" in the viewer's time zone (or the one given, for tests). */
export function formatTimestamp(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  // Newer ICU puts a narrow no-break space before AM/PM; a plain space reads the same and tests stay stable.
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).replace(/\u202f/g, ' ');
}
