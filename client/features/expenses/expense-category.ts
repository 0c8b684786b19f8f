import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS, EXPENSE_FILTER_CATEGORIES, isExpenseCategory } from '../../../domain/expenses';

/** Badge colours of the categories (docs/product/screens.md §2.9 names labor, material, gas, equipment and other). */
const COLORS: Record<string, string> = {
  permits: 'grape',
  utilities: 'yellow',
  labor: 'blue',
  material: 'teal',
  gas: 'orange',
  fuel: 'orange',
  equipment: 'violet',
  subcontractor: 'cyan',
  dining: 'pink',
  other: 'gray',
};

/** Human label of a category (domain/expenses.ts EXPENSE_CATEGORY_LABELS); anything else is shown capitalised. */
export function categoryLabel(category: string): string {
  if (isExpenseCategory(category)) return EXPENSE_CATEGORY_LABELS[category];
  return category ? category.charAt(0).toUpperCase() + category.slice(1) : '—';
}

/** Mantine colour of a category's badge; gray for anything unknown. */
export function categoryColor(category: string): string {
  return COLORS[category] ?? 'gray';
}

/**
 * Choices of the form's Category select: the one fixed list (the server refuses anything else). A foreman's
 * list has no labor: the crew's pay is not theirs to see or record (issue 16).
 */
export function categoryOptions(withLabor = true): { value: string; label: string }[] {
  return EXPENSE_CATEGORIES.filter((value) => withLabor || value !== 'labor').map((value) => ({
    value,
    label: EXPENSE_CATEGORY_LABELS[value],
  }));
}

/** Choices of the page's Category filter: 'All categories' then the filter categories (no labor for a foreman). */
export function categoryFilterOptions(withLabor = true) {
  return [
    { value: 'all', label: 'All categories' },
    ...EXPENSE_FILTER_CATEGORIES.filter((value) => withLabor || value !== 'labor').map((value) => ({ value, label: categoryLabel(value) })),
  ];
}
