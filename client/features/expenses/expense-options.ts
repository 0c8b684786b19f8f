import { EXPENSE_PAYMENT_METHOD_LABELS, EXPENSE_PAYMENT_METHODS } from '../../../domain/accounting-1099';
import type { Employee, Subcontractor, Supplier } from '../../../domain/people';
import type { Project } from '../../../domain/projects';

export type Option = { value: string; label: string };
export type OptionGroup = { group: string; items: Option[] };

/** The value the optional selects use for "no one" (docs/product/calls.md §5: 'none' means unset). */
export const NONE = 'none';

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, 'en-US', { sensitivity: 'base' });

/** Projects sorted by name; grouped Active / Inactive only when some projects are inactive. */
export function projectOptions(projects: readonly Project[]): Option[] | OptionGroup[] {
  const active = projects
    .filter((p) => p.isActive)
    .map((p) => ({ value: String(p.id), label: p.name }))
    .sort(byLabel);
  const inactive = projects
    .filter((p) => !p.isActive)
    .map((p) => ({ value: String(p.id), label: p.name }))
    .sort(byLabel);
  if (inactive.length === 0) return active;
  return [
    { group: 'Active', items: active },
    { group: 'Inactive', items: inactive },
  ].filter((g) => g.items.length > 0);
}

/** Suppliers sorted by name, without a 'None' choice (the material dialog requires one). */
export function supplierOptions(suppliers: readonly Supplier[]): Option[] {
  return suppliers.map((s) => ({ value: String(s.id), label: s.name })).sort(byLabel);
}

/** Employees sorted by name; inactive ones are marked so they are not picked by mistake. */
export function employeeOptions(employees: readonly Employee[]): Option[] {
  return employees.map((e) => ({ value: String(e.id), label: e.active ? e.name : `${e.name} (inactive)` })).sort(byLabel);
}

/** Subcontractors sorted by name, with the company when it differs from the name. */
export function subcontractorOptions(subs: readonly Subcontractor[]): Option[] {
  return subs
    .map((s) => ({ value: String(s.id), label: s.company && s.company !== s.name ? `${s.name} (${s.company})` : s.name }))
    .sort(byLabel);
}

/** Prepends the 'None' choice of an optional select. */
export function withNone(options: Option[]): Option[] {
  return [{ value: NONE, label: 'None' }, ...options];
}

/** How an expense was paid, 'Not recorded' first (old expenses have none; they count toward the 1099-NEC). */
export function expensePaymentMethodOptions(): Option[] {
  return [
    { value: NONE, label: 'Not recorded' },
    ...EXPENSE_PAYMENT_METHODS.map((m) => ({ value: m, label: EXPENSE_PAYMENT_METHOD_LABELS[m] })),
  ];
}
