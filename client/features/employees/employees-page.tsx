import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { employeesApi } from '../../../domain/api/employees';
import { paymentMethodLabel } from '../../../domain/payment-methods';
import type { Employee } from '../../../domain/people';
import { type Column, csvMoney } from '../../../domain/table-sort';
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
import { EmployeeCard } from './employee-card';
import { EmployeeForm } from './employee-form';
import { employeeQueries } from './employee-queries';
import { EmployeeStats } from './employee-stats';
import { filterEmployees } from './filter-employees';

/** Employee columns for Sort by and the CSV. */
const COLUMNS: Column<Employee>[] = [
  { key: 'name', label: 'Name', sortValue: (e) => e.name, csv: (e) => e.name },
  { key: 'position', label: 'Position', sortValue: (e) => e.position, csv: (e) => e.position },
  { key: 'payType', label: 'Pay type', csv: (e) => e.payType },
  { key: 'dailyRate', label: 'Daily rate', kind: 'number', sortValue: (e) => e.dailyRate, csv: (e) => csvMoney(e.dailyRate) },
  { key: 'hourlyRate', label: 'Hourly rate', kind: 'number', sortValue: (e) => e.hourlyRate, csv: (e) => csvMoney(e.hourlyRate) },
  { key: 'phone', label: 'Phone', csv: (e) => e.phone },
  { key: 'email', label: 'Email', csv: (e) => e.email },
  { key: 'method', label: 'Preferred payment method', csv: (e) => paymentMethodLabel(e.preferredPaymentMethod) },
  { key: 'active', label: 'Status', sortValue: (e) => (e.active ? 'Active' : 'Inactive'), csv: (e) => (e.active ? 'Active' : 'Inactive') },
];

/** The screen's opening data, fetched before its first render (client/app/opening-data.ts). */
export const openingQueries: OpeningQueries = () => [employeeQueries.list()];

/** The Employees page (docs/product/screens.md §2.15): tiles, search, cards, add/edit dialog and delete. */
export default function EmployeesPage() {
  const employees = useQuery(employeeQueries.list());
  const [search, setSearch] = useUrlSearch();
  const dialog = useEditDialog<Employee>();
  const { remove } = useRecordMutations(employeesApi, 'employees');
  const shown = useMemo(() => filterEmployees(employees.data ?? [], search), [employees.data, search]);
  const sort = useTableSort(shown, COLUMNS);

  const askDelete = (employee: Employee) =>
    confirmDelete({
      title: 'Delete employee',
      message: (
        <Stack gap="xs">
          <Text size="sm">Delete {employee.name}? This cannot be undone.</Text>
          <Text size="sm" c="dimmed">
            If they have work history on file, mark them inactive instead.
          </Text>
        </Stack>
      ),
      onConfirm: () =>
        remove.mutate(employee.id, {
          onSuccess: () => notifySuccess('Success', 'Employee deleted'),
          onError: (error) => notifyError(errorMessage(error, 'Failed to delete employee')),
        }),
    });

  return (
    <Stack gap="lg">
      <PageHeader title="Employees" actionLabel="Add Employee" onAction={dialog.openNew} />
      {!employees.isError && <EmployeeStats employees={employees.data} />}
      <ListTools columns={COLUMNS} sort={sort} fileName="employees.csv" label="employees">
        <SearchInput label="Search employees" placeholder="Name, position or email" value={search} onChange={setSearch} />
      </ListTools>
      <CardList
        query={employees}
        items={sort.sorted}
        loadingLabel="Loading employees"
        errorTitle="Could not load employees"
        emptyMessage="No employees found."
        renderItem={(e) => (
          <EmployeeCard
            key={e.id}
            employee={e}
            onEdit={dialog.openEdit}
            onDelete={askDelete}
            deleting={remove.isPending && remove.variables === e.id}
          />
        )}
      />
      <FormModal opened={dialog.opened} onClose={dialog.close} title={dialog.editing ? 'Edit Employee' : 'Add Employee'}>
        <EmployeeForm key={dialog.editing?.id ?? 'new'} employee={dialog.editing} onClose={dialog.close} />
      </FormModal>
    </Stack>
  );
}
