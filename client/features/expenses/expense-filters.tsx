import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DateField } from '../../lib/ui/date-field';
import { useRole } from '../auth/auth-queries';
import { categoryFilterOptions } from './expense-category';
import { DATE_PROPS } from './expense-form-fields';
import { projectOptions } from './expense-options';
import { useAllProjects } from './use-expense-lookups';

export type ExpenseFilterValues = { search: string; category: string; projectId: string; from: string | null; to: string | null };

/** A From after the To (the list waits for a valid range instead of asking the server). */
export const badDateRange = (v: Pick<ExpenseFilterValues, 'from' | 'to'>) => v.from !== null && v.to !== null && v.from > v.to;

type ExpenseFiltersProps = {
  values: ExpenseFilterValues;
  onChange: (patch: Partial<ExpenseFilterValues>) => void;
};

/** Search box (description or project name), category, project and date-range filters of the Expenses page. */
export function ExpenseFilters({ values, onChange }: ExpenseFiltersProps) {
  const projects = useAllProjects();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
      <TextInput
        label="Search expenses"
        placeholder="Description or project"
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        value={values.search}
        onChange={(e) => onChange({ search: e.currentTarget.value })}
      />
      <Select
        label="Category"
        data={categoryFilterOptions(useRole() !== 'foreman')}
        value={values.category}
        onChange={(v) => onChange({ category: v ?? 'all' })}
        allowDeselect={false}
      />
      <Select
        label="Project"
        data={[{ value: 'all', label: 'All projects' }, ...projectOptions(projects.data ?? [])]}
        value={values.projectId}
        onChange={(v) => onChange({ projectId: v ?? 'all' })}
        description={projects.isError ? 'Could not load projects' : undefined}
        searchable
        limit={100}
        nothingFoundMessage="No matching project"
        allowDeselect={false}
      />
      <DateField label="From" {...DATE_PROPS} clearable value={values.from} onChange={(v) => onChange({ from: v })} />
      <DateField
        label="To"
        {...DATE_PROPS}
        clearable
        value={values.to}
        onChange={(v) => onChange({ to: v })}
        error={badDateRange(values) ? 'To must be on or after From' : undefined}
      />
    </SimpleGrid>
  );
}
