import { Button, Group, Select, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  REPORT_RANGE_LABELS,
  REPORT_RANGES,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  type Report,
  type ReportRange,
  type ReportType,
} from '../../../domain/reports';
import { LoadError } from '../../lib/ui/load-error';
import { CommitmentsByPayeeSection } from './commitments-by-payee-section';
import { JobCostByCodeSection } from './job-cost-by-code-section';
import { ProjectPerformanceSection } from './project-performance-section';
import { reportQueries } from './report-queries';
import { ExpenseBreakdownSection, IndustryComparison, SummaryTiles, SupplierSection } from './report-sections';

/** Downloads the report shown as a JSON file (part 2 §2 'Export Report'). */
function exportJson(type: ReportType, report: Report) {
  const blob = new Blob([JSON.stringify({ reportType: type, generatedAt: new Date().toISOString(), ...report }, null, 2)], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${type}-${report.range}-${report.to}.json`;
  a.click();
  URL.revokeObjectURL(url);
}

/** The sections of a report type, most relevant first; the tiles and the comparison frame every type. */
function sections(type: ReportType, report: Report): ReactNode[] {
  const breakdown = <ExpenseBreakdownSection key="b" report={report} />;
  const projects = <ProjectPerformanceSection key="p" report={report} />;
  const suppliers = <SupplierSection key="s" report={report} />;
  const comparison = <IndustryComparison key="c" report={report} />;
  if (type === 'expense_breakdown') return [breakdown, suppliers];
  if (type === 'project_performance') return [projects, comparison];
  if (type === 'supplier_analysis') return [suppliers, breakdown];
  return [comparison, breakdown, projects];
}

/** Reports (part 2 §2): four report types over 30, 90 or 365 days, computed on the server. */
export default function ReportsPage() {
  const [type, setType] = useState<ReportType>('profit_loss');
  const [range, setRange] = useState<ReportRange>('last_30_days');
  const report = useQuery(reportQueries.report(range));
  // While another range loads, the last one stays on screen; only the chosen range's report is exported (the file
  // is named by it: a click right after switching exported the previous range's figures).
  const shown = report.data?.range === range ? report.data : undefined;

  let body: ReactNode;
  if (report.isError) body = <LoadError title="Could not load the report" error={report.error} onRetry={() => void report.refetch()} />;
  else if (!report.data) body = <Skeleton height={360} radius="md" />;
  else
    body = (
      <>
        <SummaryTiles report={report.data} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {sections(type, report.data)}
        </SimpleGrid>
      </>
    );

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Reports
      </Title>
      <Group align="flex-end" gap="sm">
        <Select
          label="Report type"
          data={REPORT_TYPES.map((t) => ({ value: t, label: REPORT_TYPE_LABELS[t] }))}
          value={type}
          onChange={(v) => v && setType(v as ReportType)}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label="Time range"
          data={(Object.keys(REPORT_RANGES) as ReportRange[]).map((r) => ({ value: r, label: REPORT_RANGE_LABELS[r] }))}
          value={range}
          onChange={(v) => v && setRange(v as ReportRange)}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
        />
        <Button leftSection={<IconDownload size={16} />} disabled={!shown} onClick={() => shown && exportJson(type, shown)}>
          Export Report
        </Button>
      </Group>
      {body}
      {/* The company's job cost (issue 42 scope 7): as of now, whatever the range; its own Active/All choice. */}
      <JobCostByCodeSection />
      <CommitmentsByPayeeSection />
    </Stack>
  );
}
