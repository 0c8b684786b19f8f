import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * Work recorded for employees without a rate for its entry type (laborRateMissing in domain/labor.ts): labor pay
 * prices it at $0, so a margin or profit that includes it is better than the job really is (issue 18, honest
 * figures). The project list, the project page and the analyses carry these two fields, counted in SQL.
 */
export const unpricedWorkFields = lazySchema(() => ({
  /** How many of the project's work records have no rate (projects.unpriced_work_count, migration 0030). */
  unpricedWorkRecords: z.number().int(),
  /** The names of their employees, A to Z (empty when there are none). */
  unpricedEmployees: z.array(z.string()),
}));
export type UnpricedWork = { unpricedWorkRecords: number; unpricedEmployees: readonly string[] };

/** Names listed in a note before "and N more". */
export const UNPRICED_NAMES_SHOWN = 3;

/** "Ana Ruiz", "Ana Ruiz, Bo Li", "Ana Ruiz, Bo Li, Cy Wu and 2 more". */
function names(list: readonly string[]): string {
  const shown = list.slice(0, UNPRICED_NAMES_SHOWN).join(', ');
  const more = list.length - UNPRICED_NAMES_SHOWN;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

/**
 * What a margin or profit that includes unpriced work is missing, or null when nothing is:
 * "Not final: 3 work records for employees without a rate (Ana Ruiz)".
 */
export function unpricedWorkNote(u: UnpricedWork): string | null {
  const n = u.unpricedWorkRecords;
  if (n <= 0) return null;
  const who = n === 1 || u.unpricedEmployees.length === 1 ? 'an employee' : 'employees';
  const what = `${n} work ${n === 1 ? 'record' : 'records'} for ${who} without a rate`;
  return `Not final: ${what}${u.unpricedEmployees.length > 0 ? ` (${names(u.unpricedEmployees)})` : ''}`;
}

/**
 * The dashboard's line for the active projects with unpriced work, or null when none has:
 * "Not final: 3 work records on 2 projects for employees without a rate".
 */
export function unpricedProjectsNote(s: { unpricedWorkRecords: number; projectsWithUnpricedWork: number }): string | null {
  const n = s.unpricedWorkRecords;
  const k = s.projectsWithUnpricedWork;
  if (n <= 0 || k <= 0) return null;
  return `Not final: ${n} work ${n === 1 ? 'record' : 'records'} on ${k} ${k === 1 ? 'project' : 'projects'} for employees without a rate`;
}

/** The counts of unpricedProjectsNote over several projects: records summed, projects with any counted. */
export function unpricedTotals(list: readonly { unpricedWorkRecords: number }[]): {
  unpricedWorkRecords: number;
  projectsWithUnpricedWork: number;
} {
  let records = 0;
  let projects = 0;
  for (const p of list)
    if (p.unpricedWorkRecords > 0) {
      records += p.unpricedWorkRecords;
      projects++;
    }
  return { unpricedWorkRecords: records, projectsWithUnpricedWork: projects };
}

/**
 * What to do about a project's unpriced work, or null when there is none (the analyzer's recommended action):
 * "Set a daily or hourly rate for Ana Ruiz: 3 work records are priced at $0, so the margin is too high."
 */
export function unpricedWorkAction(u: UnpricedWork): string | null {
  const n = u.unpricedWorkRecords;
  if (n <= 0) return null;
  const whom = u.unpricedEmployees.length > 0 ? names(u.unpricedEmployees) : 'the employees';
  const records = `${n} work ${n === 1 ? 'record is' : 'records are'}`;
  return `Set a daily or hourly rate for ${whom}: ${records} priced at $0, so the margin is too high.`;
}
