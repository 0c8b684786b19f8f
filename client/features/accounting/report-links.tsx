import { Alert, Button, List, Menu } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileZip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { accountingExportsApi, type YEAR_REPORT_TYPES } from '../../../domain/api/accounting-exports';
import { endpointUrl } from '../../lib/call-api';
import { formatMoney } from '../../lib/format';
import { accountingQueries } from './accounting-queries';

type ReportType = (typeof YEAR_REPORT_TYPES)[number];

/** A download link to one of the year's PDF reports ({type}-report-{year}.pdf). */
export function ReportButton({ type, year, label, taxRate }: { type: ReportType; year: number; label: string; taxRate?: number }) {
  const href = endpointUrl(accountingExportsApi.reportPdf, { params: { type }, query: { year, taxRate } });
  return (
    <Button component="a" href={href} download={`${type}-report-${year}.pdf`} variant="default" leftSection={<IconDownload size={16} />}>
      {label}
    </Button>
  );
}

/** Downloads the accountant's pack of the year: the four PDFs, the CSV, receipt images and README.txt in one zip. */
export function PackButton({ year }: { year: number }) {
  const href = endpointUrl(accountingExportsApi.pack, { query: { year } });
  return (
    <Button component="a" href={href} download={`accountant-pack-${year}.zip`} leftSection={<IconFileZip size={16} />}>
      Accountant's Pack
    </Button>
  );
}

const CSV_EXPORTS = [
  { label: 'Expenses', endpoint: accountingExportsApi.expensesCsv, file: 'expenses' },
  { label: 'Work records', endpoint: accountingExportsApi.workRecordsCsv, file: 'work-records' },
  { label: 'Payroll payments', endpoint: accountingExportsApi.payrollPaymentsCsv, file: 'payroll-payments' },
  { label: 'Advances', endpoint: accountingExportsApi.advancesCsv, file: 'advances' },
  { label: '1099 payees', endpoint: accountingExportsApi.payees1099Csv, file: '1099-payees' },
] as const;

/** The year's CSV files for a spreadsheet or QuickBooks Online (columns in docs/csv-exports.md), in one menu. */
export function CsvExportsMenu({ year }: { year: number }) {
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          CSV Exports
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {CSV_EXPORTS.map((c) => (
          <Menu.Item
            key={c.file}
            component="a"
            href={endpointUrl(c.endpoint, { query: { year } })}
            download={`${c.file}-${year}.csv`}
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {c.label} CSV
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Payees over the year's 1099-NEC threshold without a W-9 or a tax id on file (nothing when all are in order). */
export function Form1099Warnings({ year }: { year: number }) {
  const summary = useQuery(accountingQueries.form1099(year));
  const warnings = summary.data?.warnings ?? [];
  if (warnings.length === 0) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title={`1099 paperwork missing for ${year}`}>
      <List size="sm">
        {warnings.map((w) => (
          <List.Item key={`${w.kind}-${w.id}`}>
            {w.name} was paid {formatMoney(w.amount)}: no {w.missing.join(' and no ')} on file
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
