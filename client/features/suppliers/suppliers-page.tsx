import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { suppliersApi } from '../../../domain/api/suppliers';
import type { Supplier } from '../../../domain/people';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { CardList } from '../../lib/ui/card-list';
import { confirmDelete } from '../../lib/ui/confirm-delete';
import { FormModal } from '../../lib/ui/form-modal';
import { PageHeader } from '../../lib/ui/page-header';
import { SearchInput } from '../../lib/ui/search-input';
import { useEditDialog } from '../../lib/ui/use-edit-dialog';
import { useRecordMutations } from '../../lib/ui/use-record-mutations';
import { useUrlSearch } from '../../lib/use-url-search';
import { filterSuppliers } from './filter-suppliers';
import { SupplierCard } from './supplier-card';
import { SupplierForm } from './supplier-form';
import { supplierQueries } from './supplier-queries';

/** The Suppliers page (spec §2.14): search, cards, add/edit dialog and delete. */
export default function SuppliersPage() {
  const suppliers = useQuery(supplierQueries.list());
  const [search, setSearch] = useUrlSearch();
  const dialog = useEditDialog<Supplier>();
  const { remove } = useRecordMutations(suppliersApi, 'suppliers');
  const shown = useMemo(() => filterSuppliers(suppliers.data ?? [], search), [suppliers.data, search]);

  const askDelete = (supplier: Supplier) =>
    confirmDelete({
      title: 'Delete supplier',
      message: `Delete ${supplier.name}? This cannot be undone.`,
      onConfirm: () =>
        remove.mutate(supplier.id, {
          onSuccess: () => notifySuccess('Success', 'Supplier deleted'),
          onError: (error) => notifyError(errorMessage(error, 'Failed to delete supplier')),
        }),
    });

  return (
    <Stack gap="lg">
      <PageHeader title="Suppliers" actionLabel="Add Supplier" onAction={dialog.openNew} />
      <SearchInput label="Search suppliers" placeholder="Name, contact or specialty" value={search} onChange={setSearch} />
      <CardList
        query={suppliers}
        items={shown}
        loadingLabel="Loading suppliers"
        errorTitle="Could not load suppliers"
        emptyMessage="No suppliers found."
        renderItem={(s) => (
          <SupplierCard
            key={s.id}
            supplier={s}
            onEdit={dialog.openEdit}
            onDelete={askDelete}
            deleting={remove.isPending && remove.variables === s.id}
          />
        )}
      />
      <FormModal opened={dialog.opened} onClose={dialog.close} title={dialog.editing ? 'Edit Supplier' : 'Add Supplier'}>
        <SupplierForm key={dialog.editing?.id ?? 'new'} supplier={dialog.editing} onClose={dialog.close} />
      </FormModal>
    </Stack>
  );
}
