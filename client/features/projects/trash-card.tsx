import { Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconRestore, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { projectsApi } from '../../../domain/api/projects';
import { type ProjectTrashItem, TRASH_DAYS } from '../../../domain/projects';
import { callApi } from '../../lib/call-api';
import { formatMoney } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { LoadError } from '../../lib/ui/load-error';
import { projectKeys } from './project-keys';
import { useRestoreProject } from './use-project-mutations';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the project had when it was deleted, e.g. "2 expenses · 1 work record · 1 photo · 1 team member". */
export function trashContents(t: ProjectTrashItem): string {
  const parts = [
    count(t.expenses, 'expense', 'expenses'),
    count(t.workRecords, 'work record', 'work records'),
    ...(t.photos > 0 ? [count(t.photos, 'photo', 'photos')] : []),
    ...(t.receipts > 0 ? [count(t.receipts, 'receipt', 'receipts')] : []),
    ...(t.teamMembers > 0 ? [count(t.teamMembers, 'team member', 'team members')] : []),
    ...(t.links > 0 ? [count(t.links, 'linked payment or advance', 'linked payments and advances')] : []),
  ];
  return parts.join(' · ');
}

function TrashEntry({ item }: { item: ProjectTrashItem }) {
  const restore = useRestoreProject();
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={item.name}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Text>
          <Text size="sm" c="dimmed">
            {item.location ? `${item.location} · ` : ''}Budget {formatMoney(item.budget)} · Costs {formatMoney(item.costs)}
          </Text>
          <Text size="sm">{trashContents(item)}</Text>
          <Text size="sm" c="dimmed">
            Deleted {when(item.deletedAt)} by {item.deletedBy} · deleted for good after {when(item.purgeAfter)}
          </Text>
        </Stack>
        <Button
          variant="light"
          leftSection={<IconRestore size={18} />}
          loading={restore.isPending}
          aria-label={`Restore ${item.name}`}
          // mutateAsync: the entry unmounts when the trash refreshes, before mutate's own callbacks would run.
          onClick={() =>
            restore.mutateAsync(item.id).then(
              (project) => notifySuccess('Project restored', `${project.name} is back with everything it had.`),
              (err) => notifyError(err instanceof Error ? err.message : 'Failed to restore the project'),
            )
          }
        >
          Restore
        </Button>
      </Group>
    </Paper>
  );
}

/** Settings → Trash: deleted projects, restorable with everything they had for 30 days (issue 18). */
export function TrashCard() {
  const trash = useQuery({ queryKey: projectKeys.trash(), queryFn: () => callApi(projectsApi.trash) });
  return (
    <Card component="section" aria-labelledby="trash-title" id="trash">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="trash-title">
            <Group gap={6} component="span">
              <IconTrash size={20} aria-hidden />
              Trash
            </Group>
          </Title>
          <Text size="sm" c="dimmed">
            A deleted project stays here for {TRASH_DAYS} days with its expenses, work records, photos, team and the links of its payments
            and advances, out of every list and total. Restore puts all of it back.
          </Text>
        </div>
        {trash.isPending && <Skeleton height={80} aria-label="Loading the trash" />}
        {trash.isError && <LoadError title="Could not load the trash" error={trash.error} onRetry={() => trash.refetch()} />}
        {trash.data && trash.data.length === 0 && (
          <Text size="sm">
            The trash is empty. Projects you delete from the <Link to="/projects">Projects</Link> page appear here.
          </Text>
        )}
        {trash.data && trash.data.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Deleted projects">
            {trash.data.map((item) => (
              <TrashEntry key={item.id} item={item} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
