import { EXPENSE_CATEGORIES, EXPENSE_FILTER_CATEGORIES } from '../../../domain/expenses';

const LABELS: Record<string, string> = {
  material: 'Material',
  labor: 'Labor',
  gas: 'Gas',
  fuel: 'Fuel',
  dining: 'Dining',
  equipment: 'Equipment',
  subcontractor: 'Subcontractor',
  other: 'Other',
};

/** Badge colours of the categories (spec §2.9 names labor, material, gas, equipment and other). */
const COLORS: Record<string, string> = {
  labor: 'blue',
  material: 'teal',
  gas: 'orange',
  fuel: 'orange',
  equipment: 'violet',
  subcontractor: 'cyan',
  dining: 'pink',
  other: 'gray',
};

/** Human label of a category; an unknown stored category (e.g. from a receipt) is shown capitalised. */
export function categoryLabel(category: string): string {
  return LABELS[category] ?? (category ? category.charAt(0).toUpperCase() + category.slice(1) : '—');
}

/** Mantine colour of a category's badge; gray for anything unknown. */
export function categoryColor(category: string): string {
  return COLORS[category] ?? 'gray';
}

/** Choices of the form's Category select. A stored category the list no longer offers stays selectable. */
export function categoryOptions(current?: string | null): { value: string; label: string }[] {
  const values: string[] = [...EXPENSE_CATEGORIES];
  if (current && !values.includes(current)) values.push(current);
  return values.map((value) => ({ value, label: categoryLabel(value) }));
}

/** Choices of the page's Category filter: 'All categories' then the filter categories. */
export const categoryFilterOptions = [
  { value: 'all', label: 'All categories' },
  ...EXPENSE_FILTER_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) })),
];
