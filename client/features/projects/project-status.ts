import { PROJECT_STATUS_FILTERS, PROJECT_STATUSES } from '../../../domain/projects';

const LABELS: Record<string, string> = {
  all: 'All statuses',
  active: 'Active',
  inactive: 'Inactive',
  in_progress: 'In Progress',
  completed: 'Completed',
  on_hold: 'On Hold',
};

export type StatusFilter = (typeof PROJECT_STATUS_FILTERS)[number];

/** Human label of a project status value ('in_progress' → 'In Progress'); unknown values are shown as stored. */
export function statusLabel(status: string): string {
  return LABELS[status] ?? status;
}

/** Options of the Projects page status filter. */
export const statusFilterOptions = PROJECT_STATUS_FILTERS.map((value) => ({ value, label: statusLabel(value) }));

/** Options of the project form's Status select; keeps a stored value outside the list so editing never changes it silently. */
export function statusOptions(current?: string | null): { value: string; label: string }[] {
  const values: string[] = [...PROJECT_STATUSES];
  if (current && !values.includes(current)) values.push(current);
  return values.map((value) => ({ value, label: statusLabel(value) }));
}
