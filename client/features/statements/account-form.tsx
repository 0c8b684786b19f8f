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

/**
 * The Add account dialog (name, kind and last 4 digits; the payment methods start as the kind's), or with `account`
 * the Edit account dialog, filled in with it and saved with PUT (its opening balance is kept, and its payment methods
 * while the kind stays: a new kind takes that kind's).
 */
export function AccountForm({
  opened,
  onClose,
  onSaved,
  account,
}: {
  opened: boolean;
  onClose: () => void;
  onSaved: (a: StatementAccount) => void;
  account?: StatementAccount;
}) {
  const [name, setName] = useState(account?.name ?? '');
  const [kind, setKind] = useState<StatementAccountKind>(account?.kind ?? 'bank');
  const [last4, setLast4] = useState(account?.last4 ?? '');
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => {
      const body = { name, kind, last4: last4 || null };
      return account
        ? callApi(statementsApi.updateAccount, { params: { id: account.id }, body })
        : callApi(statementsApi.createAccount, { body });
    },
    onSuccess: async (saved) => {
      await invalidateAfterWrite(queryClient, 'statement_accounts');
      notifySuccess(account ? 'Account saved' : 'Account added', saved.name);
      if (!account) {
        setName('');
        setLast4('');
      }
      onSaved(saved);
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={account ? 'Edit statement account' : 'Add statement account'}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
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
          {save.error && (
            <div role="alert" style={{ color: 'var(--mantine-color-red-text)' }}>
              {errorMessage(save.error, account ? 'The account could not be saved' : 'The account could not be added')}
            </div>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {account ? 'Save account' : 'Add account'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
