import { Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { Assignment } from '../../../domain/work-records';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { employeeQueries } from '../employees/employee-queries';
import { TeamMemberRow } from './team-member-row';
import { assignableOptions } from './team-options';
import { teamQueries } from './team-queries';
import { useAssignEmployee, useRemoveEmployee } from './use-team-mutations';

function AssignPicker({ projectId, team }: { projectId: number; team: Assignment[] | undefined }) {
  const employees = useQuery(employeeQueries.list());
  const [selected, setSelected] = useState<string | null>(null);
  const assign = useAssignEmployee(projectId);
  const options = useMemo(() => assignableOptions(employees.data ?? [], team ?? []), [employees.data, team]);

  if (employees.isError) {
    return (
      <Alert color="red" variant="light" title="Could not load employees">
        {errorMessage(employees.error, 'The server did not answer. Close the dialog and try again.')}
      </Alert>
    );
  }
  const loaded = employees.isSuccess && team !== undefined;
  if (loaded && options.length === 0) {
    const anyActive = employees.data.some((e) => e.active);
    return (
      <Text size="sm" c="dimmed">
        {anyActive
          ? 'All active employees are already assigned to this project.'
          : 'No active employees yet. Add employees on the Employees page.'}
      </Text>
    );
  }

  const submit = () => {
    if (!selected) return;
    assign.mutate(Number(selected), {
      onSuccess: () => {
        setSelected(null);
        notifySuccess('Success', 'Employee assigned to project successfully');
      },
      onError: () => notifyError('Failed to assign employee to project'),
    });
  };

  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <Select
        label="Employee"
        placeholder={loaded ? 'Choose an employee' : 'Loading employees...'}
        data={options}
        value={selected}
        onChange={setSelected}
        allowDeselect={false}
        disabled={!loaded}
        style={{ flex: 1, minWidth: 0 }}
        comboboxProps={{ width: 'target', position: 'bottom-start' }}
      />
      <Button onClick={submit} disabled={!selected} loading={assign.isPending} leftSection={<IconUserPlus size={16} />}>
        Assign
      </Button>
    </Group>
  );
}

function TeamList({ projectId, team }: { projectId: number; team: ReturnType<typeof useTeam> }) {
  const remove = useRemoveEmployee(projectId);
  if (team.isPending)
    return (
      <Text size="sm" c="dimmed">
        Loading assigned employees...
      </Text>
    );
  if (team.isError) {
    return (
      <Alert color="red" variant="light" title="Could not load the team">
        {errorMessage(team.error, 'The server did not answer. Close the dialog and try again.')}
      </Alert>
    );
  }
  if (team.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No employees assigned to this project yet.
      </Text>
    );

  const removeMember = (a: Assignment) =>
    remove.mutate(a.employeeId, {
      onSuccess: () => notifySuccess('Success', 'Employee removed from project successfully'),
      onError: () => notifyError('Failed to remove employee from project'),
    });
  return (
    <Stack gap="xs" component="ul" p={0} m={0} aria-label="Assigned employees">
      {team.data.map((a) => (
        <TeamMemberRow
          key={a.employeeId}
          assignment={a}
          removing={remove.isPending && remove.variables === a.employeeId}
          onRemove={() => removeMember(a)}
        />
      ))}
    </Stack>
  );
}

const useTeam = (projectId: number) => useQuery(teamQueries.project(projectId));

function TeamBody({ projectId }: { projectId: number }) {
  const team = useTeam(projectId);
  return (
    <Stack gap="md">
      <AssignPicker projectId={projectId} team={team.data} />
      <TeamList projectId={projectId} team={team} />
    </Stack>
  );
}

/** Team Assignment card of the project form (spec part 1 §2.8); a new project must be saved first. */
export function TeamAssignmentCard({ projectId }: { projectId: number | null }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Title id={titleId} order={3} size="h4" mb="md">
        Team Assignment
      </Title>
      {projectId === null ? (
        <Text size="sm" c="dimmed">
          Save the project first to assign employees.
        </Text>
      ) : (
        <TeamBody projectId={projectId} />
      )}
    </Card>
  );
}
