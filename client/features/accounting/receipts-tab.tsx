import { Button, Flex, Pagination, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { RECEIPT_FILTERS, type ReceiptSort } from '../../../domain/accounting';
import { accountingExportsApi } from '../../../domain/api/accounting-exports';
import { endpointUrl } from '../../lib/call-api';
import { EmptyState } from '../../lib/ui/empty-state';
import { PHONE_QUERY } from '../../lib/ui/form-modal';
import { LoadError } from '../../lib/ui/load-error';
import { SearchInput } from '../../lib/ui/search-input';
import { SortSelect, useSortState } from '../../lib/ui/use-table-sort';
import { accountingQueries, RECEIPTS_PAGE_SIZE } from './accounting-queries';
import { RECEIPT_COLUMNS, ReceiptCards, ReceiptTable } from './receipt-list';

type Filter = (typeof RECEIPT_FILTERS)[number];
const FILTER_LABELS: Record<Filter, string> = {
  all: 'All categories',
  material: 'Material',
  labor: 'Labor',
  equipment: 'Equipment',
  permits: 'Permits',
  utilities: 'Utilities',
};

/** Receipt Management tab: the year's expenses searched by description, supplier or project, filtered, exported. */
export function ReceiptsTab({ year }: { year: number }) {
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // Sorted on the server (the list is paged): a header click or the phone's Sort by starts again at page 1.
  const sort = useSortState(RECEIPT_COLUMNS);
  const order = sort.state ? { sort: sort.state.sort as ReceiptSort, dir: sort.state.dir } : null;
  const receipts = useQuery(accountingQueries.receipts(year, debounced, category, page, order));
  const changeSort = (next: typeof sort.state) => {
    sort.setState(next);
    setPage(1);
  };
  const csvHref = endpointUrl(accountingExportsApi.expensesCsv, { query: { year, search: debounced, category } });
  const pages = Math.max(1, Math.ceil((receipts.data?.total ?? 0) / RECEIPTS_PAGE_SIZE));

  let body: ReactNode;
  if (receipts.isError) body = <LoadError title="Could not load receipts" error={receipts.error} onRetry={() => void receipts.refetch()} />;
  else if (!receipts.data) body = <Skeleton height={240} radius="md" />;
  else if (receipts.data.rows.length === 0) body = <EmptyState message="No receipts match" />;
  else body = isPhone ? <ReceiptCards rows={receipts.data.rows} /> : <ReceiptTable rows={receipts.data.rows} th={sort.th} />;

  return (
    <Stack gap="md">
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-end' }} gap="sm">
        <SearchInput
          label="Search receipts"
          placeholder="Description, supplier or project"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        <Select
          label="Category"
          data={RECEIPT_FILTERS.map((f) => ({ value: f, label: FILTER_LABELS[f] }))}
          value={category}
          onChange={(v) => {
            setCategory((v as Filter | null) ?? 'all');
            setPage(1);
          }}
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
        />
        {isPhone && <SortSelect columns={RECEIPT_COLUMNS} state={sort.state} onChange={changeSort} defaultLabel="Date, newest first" />}
        <Button component="a" href={csvHref} download variant="default" leftSection={<IconDownload size={16} />}>
          Export CSV
        </Button>
      </Flex>
      {receipts.data && (
        <Text size="sm" c="dimmed">
          {receipts.data.total} {receipts.data.total === 1 ? 'receipt' : 'receipts'}
        </Text>
      )}
      {body}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
    </Stack>
  );
}
