import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { lifecycleOf } from '../../../domain/lifecycle';
import type { Project } from '../../../domain/projects';
import { formatDate } from '../../lib/format';
import { useRole } from '../auth/auth-queries';
import { HealthBadge } from '../health/health-badge';
import { MoveToMenu } from '../lifecycle/move-to-menu';
import { ProjectCardFigures } from './project-card-figures';
import { ProjectCardMenu } from './project-card-menu';
import { ProjectCardTitle } from './project-card-title';
import { statusLabel } from './project-status';

type ProjectCardProps = {
  project: Project;
  onView: (project: Project) => void;
  onEdit: (project: Project) => void;
};

/**
 * One project on the Projects page: figures, schedule, AI note, actions menu, and a footer with the move-to menu and
 * an Active/Inactive badge. Memoized: when the list draws again (the rest of the cards added, a search, a refetch),
 * only the cards whose project changed are drawn again.
 */
export const ProjectCard = memo(function ProjectCard({ project, onView, onEdit }: ProjectCardProps) {
  // A foreman's card: where and when, no money, health or lifecycle moves (issue 16); Open shows the project.
  const foreman = useRole() === 'foreman';
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={project.name}>
      <Stack gap="sm" style={{ flex: 1 }}>
        <ProjectCardTitle
          projectId={project.id}
          name={project.name}
          location={project.location}
          aside={
            foreman ? (
              <Button size="compact-sm" variant="light" onClick={() => onView(project)} aria-label={`Open ${project.name}`}>
                Open
              </Button>
            ) : (
              <ProjectCardMenu project={project} onView={onView} onEdit={onEdit} />
            )
          }
        />

        {!foreman && <ProjectCardFigures project={project} />}

        {!foreman && project.aiAnalysis && (
          <Text size="sm" c="dimmed" lineClamp={2} title={project.aiAnalysis}>
            {project.aiAnalysis}
          </Text>
        )}
      </Stack>

      <Card.Section withBorder inheritPadding py="xs" mt="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            {!foreman && <MoveToMenu projectId={project.id} projectName={project.name} current={lifecycleOf(project)} />}
            <Text size="xs" c="dimmed">
              Started {formatDate(project.startDate)}
            </Text>
          </Group>
          <Group gap={6}>
            {!foreman && <HealthBadge project={project} />}
            {project.status !== 'active' && (
              <Badge color="gray" variant="outline">
                {statusLabel(project.status)}
              </Badge>
            )}
            <Badge color={project.isActive ? 'green' : 'gray'} variant="light">
              {project.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </Group>
        </Group>
      </Card.Section>
    </Card>
  );
});
