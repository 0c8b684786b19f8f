import { Stack, Text, Title } from '@mantine/core';

/** Placeholder for a screen that has not been built yet. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Stack gap="xs">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">This area is not available yet.</Text>
    </Stack>
  );
}
