import { Alert, Button, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCopy, IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { addDays } from '../../../domain/dates';
import { currentWeek } from '../../../domain/payroll';
import { CELL_HELP } from '../../../domain/timesheet';
import type { OpeningQueries } from '../../app/opening-data';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadError } from '../../lib/ui/load-error';
import { WeekPicker } from '../payroll/week-picker';
import { TimesheetTable } from './timesheet-grid';
import { timesheetQueries, useSaveTimesheet } from './timesheet-queries';
import { useTimesheetGrid } from './use-timesheet-grid';

export const openingQueries: OpeningQueries = () => [timesheetQueries.week(currentWeek())];

/** Weekly timesheet (issue 39 scope 2): the crew × Sunday..Saturday, filled like a paper sheet and saved at once. */
export default function TimesheetPage() {
  const [week, setWeek] = useState(currentWeek);
  const query = useQuery(timesheetQueries.week(week));
  const sheet = query.data?.weekStart === week ? query.data : undefined;
  const grid = useTimesheetGrid(sheet);
  const save = useSaveTimesheet();

  const changeWeek = (sunday: string) => {
    grid.reset();
    setWeek(sunday);
  };

  const onSave = async () => {
    if (!sheet) return;
    try {
      // Only the people whose week was edited are saved: the rest of the crew's records are neither rewritten nor
      // re-checked (a record of theirs on a job completed since would refuse the whole save).
      type Cell = {
        id: number | null;
        employeeId: number;
        projectId: number;
        date: string;
        entryType: string;
        days: number | null;
        hours: number | null;
      };
      const key = (e: Cell) => `${e.id}|${e.projectId}|${e.date}|${e.entryType}|${e.days}|${e.hours}`;
      const weekOf = (list: readonly Cell[], id: number) =>
        list
          .filter((e) => e.employeeId === id)
          .map(key)
          .sort()
          .join(';');
      const edited = sheet.employees.map((e) => e.id).filter((id) => weekOf(grid.entries, id) !== weekOf(sheet.records, id));
      if (edited.length === 0) {
        notifySuccess('Timesheet saved', 'Nothing had changed');
        return;
      }
      const people = new Set(edited);
      const saved = await save.mutateAsync({
        from: sheet.weekStart,
        to: addDays(sheet.weekStart, 6),
        employeeIds: edited,
        entries: grid.entries.filter((e) => people.has(e.employeeId)),
        seen: sheet.records.filter((r) => people.has(r.employeeId)).map((r) => r.id),
      });
      await query.refetch();
      grid.reset();
      notifySuccess('Timesheet saved', `${saved.created} added, ${saved.updated} changed, ${saved.deleted} removed`);
      if (saved.warnings.length > 0) notifyWarning('Booked more than a day', saved.warnings.map((w) => w.message).join('; '));
    } catch (error) {
      notifyError(`Failed to save the timesheet: ${errorMessage(error, 'Unknown error')}`);
    }
  };

  let body: ReactNode;
  if (query.isError) body = <LoadError title="Could not load the timesheet" error={query.error} onRetry={() => void query.refetch()} />;
  else if (!sheet) body = <Skeleton height={360} radius="md" aria-label="Loading the timesheet" />;
  else if (sheet.employees.length === 0) body = <EmptyState message="No active employees: add your crew on the Employees page first." />;
  else body = <TimesheetTable sheet={sheet} grid={grid} />;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Timesheet
      </Title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <WeekPicker value={week} onChange={changeWeek} />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconCopy size={16} aria-hidden />}
            disabled={!sheet || sheet.lastWeek.length === 0}
            onClick={() => sheet && grid.copyWeek(sheet.employees.filter((e) => !e.weekPaid).map((e) => e.id))}
          >
            Copy last week
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            onClick={() => void onSave()}
            loading={save.isPending}
            disabled={!sheet || !grid.changed || grid.hasDraftErrors}
          >
            Save week
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {CELL_HELP} Enter moves down; each filled cell shows its project (click it to change).
      </Text>
      {grid.warnings.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Booked more than a day (you can still save)">
          <List size="sm">
            {grid.warnings.map((w) => (
              <List.Item key={`${w.employeeId}|${w.date}`}>{w.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {body}
    </Stack>
  );
}
