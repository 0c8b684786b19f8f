import { Badge, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ExpenseListItem, ExpenseSort } from '../../../domain/expenses';
import { formatDate, formatMoney } from '../../lib/format';
import { SortableTh, type SortState } from '../../lib/ui/sortable-th';
import { categoryColor, categoryLabel } from './expense-category';
import { ExpenseRowActions } from './expense-row-actions';
import { expensePayee } from './expense-who';
import { WithheldNote } from './withheld-note';

type ExpenseTableProps = {
  expenses: ExpenseListItem[];
  onEdit: (expense: ExpenseListItem) => void;
  sort: ExpenseSortState;
  onSort: (next: ExpenseSortState) => void;
};

// A badge's label may shrink to nothing in an auto-width table column; keep it whole.
const BADGE_NO_SHRINK = { minWidth: 'max-content' } as const;
const NUM = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

export type ExpenseSortState = SortState<ExpenseSort>;

/** Column headers; with a sort state, Date, Description, Project, Category and Amount sort the list. */
function Head({ sort, onSort }: { sort?: ExpenseSortState; onSort?: (next: ExpenseSortState) => void }) {
  const th = (column: ExpenseSort, label: string, extra: { firstDir?: 'asc' | 'desc'; w?: number; style?: typeof NUM } = {}) =>
    sort && onSort ? (
      <SortableTh column={column} state={sort} onSort={onSort} align={extra.style ? 'right' : 'left'} {...extra}>
        {label}
      </SortableTh>
    ) : (
      <Table.Th w={extra.w} style={extra.style}>
        {label}
      </Table.Th>
    );
  return (
    <Table.Thead>
      <Table.Tr>
        {th('date', 'Date', { w: 120, firstDir: 'desc' })}
        {th('description', 'Description')}
        {th('project', 'Project')}
        {th('category', 'Category')}
        <Table.Th>Supplier / Employee</Table.Th>
        {th('amount', 'Amount', { style: NUM, firstDir: 'desc' })}
        <Table.Th w={90}>
          <VisuallyHidden>Actions</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** Desktop list of expenses: one row each, amount right-aligned. */
export function ExpenseTable({ expenses, onEdit, sort, onSort }: ExpenseTableProps) {
  return (
    // A region that scrolls sideways must be reachable from the keyboard (axe scrollable-region-focusable).
    <Table.ScrollContainer minWidth={760} scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': 'Expenses table' } }}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Expenses">
        <Head sort={sort} onSort={onSort} />
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
                <WithheldNote expense={e} />
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
