import type { Project } from '../../../domain/projects';
import type { StatusFilter } from './project-status';

/**
 * The cards the Projects page shows (docs/product/screens.md §2.4): only isActive projects, whose name or location contains the
 * search text (case-insensitive) and whose status matches the filter, sorted by start date ascending (ISO days
 * compared as plain text: localeCompare would load the browser's ICU data on the first screen, domain/wording.ts).
 */
export function filterProjects(projects: readonly Project[], search: string, status: StatusFilter): Project[] {
  const needle = search.trim().toLowerCase();
  return projects
    .filter((p) => p.isActive)
    .filter((p) => !needle || p.name.toLowerCase().includes(needle) || p.location.toLowerCase().includes(needle))
    .filter((p) => status === 'all' || p.status === status)
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.id - b.id));
}
