import { Group, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { lazy, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { currentWeek, type PayrollMethod, type PayrollRow } from '../../../domain/payroll';
import type { OpeningQueries } from '../../app/opening-data';
import { EmptyState } from '../../lib/ui/empty-state';
import { ExportCsvButton } from '../../lib/ui/export-csv-button';
import { PHONE_QUERY } from '../../lib/ui/form-modal';
import { LazyDialog } from '../../lib/ui/lazy-dialog';
import { LoadError } from '../../lib/ui/load-error';
import { SortSelect, useTableSort } from '../../lib/ui/use-table-sort';
import { useProgressiveList } from '../../lib/use-progressive-list';
import { AdvancesSection } from './advances-section';
import { PayrollActions } from './payroll-actions';
import { PayrollCards, PayrollCardsSkeleton } from './payroll-cards';
import { payrollColumns } from './payroll-columns';
import { payrollTotals, rowMethod, visibleRows } from './payroll-helpers';
import { payrollQueries } from './payroll-queries';
import { PayrollTable, PayrollTableSkeleton } from './payroll-table';
import { useAdvances, useWeeklyPayroll } from './use-payroll';
import { WeekPicker } from './week-picker';

/** Employees drawn before the rest of the week: a screenful of the table on a laptop, of the cards on a phone. */
const FIRST_ROWS = 12;
const FIRST_CARDS = 4;

/** The pay stub (check drawing, print, SMS) is fetched when a stub is first opened. */
const PaystubDialog = lazy(() => import('./paystub-dialog').then((m) => ({ default: m.PaystubDialog })));

/** This week's payroll (the week the page opens on) and the advances. */
export const openingQueries: OpeningQueries = () => [payrollQueries.weekly(currentWeek()), payrollQueries.advances()];

/** Weekly Payroll (spec part 2 §2): a Sunday-to-Saturday week per employee, pay stubs, payments, advances. */
export default function PayrollPage() {
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [week, setWeek] = useState(currentWeek);
  // Methods chosen this week; anyone not in the map is paid by their preferred method (rowMethod).
  const [methods, setMethods] = useState<Record<number, PayrollMethod>>({});
  const [stubRow, setStubRow] = useState<PayrollRow | null>(null);
  const payroll = useWeeklyPayroll(week);
  // The week arrives through a store update, which React draws in one blocking task; the rows are drawn by the
  // deferred render that follows instead, in short slices (a phone stays responsive while they draw). The rows
  // travel with their week, so another week's rows are never shown under this week's dates.
  const answered = useMemo(() => ({ week, rows: payroll.data }), [week, payroll.data]);
  const deferred = useDeferredValue(answered);
  const weekRows = deferred.week === week ? deferred.rows : undefined;
  const loading = weekRows === undefined && !payroll.isError;
  useAdvances(); // loads alongside the week; AdvancesSection shows them
  // Below the first week still loading, the advances would be pushed down when its rows arrive (a layout shift
  // on a phone): they appear once that week is in place and stay while other weeks load.
  const [advancesShown, setAdvancesShown] = useState(false);
  if (!loading && !advancesShown) setAdvancesShown(true);
  const rows = visibleRows(weekRows ?? []);
  const totals = payrollTotals(rows);
  const columns = useMemo(() => payrollColumns(methods), [methods]);
  // The server's order (by name) until a header or the Sort by select picks one; the CSV follows what is shown.
  const sort = useTableSort(rows, columns);
  // A week of many employees draws its first screenful at once and the rest one render later, in slices.
  const drawn = useProgressiveList(sort.sorted, isPhone ? FIRST_CARDS : FIRST_ROWS);

  // The same function on every render, so the memoized rows draw again only when their own figures change.
  const onMethod = useCallback((id: number, m: PayrollMethod) => setMethods((s) => ({ ...s, [id]: m })), []);
  const changeWeek = (sunday: string) => {
    setWeek(sunday);
    setMethods({});
  };
  const list = {
    rows: drawn,
    employees: sort.sorted.length,
    th: sort.th,
    totals,
    methods,
    onMethod,
    onStub: setStubRow,
  };

  let body: ReactNode;
  if (payroll.isError) body = <LoadError title="Could not load payroll" error={payroll.error} onRetry={() => void payroll.refetch()} />;
  else if (loading) body = isPhone ? <PayrollCardsSkeleton /> : <PayrollTableSkeleton />;
  else if (rows.length === 0) body = <EmptyState message="No work recorded for this week" />;
  else body = isPhone ? <PayrollCards {...list} /> : <PayrollTable {...list} />;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Weekly Payroll
      </Title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <WeekPicker value={week} onChange={changeWeek} />
        <PayrollActions week={week} rows={rows} methods={methods} />
      </Group>
      {rows.length > 0 && (
        <Group justify={isPhone ? 'space-between' : 'flex-end'} align="flex-end" gap="sm">
          {isPhone && <SortSelect columns={columns} state={sort.state} onChange={sort.setState} defaultLabel="Name, A–Z" />}
          <ExportCsvButton rows={sort.sorted} columns={columns} fileName={`payroll-${week}.csv`} label="payroll of the week" />
        </Group>
      )}
      {body}
      {advancesShown && <AdvancesSection />}
      <LazyDialog opened={stubRow !== null}>
        {(opened) => (
          <PaystubDialog
            row={opened ? stubRow : null}
            week={week}
            method={stubRow ? rowMethod(stubRow, methods) : 'cashapp'}
            onClose={() => setStubRow(null)}
          />
        )}
      </LazyDialog>
    </Stack>
  );
}
