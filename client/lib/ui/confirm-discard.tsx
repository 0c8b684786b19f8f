import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Asks before a dialog with typed, unsaved changes is closed by Escape or its close button. */
export function confirmDiscard(onDiscard: () => void): void {
  modals.openConfirmModal({
    title: 'Discard unsaved changes?',
    children: <Text size="sm">What you typed in this form has not been saved. Close it anyway?</Text>,
    labels: { confirm: 'Discard changes', cancel: 'Keep editing' },
    confirmProps: { color: 'red' },
    onConfirm: onDiscard,
  });
}
