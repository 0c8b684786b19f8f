import { Text } from '@mantine/core';
import type { ChangeOrder, InvoiceStatus } from '../../../domain/billing/schemas';

// Small pieces shared by the billing cards of a project page.

export { MONEY, SCROLL } from '../../lib/ui/input-props';
/** A percentage 0-100 with 2 decimals in a NumberInput. */
export const PERCENT = { decimalScale: 2, min: 0, max: 100, hideControls: true } as const;
export const STATUS_COLOR: Record<InvoiceStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  partially_paid: 'yellow',
  paid: 'green',
  void: 'red',
};
export const CO_COLOR: Record<ChangeOrder['status'], string> = { draft: 'gray', sent: 'blue', approved: 'green', rejected: 'red' };
/** A NumberInput's value as a number, or null when empty. */
export const num = (v: string | number) => (v === '' ? null : Number(v));

/** A labelled figure. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}
