import { Badge, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ExpenseListItem } from '../../../domain/expenses';
import { formatDate, formatMoney } from '../../lib/format';
import { categoryColor, categoryLabel } from './expense-category';
import { ExpenseRowActions } from './expense-row-actions';
import { expensePayee } from './expense-who';

type ExpenseTableProps = { expenses: ExpenseListItem[]; onEdit: (expense: ExpenseListItem) => void };

// A badge's label may shrink to nothing in an auto-width table column; keep it whole.
const BADGE_NO_SHRINK = { minWidth: 'max-content' } as const;
const NUM = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function Head() {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th w={120}>Date</Table.Th>
        <Table.Th>Description</Table.Th>
        <Table.Th>Project</Table.Th>
        <Table.Th>Category</Table.Th>
        <Table.Th>Supplier / Employee</Table.Th>
        <Table.Th style={NUM}>Amount</Table.Th>
        <Table.Th w={90}>
          <VisuallyHidden>Actions</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** Desktop list of expenses: one row each, amount right-aligned. */
export function ExpenseTable({ expenses, onEdit }: ExpenseTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Expenses">
        <Head />
        <Table.Tbody>
          {expenses.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(e.date)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500} lineClamp={2}>
                  {e.description}
                </Text>
                {e.receiptNumber && (
                  <Text size="xs" c="dimmed">
                    Receipt #{e.receiptNumber}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {e.projectName}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Badge color={categoryColor(e.category)} variant="light" style={BADGE_NO_SHRINK}>
                  {categoryLabel(e.category)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={expensePayee(e) ? undefined : 'dimmed'} lineClamp={2}>
                  {expensePayee(e) ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td style={NUM} fw={600}>
                {formatMoney(e.amount)}
              </Table.Td>
              <Table.Td>
                <ExpenseRowActions expense={e} onEdit={onEdit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Skeleton rows in the table's shape while the first page loads. */
export function ExpenseTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Table verticalSpacing="sm" aria-busy="true" aria-label="Loading expenses">
      <Head />
      <Table.Tbody>
        {Array.from({ length: rows }, (_, i) => (
          <Table.Tr key={i}>
            {[80, 180, 120, 70, 110, 70, 50].map((w, j) => (
              <Table.Td key={j}>
                <Skeleton height={14} width={w} ml={j === 5 ? 'auto' : undefined} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
