import { Badge, Button, Card, EmptyState, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconCalendar, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type LifecycleSet, lifecycleOf } from '../../../domain/lifecycle';
import { clampPercent, type Project } from '../../../domain/projects';
import { unpricedWorkNote } from '../../../domain/unpriced-work';
import { formatDate, formatMoney } from '../../lib/format';
import { projectQueries } from '../projects/project-queries';
import { QueryError } from './query-error';

const RECENT_PROJECTS = 3;

/** Share of the contract value already spent, 0..100 (a project with no contract value but some spending counts as fully used). */
function contractUsedPercent(p: Pick<Project, 'contractValue' | 'totalExpenses'>): number {
  if (p.contractValue <= 0) return p.totalExpenses > 0 ? 100 : 0;
  return clampPercent((p.totalExpenses / p.contractValue) * 100);
}

function usageColor(percent: number): string {
  if (percent >= 100) return 'red';
  if (percent >= 80) return 'yellow';
  return 'indigo';
}

/** Badge of each lifecycle set; every card links to its project's own page (/projects/{id}). */
const WHERE: Record<LifecycleSet, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  inactive: { label: 'Paused', color: 'orange' },
  completed: { label: 'Completed', color: 'blue' },
};

function ProjectItem({ project }: { project: Project }) {
  const used = contractUsedPercent(project);
  const where = WHERE[lifecycleOf(project)];
  // Work priced at $0 for want of a rate: the profit is not final (issue 18).
  const unpriced = unpricedWorkNote(project);
  return (
    <Paper
      component={Link}
      to={`/projects/${project.id}`}
      withBorder
      p="sm"
      radius="md"
      style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={600} lineClamp={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {project.name}
        </Text>
        <Badge color={where.color} variant="light" style={{ flexShrink: 0 }}>
          {where.label}
        </Badge>
      </Group>
      <Group gap="md" mt={4} c="dimmed" wrap="wrap" style={{ rowGap: 2 }}>
        <Group gap={4} wrap="nowrap" miw={0}>
          <IconMapPin size={14} aria-hidden />
          <Text size="xs" truncate="end">
            {project.location}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconCalendar size={14} aria-hidden />
          <Text size="xs">Started {formatDate(project.startDate)}</Text>
        </Group>
      </Group>
      <Group justify="space-between" mt="xs" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {used.toFixed(0)}% of {formatMoney(project.contractValue)} used
          {project.contractValue !== project.originalBudget && ` (original budget ${formatMoney(project.originalBudget)})`}
        </Text>
        {project.totalExpenses === 0 ? (
          // Budget left = budget until a cost is recorded: say what is missing rather than a rosy figure.
          <Text size="sm" c="dimmed">
            {unpriced ? 'Budget left —' : 'No costs recorded yet'}
          </Text>
        ) : (
          <Text size="sm" fw={600} c={project.totalProfit < 0 ? 'red' : unpriced ? undefined : 'teal'}>
            Budget left {formatMoney(project.totalProfit)}
          </Text>
        )}
      </Group>
      {unpriced && (
        <Text size="xs" c="orange" fw={500} mt={4}>
          {unpriced}
        </Text>
      )}
      <Progress value={used} color={usageColor(used)} size="sm" mt={6} aria-label={`Contract value used for ${project.name}`} />
    </Paper>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="sm" data-testid="recent-projects-loading" aria-busy>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={96} radius="md" />
      ))}
    </Stack>
  );
}

/** GET /api/projects?order=recent&limit=3 */
export const recentProjectsQuery = () => projectQueries.list({ order: 'recent', limit: RECENT_PROJECTS });

/** The 3 most recent projects, active ones first. */
export function RecentProjects() {
  const { data, isPending, isError, error, refetch } = useQuery(recentProjectsQuery());

  let body: ReactNode;
  if (isPending) body = <ListSkeleton />;
  else if (isError) body = <QueryError title="Could not load projects" error={error} onRetry={() => void refetch()} />;
  else if (data.length === 0)
    body = (
      <EmptyState
        size="sm"
        icon={<IconBuildingSkyscraper size={22} />}
        withIndicatorBackground
        title="No projects yet"
        description="Create your first project on the Projects page to start tracking its budget."
      />
    );
  else
    body = (
      <Stack gap="sm">
        {data.slice(0, RECENT_PROJECTS).map((p) => (
          <ProjectItem key={p.id} project={p} />
        ))}
      </Stack>
    );

  return (
    <Card component="section" aria-labelledby="recent-projects-title">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} size="h4" id="recent-projects-title">
          Recent Projects
        </Title>
        <Button component={Link} to="/projects" variant="light" size="xs">
          View All
        </Button>
      </Group>
      {body}
    </Card>
  );
}
