import { Button, Group } from '@mantine/core';

const STICKY_FOOTER = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  background: 'var(--mantine-color-body)',
  borderTop: '1px solid var(--mantine-color-default-border)',
} as const;

type FormActionsProps = {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
};

/** Cancel and submit buttons of a dialog form, kept in reach while a long form scrolls. */
export function FormActions({ submitLabel, pending, onCancel }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" py="sm" style={STICKY_FOOTER}>
      <Button variant="default" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  );
}
