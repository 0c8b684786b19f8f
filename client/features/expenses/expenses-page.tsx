import { Alert, Box, Button, EmptyState, Group, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconDownload, IconPlus, IconReceiptOff } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { expensesApi } from '../../../domain/api/expenses';
import { type ExpenseListItem, isExpenseCategory } from '../../../domain/expenses';
import { errorMessage } from '../../lib/api';
import { endpointUrl } from '../../lib/call-api';
import { useRole } from '../auth/auth-queries';
import { ExpenseCardList, ExpenseCardListSkeleton } from './expense-card-list';
import { badDateRange, ExpenseFilters, type ExpenseFilterValues } from './expense-filters';
import { ExpenseFormModal } from './expense-form-modal';
import { expenseQueries } from './expense-queries';
import { ExpenseSummaryTiles } from './expense-summary-tiles';
import { type ExpenseSortState, ExpenseTable, ExpenseTableSkeleton } from './expense-table';

const PAGE_SIZE = 50;
const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;
const NO_FILTERS: ExpenseFilterValues = { search: '', category: 'all', projectId: 'all', from: null, to: null };
const NEWEST_FIRST: ExpenseSortState = { sort: 'date', dir: 'desc' };
/** The phone's sort choices (the card list has no column headers). */
const PHONE_SORTS = [
  { value: 'date:desc', label: 'Newest first' },
  { value: 'date:asc', label: 'Oldest first' },
  { value: 'amount:desc', label: 'Amount, largest first' },
  { value: 'amount:asc', label: 'Amount, smallest first' },
  { value: 'description:asc', label: 'Description, A–Z' },
  { value: 'project:asc', label: 'Project, A–Z' },
  { value: 'category:asc', label: 'Category, A–Z' },
];

/** The Expenses page (docs/product/screens.md §2.13): summary tiles, filters, a server-paged list, New/Edit/Delete. */
export default function ExpensesPage() {
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  // ?search= (the global search opens an expense this way) starts the filters, and again whenever it changes.
  const [urlParams] = useSearchParams();
  const urlSearch = urlParams.get('search') ?? '';
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  const [filters, setFilters] = useState<ExpenseFilterValues>({ ...NO_FILTERS, search: urlSearch });
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ExpenseSortState>(NEWEST_FIRST);
  const [formOpened, setFormOpened] = useState(false);
  const [editing, setEditing] = useState<ExpenseListItem | null>(null);
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch);
    setFilters({ ...NO_FILTERS, search: urlSearch });
    setPage(1);
  }

  const params = {
    search: search || undefined,
    category: isExpenseCategory(filters.category) ? filters.category : undefined,
    projectId: filters.projectId === 'all' ? undefined : Number(filters.projectId),
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
  };
  const badRange = badDateRange(filters);
  // A foreman's page lists the expenses of their projects; the totals tiles are the office's (issue 16).
  const foreman = useRole() === 'foreman';
  const summary = useQuery({ ...expenseQueries.summary(params), placeholderData: keepPreviousData, enabled: !foreman && !badRange });
  const list = useQuery({
    ...expenseQueries.list({ ...params, ...sort, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled: !badRange,
  });

  const count = summary.data?.count;
  const rows = list.data ?? [];
  // Without the summary's count, offer one more page while pages come back full.
  const totalPages = count !== undefined ? Math.max(1, Math.ceil(count / PAGE_SIZE)) : rows.length === PAGE_SIZE ? page + 1 : page;

  // After deleting the last expense of the last page, step back to a page that exists.
  useEffect(() => {
    if (count !== undefined && !summary.isPlaceholderData && page > totalPages) setPage(totalPages);
  }, [count, page, totalPages, summary.isPlaceholderData]);

  const changeFilters = (patch: Partial<ExpenseFilterValues>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const changeSort = (next: ExpenseSortState) => {
    setSort(next);
    setPage(1);
  };
  const openNew = () => {
    setEditing(null);
    setFormOpened(true);
  };
  const openEdit = (expense: ExpenseListItem) => {
    setEditing(expense);
    setFormOpened(true);
  };
  const filtered =
    filters.search.trim() !== '' ||
    filters.category !== 'all' ||
    filters.projectId !== 'all' ||
    filters.from !== null ||
    filters.to !== null;

  let body: ReactNode;
  if (list.isError)
    body = (
      <Alert color="red" variant="light" title="Could not load expenses" icon={<IconAlertCircle />}>
        {errorMessage(list.error, 'The server did not answer. Check that it is running, then try again.')}
        <div>
          <Button size="compact-sm" variant="subtle" color="red" mt="xs" px={0} onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      </Alert>
    );
  else if (list.isPending) body = isPhone ? <ExpenseCardListSkeleton /> : <ExpenseTableSkeleton />;
  else if (rows.length === 0)
    body = (
      <EmptyState
        icon={<IconReceiptOff size={26} />}
        withIndicatorBackground
        title="No expenses found."
        description={
          filtered
            ? 'Nothing matches these filters.'
            : foreman
              ? 'Record the materials, gas and receipts of your projects here.'
              : 'Record material, labor, gas and other costs of your projects here.'
        }
        py="xl"
      >
        <EmptyState.Actions>
          {filtered ? (
            <Button variant="default" onClick={() => changeFilters(NO_FILTERS)}>
              Clear filters
            </Button>
          ) : (
            <Button leftSection={<IconPlus size={18} />} onClick={openNew}>
              New Expense
            </Button>
          )}
        </EmptyState.Actions>
      </EmptyState>
    );
  else
    body = (
      <Box aria-busy={list.isPlaceholderData} style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
        {isPhone ? (
          <ExpenseCardList expenses={rows} onEdit={openEdit} />
        ) : (
          <ExpenseTable expenses={rows} onEdit={openEdit} sort={sort} onSort={changeSort} />
        )}
      </Box>
    );

  const first = (page - 1) * PAGE_SIZE + 1;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          Expenses
        </Title>
        <Group gap="sm">
          {!foreman && (
            <Button
              variant="default"
              component="a"
              href={endpointUrl(expensesApi.exportCsv, { query: { ...params, ...sort } })}
              download="expenses.csv"
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              Export CSV
            </Button>
          )}
          <Button leftSection={<IconPlus size={18} />} onClick={openNew}>
            New Expense
          </Button>
        </Group>
      </Group>

      {!foreman && <ExpenseSummaryTiles summary={summary.data} failed={summary.isError} />}
      <ExpenseFilters values={filters} onChange={changeFilters} />
      {isPhone && (
        <Select
          label="Sort by"
          data={PHONE_SORTS}
          value={`${sort.sort}:${sort.dir}`}
          allowDeselect={false}
          onChange={(v) => {
            const [column, dir] = (v ?? 'date:desc').split(':') as [ExpenseSortState['sort'], ExpenseSortState['dir']];
            changeSort({ sort: column, dir });
          }}
        />
      )}
      {body}

      {rows.length > 0 && totalPages > 1 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {count !== undefined
              ? `${first.toLocaleString('en-US')}–${(first + rows.length - 1).toLocaleString('en-US')} of ${count.toLocaleString('en-US')}`
              : `Page ${page}`}
          </Text>
          <Pagination
            total={totalPages}
            value={page}
            onChange={setPage}
            siblings={isPhone ? 0 : 1}
            size={isPhone ? 'sm' : 'md'}
            getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          />
        </Group>
      )}

      <ExpenseFormModal
        opened={formOpened}
        expense={editing}
        defaultProjectId={params.projectId ?? null}
        onClose={() => setFormOpened(false)}
      />
    </Stack>
  );
}
