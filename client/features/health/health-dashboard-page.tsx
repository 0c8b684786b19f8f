import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../lib/ui/load-error';
import { projectQueries } from '../projects/project-queries';
import { healthKeys } from './health-keys';
import { healthQueries } from './health-queries';
import { AnalysisSummary, InsightLists } from './insight-lists';
import { ProjectHealthList } from './project-health-list';
import { ProjectHealthTabs } from './project-health-tabs';
import { SummaryCards, SummaryCardsSkeleton } from './summary-cards';

/** Project Health Dashboard (/health-dashboard, spec part 2 §2): focus project, refresh, summary, insights, per-project health. */
export default function HealthDashboardPage() {
  const [focus, setFocus] = useState<number | 'all'>('all');
  const [refresh, setRefresh] = useState(0);
  const client = useQueryClient();
  const projects = useQuery(projectQueries.list({ active: 'true' }));
  const summary = useQuery(healthQueries.summary(focus, refresh));

  const onRefresh = () => {
    // The refresh counter is part of the summary's key (spec part 2 §7); the other health answers are refetched too.
    void client.invalidateQueries({ queryKey: healthKeys.metrics() });
    if (focus !== 'all') void client.invalidateQueries({ queryKey: healthKeys.project(focus) });
    setRefresh((n) => n + 1);
  };
  const options = [{ value: 'all', label: 'All Projects' }, ...(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            Project Health Dashboard
          </Title>
          <Text c="dimmed" size="sm">
            Budget, schedule and quality of your active projects, against their stored history.
          </Text>
        </div>
        <Group gap="sm" align="flex-end">
          <Select
            label="Focus project"
            data={options}
            value={String(focus)}
            onChange={(v) => setFocus(v === null || v === 'all' ? 'all' : Number(v))}
            allowDeselect={false}
            w={{ base: '100%', xs: 240 }}
            searchable
          />
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onRefresh} loading={summary.isFetching}>
            Refresh
          </Button>
        </Group>
      </Group>

      {summary.isPending ? (
        <SummaryCardsSkeleton />
      ) : summary.isError ? (
        <LoadError title="Could not load the health summary" error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <SummaryCards summary={summary.data} />
          <AnalysisSummary summary={summary.data} />
          <InsightLists summary={summary.data} />
        </>
      )}

      {focus === 'all' ? <ProjectHealthList projects={projects.data ?? []} onFocus={setFocus} /> : <ProjectHealthTabs projectId={focus} />}
    </Stack>
  );
}
