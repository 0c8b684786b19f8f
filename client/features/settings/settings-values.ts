import type { ResponseOf } from '../../../domain/api/endpoint';
import type { paymentsApi } from '../../../domain/api/payments';
import type { OutboxMessage } from '../../../domain/api/sms';
import type { systemApi } from '../../../domain/api/system';
import { cashappConfigInputSchema } from '../../../domain/payroll';
import { schemaValidator } from '../../lib/ui/form-errors';

/** GET /api/payments/cashapp-config, as its contract types it. */
export type CashappConfig = ResponseOf<typeof paymentsApi.cashappConfig>;

export type CashappFormValues = { businessHandle: string; businessDisplayName: string };

/** GET /api/health, as its contract types it. */
export type Health = ResponseOf<typeof systemApi.health>;

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
export function isOutboxOnly(messages: readonly Pick<OutboxMessage, 'provider'>[]): boolean {
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
