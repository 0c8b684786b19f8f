import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { subcontractorsApi } from '../../../domain/api/subcontractors';
import type { Subcontractor } from '../../../domain/people';
import type { Column } from '../../../domain/table-sort';
import type { OpeningQueries } from '../../app/opening-data';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { CardList } from '../../lib/ui/card-list';
import { confirmDelete } from '../../lib/ui/confirm-delete';
import { FormModal } from '../../lib/ui/form-modal';
import { activeFirstByName } from '../../lib/ui/list-helpers';
import { ListTools } from '../../lib/ui/list-tools';
import { PageHeader } from '../../lib/ui/page-header';
import { useEditDialog } from '../../lib/ui/use-edit-dialog';
import { useRecordMutations } from '../../lib/ui/use-record-mutations';
import { useTableSort } from '../../lib/ui/use-table-sort';
import { SubcontractorCard } from './subcontractor-card';
import { SubcontractorForm } from './subcontractor-form';
import { subcontractorQueries } from './subcontractor-queries';

/** Spec §8's fixed 'Failed to delete subcontractor', followed by the server's reason when it gives one (409). */
function deleteFailure(error: unknown): string {
  const reason = error instanceof ApiError ? error.serverMessage : null;
  return reason ? `Failed to delete subcontractor: ${reason}` : 'Failed to delete subcontractor';
}

/** Subcontractor columns for Sort by and the CSV (the tax id stays out: shown masked, exported only in the 1099 CSV). */
const COLUMNS: Column<Subcontractor>[] = [
  { key: 'name', label: 'Name', sortValue: (s) => s.name, csv: (s) => s.name },
  { key: 'company', label: 'Company', sortValue: (s) => s.company, csv: (s) => s.company },
  { key: 'specialty', label: 'Specialty', sortValue: (s) => s.specialty, csv: (s) => s.specialty },
  { key: 'phone', label: 'Phone', csv: (s) => s.phone },
  { key: 'email', label: 'Email', csv: (s) => s.email },
  { key: 'license', label: 'License number', csv: (s) => s.licenseNumber },
  { key: 'insurance', label: 'Insurance expiry', kind: 'date', sortValue: (s) => s.insuranceExpiry, csv: (s) => s.insuranceExpiry },
  { key: 'active', label: 'Status', csv: (s) => (s.active ? 'Active' : 'Inactive') },
];

/** The screen's opening data, fetched before its first render (client/app/opening-data.ts). */
export const openingQueries: OpeningQueries = () => [subcontractorQueries.list()];

/** The Subcontractors page (docs/product/screens.md §2.16): cards, add/edit dialog and delete. */
export default function SubcontractorsPage() {
  const subcontractors = useQuery(subcontractorQueries.list());
  const dialog = useEditDialog<Subcontractor>();
  const { remove } = useRecordMutations(subcontractorsApi, 'subcontractors');
  const shown = useMemo(() => [...(subcontractors.data ?? [])].sort(activeFirstByName), [subcontractors.data]);
  const sort = useTableSort(shown, COLUMNS);

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
      <ListTools columns={COLUMNS} sort={sort} fileName="subcontractors.csv" label="subcontractors" defaultLabel="Active first, A–Z" />
      <CardList
        query={subcontractors}
        items={sort.sorted}
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
