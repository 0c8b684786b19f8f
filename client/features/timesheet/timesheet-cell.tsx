import { Button, Menu, Stack, TextInput } from '@mantine/core';
import { type KeyboardEvent, memo } from 'react';
import { CELL_HELP } from '../../../domain/timesheet';

type Project = { id: number; name: string };

export type TimesheetCellProps = {
  /** "Ana Lopez, Mon, Nov 16": the input's accessible name. */
  label: string;
  /** What the cell shows: the typed text, else the entry's (1, .5, 8h). */
  text: string;
  /** Why the typed text is not a cell value, once the person has left the cell. */
  error: string | null;
  /** The project of the cell's entry, null when the cell is empty. */
  project: Project | null;
  /** More entries the person has that day (another project), kept as they are. */
  others: number;
  projects: readonly Project[];
  disabled: boolean;
  warned: boolean;
  /** data-cell coordinates, so Enter moves down a row. */
  row: number;
  col: number;
  onText: (text: string) => void;
  onBlur: () => void;
  onProject: (projectId: number) => void;
};

/** Enter moves to the same day of the next person (Shift+Enter: the previous one), as on a paper sheet. */
function moveOnEnter(event: KeyboardEvent<HTMLInputElement>, row: number, col: number) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  const next = document.querySelector<HTMLInputElement>(`input[data-cell="${row + (event.shiftKey ? -1 : 1)}-${col}"]`);
  next?.focus();
  next?.select();
}

/** One person × day of the timesheet: a small text input (1, .5, 8h) and, when filled, the project it is booked to. */
export const TimesheetCell = memo(function TimesheetCell(p: TimesheetCellProps) {
  return (
    <Stack gap={2} align="stretch">
      <TextInput
        size="xs"
        aria-label={p.label}
        title={CELL_HELP}
        value={p.text}
        disabled={p.disabled}
        error={p.error ?? undefined}
        autoComplete="off"
        inputMode="decimal"
        data-cell={`${p.row}-${p.col}`}
        data-warned={p.warned || undefined}
        styles={p.warned ? { input: { borderColor: 'var(--mantine-color-yellow-6)', borderWidth: 2 } } : undefined}
        onChange={(e) => p.onText(e.currentTarget.value)}
        onBlur={p.onBlur}
        onKeyDown={(e) => moveOnEnter(e, p.row, p.col)}
        onFocus={(e) => e.currentTarget.select()}
      />
      {p.project && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              disabled={p.disabled}
              aria-label={`${p.project.name}${p.others > 0 ? ` +${p.others}` : ''}: project of ${p.label}`}
              styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 84 } }}
            >
              {p.project.name}
              {p.others > 0 ? ` +${p.others}` : ''}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Book {p.label} to</Menu.Label>
            {p.projects.map((project) => (
              <Menu.Item key={project.id} onClick={() => p.onProject(project.id)} fw={project.id === p.project?.id ? 700 : undefined}>
                {project.name}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Stack>
  );
});
