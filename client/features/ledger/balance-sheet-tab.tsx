import { Alert, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { centsToDollars, dollarsToCents, subCents } from '../../../domain/money';
import { formatMoney } from '../../lib/format';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadError } from '../../lib/ui/load-error';
import { AccountLinesDrawer, type OpenAccount } from './account-lines-drawer';
import { ledgerQueries } from './ledger-queries';
import { isIsoDate } from './period-inputs';
import { booked, FigureRow, ReportSection, ReportTable } from './report-table';

/**
 * The balance sheet as of a day (issue 41): assets, liabilities and equity with the net income to date, and the two
 * totals, which must be equal. An account's drill-down shows its entries from January 1 of that year to the day.
 */
export function BalanceSheetTab({ asOf, onAsOfChange }: { asOf: string; onAsOfChange: (day: string) => void }) {
  const [open, setOpen] = useState<OpenAccount | null>(null);
  const valid = isIsoDate(asOf);
  const q = useQuery({ ...ledgerQueries.balanceSheet(asOf), enabled: valid });
  const d = q.data;
  const empty = d !== undefined && d.netIncomeToDate === 0 && [d.assets, d.liabilities, d.equity].every((l) => booked(l).length === 0);
  const difference = d ? subCents(dollarsToCents(d.totalAssets), dollarsToCents(d.totalLiabilitiesAndEquity)) : 0;
  return (
    <Stack>
      <TextInput
        label="As of"
        type="date"
        value={asOf}
        onChange={(e) => onAsOfChange(e.currentTarget.value)}
        maw={220}
        error={valid ? undefined : 'Choose a day'}
      />
      {!valid ? null : q.isPending ? (
        <Skeleton height={320} />
      ) : q.isError ? (
        <LoadError title="Could not load the balance sheet" error={q.error} onRetry={() => q.refetch()} />
      ) : empty ? (
        <EmptyState message="Nothing is booked up to this day yet." />
      ) : (
        d && (
          <>
            <Text size="sm">Revenue on the {d.basis} basis. Select an account to see its entries this year.</Text>
            {difference !== 0 && (
              <Alert color="red" title="The balance sheet does not balance">
                Total assets differ from total liabilities and equity by {formatMoney(centsToDollars(difference))}. The books should always
                balance: please report this.
              </Alert>
            )}
            <ReportTable
              label="Balance sheet"
              footer={<FigureRow label="Total liabilities and equity" amount={d.totalLiabilitiesAndEquity} />}
            >
              <ReportSection title="Assets" lines={d.assets} onOpen={setOpen} total={{ label: 'Total assets', amount: d.totalAssets }} />
              <ReportSection title="Liabilities" lines={d.liabilities} onOpen={setOpen} />
              <ReportSection
                title="Equity"
                lines={d.equity}
                onOpen={setOpen}
                extra={<FigureRow label="Net income to date" amount={d.netIncomeToDate} strong={false} />}
              />
            </ReportTable>
          </>
        )
      )}
      <AccountLinesDrawer account={open} from={`${asOf.slice(0, 4)}-01-01`} to={asOf} onClose={() => setOpen(null)} />
    </Stack>
  );
}
