import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRole } from '../auth/auth-queries';
import { categoryFilterOptions } from './expense-category';
import { projectOptions } from './expense-options';
import { useAllProjects } from './use-expense-lookups';

export type ExpenseFilterValues = { search: string; category: string; projectId: string };

type ExpenseFiltersProps = {
  values: ExpenseFilterValues;
  onChange: (patch: Partial<ExpenseFilterValues>) => void;
};

/** Search box (description or project name), category filter and project filter of the Expenses page. */
export function ExpenseFilters({ values, onChange }: ExpenseFiltersProps) {
  const projects = useAllProjects();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
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
    </SimpleGrid>
  );
}
