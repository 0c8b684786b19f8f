import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  /** The spec's wording, e.g. 'No suppliers found.'. */
  message: string;
  /** A hint or action under the message. */
  children?: ReactNode;
};

/** What a list shows when it has nothing to show (no records, or nothing matches the search). */
export function EmptyState({ message, children }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" role="status">
      <ThemeIcon variant="light" color="gray" size={48} radius="xl" aria-hidden>
        <IconInbox size={26} />
      </ThemeIcon>
      <Text c="dimmed" fw={500} ta="center">
        {message}
      </Text>
      {children}
    </Stack>
  );
}
