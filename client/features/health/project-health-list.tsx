import { Badge, Button, Card, Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { HealthMetricsEntry } from '../../../domain/health-schemas';
import type { Project } from '../../../domain/projects';
import { EmptyState } from '../../lib/ui/empty-state';
import { PHONE_QUERY } from '../../lib/ui/form-modal';
import { LoadError } from '../../lib/ui/load-error';
import { healthQueries } from './health-queries';
import { healthColor, riskColor, riskText } from './health-tone';

function RiskBadge({ m }: { m: HealthMetricsEntry }) {
  return (
    <Badge variant="light" color={riskColor(m.riskLevel)} c={riskText(m.riskLevel)} style={{ flexShrink: 0 }}>
      {m.riskLevel}
    </Badge>
  );
}

type ListProps = { data: HealthMetricsEntry[]; names: Map<number, string>; onFocus: (id: number) => void };

/** One card per project (phone): name, overall and risk, then the three scores and Details; nothing to scroll sideways. */
function HealthCards({ data, names, onFocus }: ListProps) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {data.map((m) => (
        <Paper key={m.projectId} component="li" withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text size="sm" fw={600}>
              {names.get(m.projectId) ?? `Project ${m.projectId}`}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Text fw={700} c={healthColor(m.overallHealth)}>
                {m.overallHealth}
              </Text>
              <RiskBadge m={m} />
            </Group>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" c="dimmed">
              Budget {m.budgetHealth} · Timeline {m.timelineHealth} · Completion {m.completionPercentage} %
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={() => onFocus(m.projectId)} style={{ flexShrink: 0 }}>
              Details<VisuallyHidden> of {names.get(m.projectId)}</VisuallyHidden>
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
  if (isPending) return <Skeleton height={160} radius="md" />;
  if (isError) return <LoadError title="Could not load project health" error={error} onRetry={() => void refetch()} />;
  const names = new Map(projects.map((p) => [p.id, p.name]));
  return (
    <Card component="section" aria-label="Project health">
      <Title order={2} size="h4" mb="sm">
        Project Health
      </Title>
      {data.length === 0 ? (
        <EmptyState message="No active projects found" />
      ) : isPhone ? (
        <HealthCards data={data} names={names} onFocus={onFocus} />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Project</Table.Th>
                <Table.Th>Overall</Table.Th>
                <Table.Th>Risk</Table.Th>
                <Table.Th>Budget</Table.Th>
                <Table.Th>Timeline</Table.Th>
                <Table.Th>Completion</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((m) => (
                <Table.Tr key={m.projectId}>
                  <Table.Td>{names.get(m.projectId) ?? `Project ${m.projectId}`}</Table.Td>
                  <Table.Td>
                    <Text fw={700} c={healthColor(m.overallHealth)}>
                      {m.overallHealth}
                    </Text>
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
                        Details<VisuallyHidden> of {names.get(m.projectId)}</VisuallyHidden>
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
