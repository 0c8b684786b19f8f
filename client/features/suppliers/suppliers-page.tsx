import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { suppliersApi } from '../../../domain/api/suppliers';
import type { Supplier } from '../../../domain/people';
import type { Column } from '../../../domain/table-sort';
import type { OpeningQueries } from '../../app/opening-data';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { CardList } from '../../lib/ui/card-list';
import { confirmDelete } from '../../lib/ui/confirm-delete';
import { FormModal } from '../../lib/ui/form-modal';
import { ListTools } from '../../lib/ui/list-tools';
import { PageHeader } from '../../lib/ui/page-header';
import { SearchInput } from '../../lib/ui/search-input';
import { useEditDialog } from '../../lib/ui/use-edit-dialog';
import { useRecordMutations } from '../../lib/ui/use-record-mutations';
import { useTableSort } from '../../lib/ui/use-table-sort';
import { useUrlSearch } from '../../lib/use-url-search';
import { filterSuppliers } from './filter-suppliers';
import { SupplierCard } from './supplier-card';
import { SupplierForm } from './supplier-form';
import { supplierQueries } from './supplier-queries';

/** Supplier columns for Sort by and the CSV (the tax id stays out: it is shown masked, never exported here). */
const COLUMNS: Column<Supplier>[] = [
  { key: 'name', label: 'Name', sortValue: (s) => s.name, csv: (s) => s.name },
  { key: 'contact', label: 'Contact person', sortValue: (s) => s.contactPerson, csv: (s) => s.contactPerson },
  { key: 'phone', label: 'Phone', csv: (s) => s.phone },
  { key: 'email', label: 'Email', csv: (s) => s.email },
  { key: 'address', label: 'Address', csv: (s) => s.address },
  { key: 'specialties', label: 'Specialties', sortValue: (s) => s.specialties.join(', ') || null, csv: (s) => s.specialties.join('; ') },
];

/** The screen's opening data, fetched before its first render (client/app/opening-data.ts). */
export const openingQueries: OpeningQueries = () => [supplierQueries.list()];

/** The Suppliers page (docs/product/screens.md §2.14): search, cards, add/edit dialog and delete. */
export default function SuppliersPage() {
  const suppliers = useQuery(supplierQueries.list());
  const [search, setSearch] = useUrlSearch();
  const dialog = useEditDialog<Supplier>();
  const { remove } = useRecordMutations(suppliersApi, 'suppliers');
  const shown = useMemo(() => filterSuppliers(suppliers.data ?? [], search), [suppliers.data, search]);
  const sort = useTableSort(shown, COLUMNS);

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
      <ListTools columns={COLUMNS} sort={sort} fileName="suppliers.csv" label="suppliers" defaultLabel="Name, A–Z">
        <SearchInput label="Search suppliers" placeholder="Name, contact or specialty" value={search} onChange={setSearch} />
      </ListTools>
      <CardList
        query={suppliers}
        items={sort.sorted}
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
