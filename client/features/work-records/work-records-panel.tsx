import { Alert, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { sumDollars } from '../../../domain/money';
import type { Employee } from '../../../domain/people';
import {
  WORK_RECORD_SORT_LABELS,
  WORK_RECORD_SORTS,
  type WorkRecordSort,
  workRecordsCsv,
  workRecordsShown,
} from '../../../domain/work-record-list';
import type { Assignment, WorkRecord } from '../../../domain/work-records';
import { errorMessage } from '../../lib/api';
import { downloadText } from '../../lib/download';
import { formatDate, formatMoney } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { DateField } from '../../lib/ui/date-field';
import { useRole } from '../auth/auth-queries';
import { confirmDelete } from '../cost-tracking/confirm-delete';
import { employeeQueries } from '../employees/employee-queries';
import { DATE_PROPS } from '../expenses/expense-form-fields';
import { teamQueries } from '../team/team-queries';
import { useDeleteWorkRecord } from './use-work-record-mutations';
import { daysText, quantityText } from './work-record-form-values';
import { WorkRecordItem } from './work-record-item';
import { type WorkRecordDialog, WorkRecordModal } from './work-record-modal';
import { workRecordQueries } from './work-record-queries';

/** Entries shown before "Show all": a phone screen's worth. */
const FIRST_ENTRIES = 10;

function totals(records: WorkRecord[], withPay: boolean) {
  const days = records.reduce((sum, r) => sum + (r.entryType === 'hours' ? 0 : (r.days ?? 0) * 2), 0) / 2;
  const hours = records.reduce((sum, r) => sum + (r.entryType === 'hours' ? Math.round((r.hours ?? 0) * 100) : 0), 0) / 100;
  const text = `${records.length} ${records.length === 1 ? 'entry' : 'entries'} · ${daysText(days)}${hours > 0 ? ` · ${hours} h` : ''}`;
  return withPay ? `${text} · ${formatMoney(sumDollars(records.map((r) => r.pay)))}` : text;
}

/** A foreman picks from the project's team, whose rates they do not get (issue 16). */
function teamAsEmployees(team: Assignment[] | undefined): Employee[] {
  return (team ?? []).map((a) => ({ ...a.employee, dailyRate: null, hourlyRate: null }) as Employee);
}

/** Daily Work Records panel of an existing project (spec part 1 §2.10), with a date range, an order and CSV export. */
export function WorkRecordsPanel({ projectId }: { projectId: number }) {
  const titleId = useId();
  const foreman = useRole() === 'foreman';
  const records = useQuery(workRecordQueries.project(projectId));
  const employees = useQuery({ ...employeeQueries.list(), enabled: !foreman });
  const team = useQuery(teamQueries.project(projectId));
  const choices = useMemo(() => (foreman ? teamAsEmployees(team.data) : (employees.data ?? [])), [foreman, team.data, employees.data]);
  const remove = useDeleteWorkRecord();
  const [dialog, setDialog] = useState<WorkRecordDialog>(null);
  const [showAll, setShowAll] = useState(false);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [sort, setSort] = useState<WorkRecordSort>('date:desc');
  const badRange = from !== null && to !== null && from > to;
  const teamIds = useMemo(() => (team.data ?? []).map((a) => a.employeeId), [team.data]);

  const askDelete = (r: WorkRecord) =>
    confirmDelete({
      title: 'Delete work entry',
      message: foreman
        ? `Delete the work entry of ${r.employeeName ?? 'this employee'} on ${formatDate(r.date)} (${quantityText(r)})?`
        : `Delete the work entry of ${r.employeeName ?? 'this employee'} on ${formatDate(r.date)} (${quantityText(r)}, ${formatMoney(r.pay)})? Its labor cost leaves the project.`,
      onConfirm: () =>
        remove.mutate(r.id, {
          onSuccess: () => notifySuccess('Success', 'Work entry deleted'),
          onError: () => notifyError('Failed to delete work entry'),
        }),
    });

  const all = records.data ?? [];
  const list = badRange ? all : workRecordsShown(all, from, to, sort);
  const shown = showAll ? list : list.slice(0, FIRST_ENTRIES);
  const sortOptions = WORK_RECORD_SORTS.filter((v) => !foreman || v !== 'pay:desc').map((value) => ({
    value,
    label: WORK_RECORD_SORT_LABELS[value],
  }));
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <div>
          <Title id={titleId} order={3} size="h4">
            Daily Work Records
          </Title>
          {list.length > 0 && (
            <Text size="xs" c="dimmed">
              {totals(list, !foreman)}
            </Text>
          )}
        </div>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setDialog({ record: null })}
          disabled={foreman ? team.isPending : employees.isPending}
        >
          Record Work
        </Button>
      </Group>

      {records.isError ? (
        <Alert color="red" variant="light" title="Could not load work records">
          {errorMessage(records.error, 'The server did not answer. Close the dialog and try again.')}
        </Alert>
      ) : records.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading work records">
          <Skeleton height={60} radius="md" />
          <Skeleton height={60} radius="md" />
        </Stack>
      ) : all.length === 0 ? (
        <Stack gap={4} align="center" py="lg">
          <Text fw={600}>No work records yet</Text>
          <Text size="sm" c="dimmed">
            {foreman ? "Record the crew's days on this project" : 'Record daily work to track labor costs'}
          </Text>
        </Stack>
      ) : (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs" mb="xs">
            <DateField label="From" {...DATE_PROPS} clearable value={from} onChange={setFrom} />
            <DateField
              label="To"
              {...DATE_PROPS}
              clearable
              value={to}
              onChange={setTo}
              error={badRange ? 'To must be on or after From' : undefined}
            />
            <Select
              label="Sort by"
              data={sortOptions}
              value={sort}
              onChange={(v) => setSort((v as WorkRecordSort | null) ?? 'date:desc')}
              allowDeselect={false}
            />
            <Button
              variant="default"
              style={{ alignSelf: 'end' }}
              leftSection={<IconDownload size={16} aria-hidden />}
              disabled={list.length === 0}
              onClick={() => downloadText(workRecordsCsv(list, !foreman), `work-records-project-${projectId}.csv`)}
            >
              Export CSV
            </Button>
          </SimpleGrid>
          {list.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="sm">
              No work records between these dates.
            </Text>
          )}
          <Stack gap="xs" component="ul" p={0} m={0} aria-label="Work entries">
            {shown.map((r) => (
              <WorkRecordItem
                key={r.id}
                record={r}
                deleting={remove.isPending && remove.variables === r.id}
                onEdit={() => setDialog({ record: r })}
                onDelete={() => askDelete(r)}
              />
            ))}
          </Stack>
          {list.length > shown.length && (
            <Button variant="subtle" size="compact-sm" onClick={() => setShowAll(true)}>
              Show all {list.length} entries
            </Button>
          )}
        </Stack>
      )}

      <WorkRecordModal projectId={projectId} dialog={dialog} employees={choices} teamIds={teamIds} onClose={() => setDialog(null)} />
    </Card>
  );
}
