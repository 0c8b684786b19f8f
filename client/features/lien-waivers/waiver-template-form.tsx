import { Alert, Button, Code, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { WaiverTemplate } from '../../../domain/api/lien-waivers';
import { WAIVER_KIND_TITLES, WAIVER_KINDS, WAIVER_PLACEHOLDERS, type WaiverKind } from '../../../domain/lien-waivers';
import { errorMessage } from '../../lib/api';
import { notifySuccess } from '../../lib/notify';
import { serverFieldErrors } from '../../lib/ui/form-errors';
import { useSaveTemplate } from './lien-waiver-queries';

const KIND_OPTIONS = WAIVER_KINDS.map((k) => ({ value: k, label: WAIVER_KIND_TITLES[k] }));

/** A state's wording of one kind of waiver, pasted by the owner; a new one, or one on file edited (its state and kind fixed). */
export function WaiverTemplateForm({
  current,
  onSaved,
  onCancel,
}: {
  current: WaiverTemplate | null;
  onSaved: (saved: WaiverTemplate) => void;
  onCancel: () => void;
}) {
  const save = useSaveTemplate();
  const [state, setState] = useState(current?.state ?? '');
  const [kind, setKind] = useState<WaiverKind | null>(current?.kind ?? null);
  const [body, setBody] = useState(current?.body ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submit = () => {
    const missing: Record<string, string> = {};
    if (!/^[A-Za-z]{2}$/.test(state.trim())) missing.state = 'State must be a two-letter code such as FL';
    if (!kind) missing.kind = 'Kind is required';
    setErrors(missing);
    setFormError(null);
    if (!kind || Object.keys(missing).length > 0) return;
    save.mutate(
      { state: state.trim().toUpperCase(), kind, body },
      {
        onSuccess: (saved) => {
          notifySuccess('Template saved', `${saved.state}: ${WAIVER_KIND_TITLES[saved.kind]}`);
          onSaved(saved);
        },
        onError: (e) => {
          const fields = serverFieldErrors(e);
          setErrors(fields);
          if (Object.keys(fields).length === 0) setFormError(errorMessage(e, 'Could not save the template'));
        },
      },
    );
  };
  return (
    <Stack gap="sm">
      {formError && (
        <Alert color="red" variant="light">
          {formError}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label="State"
          withAsterisk
          placeholder="FL"
          maxLength={2}
          value={state}
          onChange={(e) => setState(e.currentTarget.value.toUpperCase())}
          disabled={current !== null}
          error={errors.state}
        />
        <Select
          label="Kind"
          withAsterisk
          data={KIND_OPTIONS}
          value={kind}
          onChange={(v) => setKind(v as WaiverKind | null)}
          disabled={current !== null}
          error={errors.kind}
          style={{ gridColumn: 'span 2' }}
        />
      </SimpleGrid>
      <Textarea
        label="Template text"
        withAsterisk
        description="Paste the state's statutory form as written; put a placeholder where a name, figure or date goes."
        autosize
        minRows={8}
        maxRows={20}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        error={errors.body}
      />
      <Text size="xs" c="dimmed" component="div">
        Placeholders it may use:{' '}
        {WAIVER_PLACEHOLDERS.map((p, i) => (
          <span key={p}>
            {i > 0 && ' '}
            <Code>{`{${p}}`}</Code>
          </span>
        ))}
        . Any other braces are printed as written.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          Save template
        </Button>
      </Group>
    </Stack>
  );
}
