import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CompletedProject, PerformanceLabel } from '../../../domain/lifecycle';
import { formatDate, formatMoney, formatPercent } from '../../lib/format';
import { MoveToMenu } from '../lifecycle/move-to-menu';
import { ProjectCardTitle } from '../projects/project-card-title';
import { localDate } from './archive-figures';
import { CustomerRating } from './customer-rating';

export const PERFORMANCE_COLOR: Record<PerformanceLabel, string> = {
  Excellent: 'green',
  Good: 'teal',
  'Break-even': 'yellow',
  Loss: 'red',
};

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} c={color}>
        {value}
      </Text>
    </div>
  );
}

/** One completed project: final figures, performance label by margin, rating, the move-to menu (reopen or pause) and Details. */
export function CompletedProjectCard({ project, onDetails }: { project: CompletedProject; onDetails: (p: CompletedProject) => void }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={project.name}>
      <Stack gap="sm" style={{ flex: 1 }}>
        <ProjectCardTitle
          projectId={project.originalProjectId}
          name={project.name}
          location={project.location}
          aside={
            <Badge color={PERFORMANCE_COLOR[project.performance]} variant="light" style={{ flexShrink: 0 }}>
              {project.performance}
            </Badge>
          }
        />
        <SimpleGrid cols={2} spacing="xs">
          <Figure label="Budget" value={formatMoney(project.budget)} />
          <Figure label="Final cost" value={formatMoney(project.finalCost)} />
          <Figure label="Profit" value={formatMoney(project.profit)} color={project.profit >= 0 ? 'green' : 'red'} />
          <Figure label="Margin" value={formatPercent(project.profitMargin, 2)} color={project.profitMargin >= 0 ? undefined : 'red'} />
        </SimpleGrid>
        <CustomerRating rating={project.customerRating} />
      </Stack>
      <Card.Section withBorder inheritPadding py="xs" mt="md">
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            Completed {formatDate(project.actualFinishDate ?? localDate(project.completedDate))}
            {project.actualDays !== null && ` · ${project.actualDays} days`}
          </Text>
          <Group gap="xs">
            <MoveToMenu projectId={project.originalProjectId} projectName={project.name} current="completed" />
            <Button size="compact-sm" variant="light" onClick={() => onDetails(project)}>
              Details
            </Button>
          </Group>
        </Group>
      </Card.Section>
    </Card>
  );
}
