import { Group, Select, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accountingYears } from '../../../domain/accounting';
import { LoadError } from '../../lib/ui/load-error';
import { RetainageReceivable } from '../billing/retainage-receivable';
import { AccountingCards, AccountingCardsSkeleton } from './accounting-cards';
import { accountingQueries } from './accounting-queries';
import { ExpenseBreakdownTab } from './expense-breakdown-tab';
import { Form1099Tab } from './form-1099-tab';
import { OverviewTab } from './overview-tab';
import { ProjectAnalysisTab } from './project-analysis-tab';
import { ReceiptsTab } from './receipts-tab';
import { CsvExportsMenu, Form1099Warnings, PackButton, ReportButton } from './report-links';
import { RevenueMethodControl } from './revenue-method-control';
import { TaxSummaryTab } from './tax-summary-tab';

/** Accounting Dashboard (part 2 §2): a year's revenue, expenses, profit, projects, receipts and taxes. */
export default function AccountingPage() {
  const years = accountingYears(new Date().getFullYear());
  const [year, setYear] = useState(years[0]);
  const overview = useQuery(accountingQueries.overview(year));
  const data = overview.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          Accounting Dashboard
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Year"
            data={years.map(String)}
            value={String(year)}
            onChange={(v) => v && setYear(Number(v))}
            allowDeselect={false}
            w={120}
          />
          <ReportButton type="annual" year={year} label="Annual Report" />
          <CsvExportsMenu year={year} />
          <PackButton year={year} />
        </Group>
      </Group>
      <Form1099Warnings year={year} />
      {overview.isError ? (
        <LoadError title="Could not load the accounting figures" error={overview.error} onRetry={() => void overview.refetch()} />
      ) : data ? (
        <>
          <AccountingCards overview={data} />
          <RevenueMethodControl method={data.revenueMethod} />
        </>
      ) : (
        <AccountingCardsSkeleton />
      )}
      <RetainageReceivable year={year} />
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="expenses">Expense Breakdown</Tabs.Tab>
          <Tabs.Tab value="projects">Project Analysis</Tabs.Tab>
          <Tabs.Tab value="receipts">Receipt Management</Tabs.Tab>
          <Tabs.Tab value="tax">Tax Summary</Tabs.Tab>
          <Tabs.Tab value="1099">1099s</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">{data ? <OverviewTab overview={data} /> : <Skeleton height={320} radius="md" />}</Tabs.Panel>
        <Tabs.Panel value="expenses">{data ? <ExpenseBreakdownTab overview={data} /> : <Skeleton height={320} radius="md" />}</Tabs.Panel>
        <Tabs.Panel value="projects">{data ? <ProjectAnalysisTab overview={data} /> : <Skeleton height={320} radius="md" />}</Tabs.Panel>
        <Tabs.Panel value="receipts">
          <ReceiptsTab year={year} />
        </Tabs.Panel>
        <Tabs.Panel value="tax">
          {data ? (
            <TaxSummaryTab
              overview={data}
              actions={(rate) => (
                <>
                  <ReportButton type="tax" year={year} taxRate={rate} label="Download Tax Report" />
                  <ReportButton type="1099" year={year} label="Generate 1099 Forms" />
                </>
              )}
            />
          ) : (
            <Skeleton height={320} radius="md" />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="1099">
          <Form1099Tab year={year} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
