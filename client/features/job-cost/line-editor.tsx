import { Button, Group, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { formatMoney } from '../../lib/format';

/** The Remove button at the end of an editable line (a budget line, a commitment line). */
export function RemoveLineButton({ index, disabled = false, onRemove }: { index: number; disabled?: boolean; onRemove: () => void }) {
  return (
    <Button
      variant="subtle"
      color="red"
      mt={{ base: 0, xs: 24 }}
      leftSection={<IconTrash size={14} />}
      disabled={disabled}
      onClick={onRemove}
      aria-label={`Remove line ${index + 1}`}
    >
      Remove
    </Button>
  );
}

/** Under a list of editable lines: "Add a line" and the lines' total. */
export function LinesFooter({ onAdd, label, total }: { onAdd: () => void; label: string; total: number }) {
  return (
    <Group justify="space-between">
      <Button variant="default" leftSection={<IconPlus size={14} />} onClick={onAdd}>
        Add a line
      </Button>
      <Text fw={600}>
        {label}: {formatMoney(total)}
      </Text>
    </Group>
  );
}
