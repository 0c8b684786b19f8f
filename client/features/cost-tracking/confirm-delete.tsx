import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/**
 * Confirmation dialogs here open on top of other dialogs (the Edit Project dialog, Daily Expenses). The shared
 * modal of ModalsProvider sits earlier in the page than those, so it gets a higher layer to be seen above them;
 * popovers (300) never open from a confirmation and toasts stay above it.
 */
const CONFIRM_Z_INDEX = 350;

type ConfirmDeleteOptions = {
  title: string;
  message: string;
  onConfirm: () => void;
};

/** A red Delete / Cancel confirmation. */
export function confirmDelete({ title, message, onConfirm }: ConfirmDeleteOptions): void {
  modals.openConfirmModal({
    title,
    centered: true,
    zIndex: CONFIRM_Z_INDEX,
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
