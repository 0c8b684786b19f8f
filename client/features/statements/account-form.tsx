import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { statementsApi } from '../../../domain/api/statements';
import {
  STATEMENT_ACCOUNT_KIND_LABELS,
  STATEMENT_ACCOUNT_KINDS,
  type StatementAccount,
  type StatementAccountKind,
} from '../../../domain/statements/schemas';
import { invalidateAfterWrite } from '../../app/data-changes';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { notifySuccess } from '../../lib/notify';

/** The Add account dialog: name, kind and last 4 digits; the payment methods start as the kind's. */
export function AccountForm({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (a: StatementAccount) => void;
}) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<StatementAccountKind>('bank');
  const [last4, setLast4] = useState('');
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => callApi(statementsApi.createAccount, { body: { name, kind, last4: last4 || null } }),
    onSuccess: async (account) => {
      await invalidateAfterWrite(queryClient, 'statement_accounts');
      notifySuccess('Account added', account.name);
      setName('');
      setLast4('');
      onCreated(account);
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Add statement account">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <Stack>
          <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} placeholder="Operating checking" />
          <Select
            label="Kind"
            data={STATEMENT_ACCOUNT_KINDS.map((k) => ({ value: k, label: STATEMENT_ACCOUNT_KIND_LABELS[k] }))}
            value={kind}
            onChange={(v) => v && setKind(v as StatementAccountKind)}
            allowDeselect={false}
          />
          <TextInput
            label="Last 4 digits"
            value={last4}
            onChange={(e) => setLast4(e.currentTarget.value)}
            maxLength={4}
            inputMode="numeric"
          />
          {create.error && (
            <div role="alert" style={{ color: 'var(--mantine-color-red-text)' }}>
              {errorMessage(create.error, 'The account could not be added')}
            </div>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
