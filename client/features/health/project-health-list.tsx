import { Badge, Button, Card, Group, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Project } from '../../../domain/projects';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadError } from '../../lib/ui/load-error';
import { healthQueries } from './health-queries';
import { healthColor, riskColor, riskText } from './health-tone';

/** Every active project's health in one table; Details focuses the page on one project. */
export function ProjectHealthList({ projects, onFocus }: { projects: Project[]; onFocus: (id: number) => void }) {
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
                    <Badge variant="light" color={riskColor(m.riskLevel)} c={riskText(m.riskLevel)}>
                      {m.riskLevel}
                    </Badge>
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
