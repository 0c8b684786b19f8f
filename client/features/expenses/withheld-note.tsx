import { Text } from '@mantine/core';
import { BACKUP_WITHHOLDING_PERCENT } from '../../../domain/backup-withholding';
import type { ExpenseListItem } from '../../../domain/expenses';
import { formatMoney } from '../../lib/format';

/**
 * The backup withholding kept from a payment (a payee without a TIN over the 1099-NEC threshold): owed to the IRS,
 * so the payee was paid the rest. Nothing when none was kept.
 */
export function WithheldNote({ expense }: { expense: Pick<ExpenseListItem, 'amount' | 'backupWithholding'> }) {
  if (expense.backupWithholding <= 0) return null;
  const net = Math.round((expense.amount - expense.backupWithholding) * 100) / 100;
  return (
    <Text
      size="xs"
      c="var(--mantine-color-orange-text)"
      fw={500}
      title="Backup withholding: deposit it with the IRS (Form 945); it is box 4 of the payee's 1099-NEC"
    >
      {BACKUP_WITHHOLDING_PERCENT} % withheld {formatMoney(expense.backupWithholding)} · paid {formatMoney(net)}
    </Text>
  );
}
