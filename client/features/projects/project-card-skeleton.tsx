import { Card, Group, Skeleton, Stack } from '@mantine/core';
import { TwoColumns } from '../../lib/ui/two-columns';

/** Placeholder with the shape of a project card while the list loads. */
export function ProjectCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" aria-hidden>
      <Stack gap="sm">
        <Group justify="space-between">
          <Skeleton height={18} width="60%" />
          <Skeleton height={24} width={24} circle />
        </Group>
        <Skeleton height={12} width="35%" />
        <TwoColumns>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={34} />
          ))}
        </TwoColumns>
        <Skeleton height={8} radius="xl" />
        <Skeleton height={12} width="50%" />
        <Skeleton height={12} width="40%" mt="sm" />
      </Stack>
    </Card>
  );
}
