import { Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ROLE_LABELS, type User } from '../../../domain/accounts';
import type { Column } from '../../../domain/table-sort';
import { EmptyState } from '../../lib/ui/empty-state';
import { ExportCsvButton } from '../../lib/ui/export-csv-button';
import { LoadError } from '../../lib/ui/load-error';
import { useTableSort } from '../../lib/ui/use-table-sort';
import { authQueries } from '../auth/auth-queries';
import { UserDialog } from './user-dialog';

const ROLE_COLORS = { owner: 'indigo', office: 'teal', foreman: 'orange' } as const;

/** Settings → Users (owner): who may sign in, with which role; add, change, disable, reset a password. */
type UserColumn = 'name' | 'username' | 'role' | 'employee' | 'status';
/** User columns: header sort and CSV (the CSV adds the username and whether the account is disabled). */
const COLUMNS: Column<User, UserColumn>[] = [
  { key: 'name', label: 'Name', sortValue: (u) => u.name, csv: (u) => u.name },
  { key: 'username', label: 'Username', csv: (u) => u.username },
  { key: 'role', label: 'Role', sortValue: (u) => ROLE_LABELS[u.role], csv: (u) => ROLE_LABELS[u.role] },
  { key: 'employee', label: 'Employee', sortValue: (u) => u.employeeName, csv: (u) => u.employeeName },
  { key: 'status', label: 'Status', csv: (u) => (u.disabled ? 'disabled' : 'active') },
];

export function UsersCard() {
  const users = useQuery(authQueries.users());
  const sort = useTableSort(users.data, COLUMNS);
  const [editing, setEditing] = useState<User | 'new' | null>(null);

  return (
    <Card component="section" aria-labelledby="users-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <div>
            <Title order={2} size="h4" id="users-title">
              Users
            </Title>
            <Text size="sm" c="dimmed">
              Who may sign in when sign-in is on, and what their role lets them do.
            </Text>
          </div>
          <Group gap="xs">
            {sort.sorted.length > 0 && <ExportCsvButton rows={sort.sorted} columns={COLUMNS} fileName="users.csv" label="users" />}
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              Add User
            </Button>
          </Group>
        </Group>
        {users.isPending ? (
          <Stack gap="xs" role="status" aria-label="Loading users">
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : users.isError ? (
          <LoadError title="Could not load the users" error={users.error} onRetry={() => users.refetch()} />
        ) : users.data.length === 0 ? (
          <EmptyState message="No users yet">
            <Text size="sm" c="dimmed" ta="center">
              Add the people who sign in: the office, and each foreman linked to their employee record.
            </Text>
          </EmptyState>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs" aria-label="Users">
              <Table.Thead>
                <Table.Tr>
                  {sort.th('name')}
                  {sort.th('role')}
                  {sort.th('employee')}
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sort.sorted.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>
                      <Text size="sm" fw={600} c={u.disabled ? 'dimmed' : undefined}>
                        {u.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {u.username}
                        {u.disabled ? ' · disabled' : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={ROLE_COLORS[u.role]} variant="light">
                        {ROLE_LABELS[u.role]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {u.role === 'foreman' && !u.employeeName ? (
                        // A foreman's projects are their employee's: without one they see none.
                        <Text size="sm" c="red">
                          None: sees no project
                        </Text>
                      ) : (
                        <Text size="sm">{u.employeeName ?? '—'}</Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button variant="default" size="xs" onClick={() => setEditing(u)} aria-label={`Edit ${u.name}`}>
                        Edit
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {editing && (
        <UserDialog
          key={editing === 'new' ? 'new' : editing.id}
          user={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
