import { useMemo, useState } from 'react';
import type { Timesheet } from '../../../domain/api/timesheet';
import { bookingWarnings } from '../../../domain/booking-warnings';
import { cellEntries, copyLastWeek, fillWeekdays, parseCell, setCell, type TimesheetEntry, usualDay } from '../../../domain/timesheet';

const key = (employeeId: number, date: string) => `${employeeId}|${date}`;

/**
 * The timesheet being edited: the wanted entries (the stored records until something changes), what is typed in
 * cells that do not read as a value yet, and the project new cells of each row are booked to.
 */
export function useTimesheetGrid(sheet: Timesheet | undefined) {
  const [edited, setEdited] = useState<TimesheetEntry[] | null>(null);
  const [drafts, setDrafts] = useState<Record<string, { text: string; error: string; shown: boolean }>>({});
  const [rowProjects, setRowProjects] = useState<Record<number, number | null>>({});
  const stored = useMemo(() => (sheet?.records ?? []).map((r): TimesheetEntry => ({ ...r })), [sheet]);
  const entries = edited ?? stored;
  const names = useMemo(() => new Map((sheet?.employees ?? []).map((e) => [e.id, e.name])), [sheet]);
  const warnings = useMemo(() => bookingWarnings(entries, names), [entries, names]);

  const rowProject = (employeeId: number): number | null => {
    if (employeeId in rowProjects) return rowProjects[employeeId];
    return sheet?.employees.find((e) => e.id === employeeId)?.defaultProjectId ?? sheet?.projects[0]?.id ?? null;
  };

  /** A cell typed: a value sets it (on its entry's project, else the row's), anything else stays as a draft. */
  const typeCell = (employeeId: number, date: string, text: string) => {
    const parsed = parseCell(text);
    const k = key(employeeId, date);
    if (parsed !== null && 'error' in parsed) {
      setDrafts((d) => ({ ...d, [k]: { text, error: parsed.error, shown: false } }));
      return;
    }
    setDrafts(({ [k]: _gone, ...rest }) => rest);
    const projectId = cellEntries(entries, employeeId, date)[0]?.projectId ?? rowProject(employeeId);
    if (projectId === null) return;
    setEdited(setCell(entries, { employeeId, date, projectId }, parsed));
  };

  /** Leaving a cell shows its error, if it has one. */
  const leaveCell = (employeeId: number, date: string) =>
    setDrafts((d) => {
      const k = key(employeeId, date);
      return d[k] && !d[k].shown ? { ...d, [k]: { ...d[k], shown: true } } : d;
    });

  /** Books the cell's entry to another project. */
  const moveCell = (employeeId: number, date: string, projectId: number) => {
    const first = cellEntries(entries, employeeId, date)[0];
    if (first) setEdited(entries.map((e) => (e === first ? { ...e, projectId } : e)));
  };

  const fillRow = (employeeId: number) => {
    const projectId = rowProject(employeeId);
    const person = sheet?.employees.find((e) => e.id === employeeId);
    if (!sheet || projectId === null || !person) return;
    setEdited(fillWeekdays(entries, { employeeId, projectId }, sheet.weekStart, sheet.today, usualDay(person.paidByHour)));
  };

  const copyWeek = (employeeIds: number[]) => {
    if (!sheet) return;
    setEdited(copyLastWeek(entries, sheet.lastWeek, employeeIds, sheet.today));
  };

  const reset = () => {
    setEdited(null);
    setDrafts({});
  };

  return {
    entries,
    changed: edited !== null,
    drafts,
    hasDraftErrors: Object.keys(drafts).length > 0,
    warnings,
    rowProject,
    setRowProject: (employeeId: number, projectId: number | null) => setRowProjects((r) => ({ ...r, [employeeId]: projectId })),
    typeCell,
    leaveCell,
    moveCell,
    fillRow,
    copyWeek,
    reset,
    cellText: (employeeId: number, date: string) => drafts[key(employeeId, date)]?.text,
    cellError: (employeeId: number, date: string) => {
      const d = drafts[key(employeeId, date)];
      return d?.shown ? d.error : null;
    },
  };
}

export type TimesheetGrid = ReturnType<typeof useTimesheetGrid>;
