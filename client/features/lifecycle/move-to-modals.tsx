import { Button, Group, Input, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormModal } from '../../lib/ui/form-modal';

const REASON_REQUIRED = 'Please give a reason for pausing this project';

type ReasonModalProps = {
  opened: boolean;
  projectName: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
};

/** Move to Inactive: asks why the project is paused (a non-blank reason is required). */
export function InactiveReasonModal({ opened, projectName, pending, onClose, onSubmit }: ReasonModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setReason('');
      setError(null);
    }
  }, [opened]);
  const submit = () => {
    if (reason.trim() === '') return setError(REASON_REQUIRED);
    onSubmit(reason.trim());
  };
  return (
    <FormModal opened={opened} onClose={onClose} title="Move to Inactive" size="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{projectName} will leave the active projects list until it is moved back.</Text>
          <Textarea
            label="Reason for pausing"
            placeholder="e.g. Waiting on permits"
            withAsterisk
            autosize
            minRows={3}
            maxLength={2000}
            value={reason}
            error={error}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="orange" loading={pending}>
              Move to Inactive
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}

type CompleteModalProps = {
  opened: boolean;
  projectName: string;
  pending: boolean;
  onClose: () => void;
  onSubmit: (values: { finalNotes: string; customerRating: number | null }) => void;
  /** Dialog title and confirm label: 'Move to Completed' from the menu, 'Complete Project' from the button. */
  action?: string;
};

/** Completion confirmation: final notes and the customer's rating (1 to 5, or skipped: "not rated", never a default 5). */
export function CompleteWithNotesModal({
  opened,
  projectName,
  pending,
  onClose,
  onSubmit,
  action = 'Move to Completed',
}: CompleteModalProps) {
  const [finalNotes, setFinalNotes] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  useEffect(() => {
    if (opened) {
      setFinalNotes('');
      setRating(null);
    }
  }, [opened]);
  return (
    <FormModal opened={opened} onClose={onClose} title={action} size="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit({ finalNotes: finalNotes.trim(), customerRating: rating });
        }}
      >
        <Stack gap="md">
          <Text size="sm">{projectName} will be marked as completed with its final figures.</Text>
          <Textarea
            label="Final notes"
            placeholder="How the job went, punch-list items, warranty notes"
            autosize
            minRows={3}
            maxLength={5000}
            value={finalNotes}
            onChange={(e) => setFinalNotes(e.currentTarget.value)}
            data-autofocus
          />
          <Input.Wrapper label="Customer rating (optional)" description={rating === null ? 'Not rated' : `${rating} of 5`}>
            <Group gap="sm" mt={4}>
              <Rating value={rating ?? 0} onChange={(v) => setRating(v || null)} size="lg" count={5} aria-label="Customer rating" />
              {rating !== null && (
                <Button variant="subtle" size="compact-sm" onClick={() => setRating(null)}>
                  Skip rating
                </Button>
              )}
            </Group>
          </Input.Wrapper>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="green" loading={pending}>
              {action}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
