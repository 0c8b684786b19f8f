import { Anchor, Group, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The top row of a project card (active, completed or paused): name, location pin, and a menu or badge on the
 * right. The name links to the project's own page (/projects/{id}).
 */
export function ProjectCardTitle({
  name,
  location,
  aside,
  projectId,
}: {
  name: string;
  location: string;
  aside: ReactNode;
  projectId: number;
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <div style={{ minWidth: 0 }}>
        <Title order={3} size="h4" lineClamp={2}>
          <Anchor component={Link} to={`/projects/${projectId}`} inherit c="inherit" underline="hover">
            {name}
          </Anchor>
        </Title>
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" truncate="end">
            {location}
          </Text>
        </Group>
      </div>
      {aside}
    </Group>
  );
}
