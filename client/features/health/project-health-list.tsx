import { Badge, Button, Card, Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { HealthMetricsEntry } from '../../../domain/health-schemas';
import type { Project } from '../../../domain/projects';
import type { Column } from '../../../domain/table-sort';
import { EmptyState } from '../../lib/ui/empty-state';
import { ExportCsvButton } from '../../lib/ui/export-csv-button';
import { PHONE_QUERY } from '../../lib/ui/form-modal';
import { LoadError } from '../../lib/ui/load-error';
import { SortSelect, useTableSort } from '../../lib/ui/use-table-sort';
import { UnpricedWorkNote } from '../projects/unpriced-work-note';
import { healthQueries } from './health-queries';
import { notFinalScoreColor, riskColor, riskText } from './health-tone';

function RiskBadge({ m }: { m: HealthMetricsEntry }) {
  return (
    <Badge variant="light" color={riskColor(m.riskLevel)} c={riskText(m.riskLevel)} style={{ flexShrink: 0 }}>
      {m.riskLevel}
    </Badge>
  );
}

type Row = HealthMetricsEntry & { name: string };

/** The overall health, plain instead of green or yellow while some of the project's work has no rate (red stays). */
function OverallScore({ m }: { m: Row }) {
  const notFinal = m.unpricedWorkRecords > 0;
  return (
    <Text fw={700} c={notFinalScoreColor(m.overallHealth, notFinal)} title={notFinal ? 'Not final' : undefined}>
      {m.overallHealth}
    </Text>
  );
}
type ListProps = { data: Row[]; onFocus: (id: number) => void };
type HealthColumn = 'name' | 'overall' | 'risk' | 'budget' | 'timeline' | 'completion';
const RISK_RANK = { low: 0, medium: 1, high: 2 } as const;

/** Health columns: header sort, phone Sort by and the CSV (issue 18). */
const COLUMNS: Column<Row, HealthColumn>[] = [
  { key: 'name', label: 'Project', sortValue: (m) => m.name, csv: (m) => m.name },
  { key: 'overall', label: 'Overall', kind: 'number', sortValue: (m) => m.overallHealth, csv: (m) => m.overallHealth },
  { key: 'risk', label: 'Risk', kind: 'number', sortValue: (m) => RISK_RANK[m.riskLevel], csv: (m) => m.riskLevel },
  { key: 'budget', label: 'Budget', kind: 'number', sortValue: (m) => m.budgetHealth, csv: (m) => m.budgetHealth },
  { key: 'timeline', label: 'Timeline', kind: 'number', sortValue: (m) => m.timelineHealth, csv: (m) => m.timelineHealth },
  { key: 'completion', label: 'Completion', kind: 'number', sortValue: (m) => m.completionPercentage, csv: (m) => m.completionPercentage },
];

/** One card per project (phone): name, overall and risk, then the three scores and Details; nothing to scroll sideways. */
function HealthCards({ data, onFocus }: ListProps) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {data.map((m) => (
        <Paper key={m.projectId} component="li" withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text size="sm" fw={600}>
              {m.name}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <OverallScore m={m} />
              <RiskBadge m={m} />
            </Group>
          </Group>
          <UnpricedWorkNote work={m} size="xs" />
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" c="dimmed">
              Budget {m.budgetHealth} · Timeline {m.timelineHealth} · Completion {m.completionPercentage} %
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={() => onFocus(m.projectId)} style={{ flexShrink: 0 }}>
              Details<VisuallyHidden> of {m.name}</VisuallyHidden>
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** Every active project's health in one table (one card each on a phone); Details focuses the page on one project. */
export function ProjectHealthList({ projects, onFocus }: { projects: Project[]; onFocus: (id: number) => void }) {
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const { data, isPending, isError, error, refetch } = useQuery(healthQueries.metrics());
  const rows = useMemo(() => {
    const names = new Map(projects.map((p) => [p.id, p.name]));
    return (data ?? []).map((m) => ({ ...m, name: names.get(m.projectId) ?? `Project ${m.projectId}` }));
  }, [data, projects]);
  const sort = useTableSort(rows, COLUMNS);
  if (isPending) return <Skeleton height={160} radius="md" role="status" aria-label="Loading project health" />;
  if (isError) return <LoadError title="Could not load project health" error={error} onRetry={() => void refetch()} />;
  return (
    <Card component="section" aria-label="Project health">
      <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
        <Title order={2} size="h4">
          Project Health
        </Title>
        {rows.length > 0 && <ExportCsvButton rows={sort.sorted} columns={COLUMNS} fileName="project-health.csv" label="project health" />}
      </Group>
      {rows.length === 0 ? (
        <EmptyState message="No active projects found" />
      ) : isPhone ? (
        <Stack gap="sm">
          <SortSelect columns={COLUMNS} state={sort.state} onChange={sort.setState} />
          <HealthCards data={sort.sorted} onFocus={onFocus} />
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {sort.th('name')}
                {sort.th('overall')}
                {sort.th('risk')}
                {sort.th('budget')}
                {sort.th('timeline')}
                {sort.th('completion')}
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sort.sorted.map((m) => (
                <Table.Tr key={m.projectId}>
                  <Table.Td>
                    {m.name}
                    <UnpricedWorkNote work={m} size="xs" />
                  </Table.Td>
                  <Table.Td>
                    <OverallScore m={m} />
                  </Table.Td>
                  <Table.Td>
                    <RiskBadge m={m} />
                  </Table.Td>
                  <Table.Td>{m.budgetHealth}</Table.Td>
                  <Table.Td>{m.timelineHealth}</Table.Td>
                  <Table.Td>{m.completionPercentage} %</Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <Button size="compact-sm" variant="subtle" onClick={() => onFocus(m.projectId)}>
                        Details<VisuallyHidden> of {m.name}</VisuallyHidden>
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
