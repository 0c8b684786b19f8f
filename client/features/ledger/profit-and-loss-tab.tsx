import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadError } from '../../lib/ui/load-error';
import { AccountLinesDrawer, type OpenAccount } from './account-lines-drawer';
import { ledgerQueries } from './ledger-queries';
import { type LedgerPeriod, PeriodInputs } from './period-inputs';
import { booked, FigureRow, ReportSection, ReportTable } from './report-table';

/**
 * The profit and loss of a period (issue 41): revenue and expenses by account, their totals and the net income. The
 * period is the page's, shared with the trial balance.
 */
export function ProfitAndLossTab({ period }: { period: LedgerPeriod }) {
  const { from, to, valid } = period;
  const [open, setOpen] = useState<OpenAccount | null>(null);
  const q = useQuery({ ...ledgerQueries.profitAndLoss(from, to), enabled: valid });
  const d = q.data;
  const empty = d !== undefined && booked(d.revenue).length === 0 && booked(d.expenses).length === 0;
  return (
    <Stack>
      <PeriodInputs period={period} />
      {!valid ? null : q.isPending ? (
        <Skeleton height={320} />
      ) : q.isError ? (
        <LoadError title="Could not load the profit and loss" error={q.error} onRetry={() => q.refetch()} />
      ) : empty ? (
        <EmptyState message="Nothing is booked in this period yet." />
      ) : (
        d && (
          <>
            <Text size="sm">Revenue on the {d.basis} basis. Select an account to see its entries.</Text>
            <ReportTable label="Profit and loss" footer={<FigureRow label="Net income" amount={d.netIncome} />}>
              <ReportSection
                title="Revenue"
                lines={d.revenue}
                onOpen={setOpen}
                total={{ label: 'Total revenue', amount: d.totalRevenue }}
              />
              <ReportSection
                title="Expenses"
                lines={d.expenses}
                onOpen={setOpen}
                total={{ label: 'Total expenses', amount: d.totalExpenses }}
              />
            </ReportTable>
          </>
        )
      )}
      <AccountLinesDrawer account={open} from={from} to={to} onClose={() => setOpen(null)} />
    </Stack>
  );
}
