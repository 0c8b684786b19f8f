import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

type PageHeaderProps = {
  title: string;
  /** The add button's text, e.g. 'Add Supplier'. */
  actionLabel: string;
  onAction: () => void;
};

/** A list screen's title with its add button (the button wraps under the title on narrow phones). */
export function PageHeader({ title, actionLabel, onAction }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Button leftSection={<IconPlus size={18} />} onClick={onAction}>
        {actionLabel}
      </Button>
    </Group>
  );
}
