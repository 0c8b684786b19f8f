import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { subcontractorsApi } from '../../../domain/api/subcontractors';
import type { Subcontractor } from '../../../domain/people';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { CardList } from '../../lib/ui/card-list';
import { confirmDelete } from '../../lib/ui/confirm-delete';
import { FormModal } from '../../lib/ui/form-modal';
import { activeFirstByName } from '../../lib/ui/list-helpers';
import { PageHeader } from '../../lib/ui/page-header';
import { useEditDialog } from '../../lib/ui/use-edit-dialog';
import { useRecordMutations } from '../../lib/ui/use-record-mutations';
import { SubcontractorCard } from './subcontractor-card';
import { SubcontractorForm } from './subcontractor-form';
import { subcontractorQueries } from './subcontractor-queries';

/** Spec §8's fixed 'Failed to delete subcontractor', followed by the server's reason when it gives one (409). */
function deleteFailure(error: unknown): string {
  const reason = error instanceof ApiError ? error.serverMessage : null;
  return reason ? `Failed to delete subcontractor: ${reason}` : 'Failed to delete subcontractor';
}

/** The Subcontractors page (spec §2.16): cards, add/edit dialog and delete. */
export default function SubcontractorsPage() {
  const subcontractors = useQuery(subcontractorQueries.list());
  const dialog = useEditDialog<Subcontractor>();
  const { remove } = useRecordMutations(subcontractorsApi, 'subcontractors');
  const shown = useMemo(() => [...(subcontractors.data ?? [])].sort(activeFirstByName), [subcontractors.data]);

  const askDelete = (s: Subcontractor) =>
    confirmDelete({
      title: 'Delete subcontractor',
      message: `Delete ${s.name}${s.company ? ` (${s.company})` : ''}? This cannot be undone.`,
      onConfirm: () =>
        remove.mutate(s.id, {
          onSuccess: () => notifySuccess('Success', 'Subcontractor deleted'),
          onError: (error) => notifyError(deleteFailure(error)),
        }),
    });

  return (
    <Stack gap="lg">
      <PageHeader title="Subcontractors" actionLabel="Add Subcontractor" onAction={dialog.openNew} />
      <CardList
        query={subcontractors}
        items={shown}
        loadingLabel="Loading subcontractors"
        errorTitle="Could not load subcontractors"
        emptyMessage="No subcontractors"
        renderItem={(s) => (
          <SubcontractorCard
            key={s.id}
            subcontractor={s}
            onEdit={dialog.openEdit}
            onDelete={askDelete}
            deleting={remove.isPending && remove.variables === s.id}
          />
        )}
      />
      <FormModal opened={dialog.opened} onClose={dialog.close} title={dialog.editing ? 'Edit Subcontractor' : 'Add Subcontractor'}>
        <SubcontractorForm key={dialog.editing?.id ?? 'new'} subcontractor={dialog.editing} onClose={dialog.close} />
      </FormModal>
    </Stack>
  );
}
