import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';

type RecordActionsProps = {
  /** The record's name, for the button's accessible name ('Actions for Acme Lumber'). */
  name: string;
  onEdit: () => void;
  /** Called when Delete is picked; the caller confirms first (see confirmDelete). */
  onDelete: () => void;
  /** Shows a spinner while the record is being deleted. */
  deleting?: boolean;
};

/** The ⋯ menu of a record card: Edit and Delete. */
export function RecordActions({ name, onEdit, onDelete, deleting = false }: RecordActionsProps) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Actions for ${name}`} loading={deleting}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
          Edit
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
