import { Alert, Button, Checkbox, Group, SegmentedControl, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { bookingWarnings, weekdayText } from '../../../domain/booking-warnings';
import { currentWeek } from '../../../domain/payroll';
import { type CellValue, crewDayEntries, FULL_DAY, HALF_DAY } from '../../../domain/timesheet';
import type { OpeningQueries } from '../../app/opening-data';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadError } from '../../lib/ui/load-error';
import { timesheetQueries, useSaveTimesheet } from './timesheet-queries';

export const openingQueries: OpeningQueries = () => [timesheetQueries.week(currentWeek())];

/** The project most of the crew works on (their usual project), else the first one. */
function usualProject(employees: { defaultProjectId: number | null }[], projects: { id: number }[]): number | null {
  const counts = new Map<number, number>();
  for (const e of employees) if (e.defaultProjectId !== null) counts.set(e.defaultProjectId, (counts.get(e.defaultProjectId) ?? 0) + 1);
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  return best?.[0] ?? projects[0]?.id ?? null;
}

/** A full or half day; for someone paid by the hour 8 or 4 hours. */
function dayValue(paidByHour: boolean, half: boolean): CellValue {
  if (paidByHour) return { entryType: 'hours', days: null, hours: half ? 4 : 8 };
  return half ? HALF_DAY : FULL_DAY;
}

/** "Whole crew today" for the foreman (issue 39 scope 2): the crew of a project, all ticked, full or half, one save. */
export default function CrewTodayPage() {
  const query = useQuery(timesheetQueries.week(currentWeek()));
  const sheet = query.data;
  const save = useSaveTimesheet();
  const [picked, setPicked] = useState<number | null>(null);
  const [unticked, setUnticked] = useState<Set<number>>(new Set());
  const [halves, setHalves] = useState<Set<number>>(new Set());
  const projectId = picked ?? (sheet ? usualProject(sheet.employees, sheet.projects) : null);
  const today = sheet?.today ?? '';
  // The project's team, and anyone whose usual project it is (their latest work there without being on its team).
  const crew = (sheet?.employees ?? []).filter(
    (e) => projectId !== null && (e.teamProjectIds.includes(projectId) || e.defaultProjectId === projectId) && !e.weekPaid,
  );
  const ticked = crew.filter((e) => !unticked.has(e.id));
  const stored = useMemo(() => (sheet?.records ?? []).filter((r) => r.date === today), [sheet, today]);
  const wanted =
    projectId === null
      ? []
      : crewDayEntries(
          stored,
          ticked.map((e) => ({ employeeId: e.id, value: dayValue(e.paidByHour, halves.has(e.id)) })),
          projectId,
          today,
        );
  const warnings = bookingWarnings(wanted, new Map(crew.map((e) => [e.id, e.name])));
  const toggle = (set: Set<number>, id: number) => {
    const next = new Set(set);
    if (!next.delete(id)) next.add(id);
    return next;
  };

  const onSave = async () => {
    try {
      const saved = await save.mutateAsync({
        from: today,
        to: today,
        employeeIds: ticked.map((e) => e.id),
        entries: wanted,
        seen: stored.map((r) => r.id),
      });
      notifySuccess('Crew day saved', `${ticked.length} ${ticked.length === 1 ? 'person' : 'people'} on ${weekdayText(today)}`);
      if (saved.warnings.length > 0) notifyWarning('Booked more than a day', saved.warnings.map((w) => w.message).join('; '));
    } catch (error) {
      notifyError(`Failed to save the crew day: ${errorMessage(error, 'Unknown error')}`);
    }
  };

  let body: ReactNode;
  if (query.isError) body = <LoadError title="Could not load the crew" error={query.error} onRetry={() => void query.refetch()} />;
  else if (!sheet) body = <Skeleton height={280} radius="md" aria-label="Loading the crew" />;
  else if (crew.length === 0) body = <EmptyState message="No crew on this project yet: assign people to its team first." />;
  else
    body = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Crew">
        {crew.map((e) => (
          <Group key={e.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
            <Checkbox label={e.name} checked={!unticked.has(e.id)} onChange={() => setUnticked((s) => toggle(s, e.id))} />
            <SegmentedControl
              size="xs"
              aria-label={`Day of ${e.name}`}
              data={[
                { value: 'full', label: e.paidByHour ? 'Full (8h)' : 'Full' },
                { value: 'half', label: e.paidByHour ? 'Half (4h)' : 'Half' },
              ]}
              value={halves.has(e.id) ? 'half' : 'full'}
              onChange={(v) => setHalves((s) => (v === 'half' ? new Set(s).add(e.id) : toggle(s, e.id)))}
              disabled={unticked.has(e.id)}
            />
          </Group>
        ))}
      </Stack>
    );

  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h2">
        Whole crew today
      </Title>
      {sheet && <Text size="sm">{weekdayText(today)}</Text>}
      <Select
        label="Project"
        data={(sheet?.projects ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        value={projectId === null ? null : String(projectId)}
        onChange={(v) => {
          setPicked(v === null ? null : Number(v));
          setUnticked(new Set());
        }}
        allowDeselect={false}
        disabled={!sheet}
      />
      {body}
      {warnings.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Booked more than a day (you can still save)">
          {warnings.map((w) => (
            <Text key={w.employeeId} size="sm">
              {w.message}
            </Text>
          ))}
        </Alert>
      )}
      <Button onClick={() => void onSave()} loading={save.isPending} disabled={ticked.length === 0 || projectId === null} fullWidth>
        Save {ticked.length} {ticked.length === 1 ? 'person' : 'people'} for today
      </Button>
    </Stack>
  );
}
