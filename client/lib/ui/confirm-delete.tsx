import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

type ConfirmDeleteOptions = {
  /** e.g. 'Delete supplier'. */
  title: string;
  /** What is deleted and what follows from it. */
  message: ReactNode;
  onConfirm: () => void;
};

/** Asks before deleting: a red Delete button and a Cancel that is the safe default. */
export function confirmDelete({ title, message, onConfirm }: ConfirmDeleteOptions): void {
  modals.openConfirmModal({
    title,
    centered: true,
    children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
