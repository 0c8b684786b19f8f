import { Alert, Anchor, Button, Card, FileInput, Group, List, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleCheck, IconDatabaseExport, IconFileZip, IconRestore } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import type { RestoreReport, storedBackupSchema } from '../../../domain/api/backups';
import type { Column } from '../../../domain/table-sort';
import { formatMoney } from '../../lib/format';
import { ExportCsvButton } from '../../lib/ui/export-csv-button';
import { LoadError } from '../../lib/ui/load-error';
import { useTableSort } from '../../lib/ui/use-table-sort';
import { backupKeys } from './backup-keys';
import { backupDownloadUrl, backupQueries, downloadNewBackup, restoreBackup } from './backup-queries';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type StoredBackup = z.infer<typeof storedBackupSchema>;
/** Kept backups: header sort and the CSV of the list (file name, time, size in bytes). */
const COLUMNS: Column<StoredBackup>[] = [
  { key: 'made', label: 'Made', kind: 'date', sortValue: (b) => b.createdAt, csv: (b) => b.createdAt },
  { key: 'size', label: 'Size', kind: 'number', sortValue: (b) => b.bytes, csv: (b) => b.bytes },
  { key: 'file', label: 'File', csv: (b) => b.name },
];

function KeptBackups() {
  const list = useQuery(backupQueries.list());
  const sort = useTableSort(list.data?.backups, COLUMNS);
  if (list.isPending) return <Skeleton height={90} role="status" aria-label="Loading backups" />;
  if (list.isError) return <LoadError title="Could not list the backups" error={list.error} onRetry={() => list.refetch()} />;
  const { backups, daily, kept, dir } = list.data;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {daily ? `A backup is written automatically every day; the newest ${kept} are kept` : `The newest ${kept} backups are kept`} in{' '}
        <Text span ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {dir}
        </Text>
        . Copy them to another disk or a cloud folder now and then.
      </Text>
      {backups.length > 0 && (
        <Group justify="flex-end">
          <ExportCsvButton rows={sort.sorted} columns={COLUMNS} fileName="backups.csv" label="kept backups" />
        </Group>
      )}
      {backups.length === 0 ? (
        <Text size="sm">No backup yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label="Kept backups">
            <Table.Thead>
              <Table.Tr>
                {sort.th('made')}
                {sort.th('size', { align: 'right' })}
                <Table.Th>
                  <VisuallyHidden>Download</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sort.sorted.map((b) => (
                <Table.Tr key={b.name}>
                  <Table.Td>{when(b.createdAt)}</Table.Td>
                  <Table.Td ta="right">{size(b.bytes)}</Table.Td>
                  <Table.Td ta="right">
                    <Anchor
                      href={backupDownloadUrl(b.name)}
                      download={b.name}
                      size="sm"
                      aria-label={`Download the backup of ${when(b.createdAt)}`}
                    >
                      Download
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function RestoreResult({ report }: { report: RestoreReport }) {
  const rows = report.tables.reduce((n, t) => n + t.rows, 0);
  const clean = report.reconciliation.differences === 0;
  return (
    <Alert
      color={clean ? 'green' : 'yellow'}
      variant="light"
      icon={clean ? <IconCircleCheck /> : <IconAlertTriangle />}
      title="Backup restored"
      role="status"
    >
      <List size="sm" spacing={2}>
        <List.Item>
          {rows.toLocaleString('en-US')} rows and {report.files} files from the backup of {when(report.backupCreatedAt)}, in{' '}
          {report.seconds} s.
        </List.Item>
        <List.Item>
          Totals equal the backup's: expenses {formatMoney(report.totals.expenses)}, labor {formatMoney(report.totals.laborPay)}, payments{' '}
          {formatMoney(report.totals.payments)}.
        </List.Item>
        <List.Item>
          {clean
            ? 'Books check: every stored total equals its recomputation.'
            : `Books check: ${report.reconciliation.differences} difference(s); run Check the books below.`}
        </List.Item>
      </List>
    </Alert>
  );
}

/** Settings → Backup: download a backup, the kept ones, and restore a backup into an empty database. */
export function BackupCard() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const download = useMutation({
    mutationFn: downloadNewBackup,
    onSuccess: (name) => notifications.show({ color: 'green', title: 'Backup downloaded', message: name }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKeys.all }),
  });
  const restore = useMutation({
    mutationFn: (f: File) => restoreBackup(f),
    onSuccess: () => {
      setFile(null);
      // Everything on every screen may have changed.
      void queryClient.invalidateQueries();
    },
  });
  const confirmRestore = (f: File) =>
    modals.openConfirmModal({
      title: 'Restore this backup?',
      children: (
        <Text size="sm">
          {f.name} will be restored into this server's database. A restore only fills an empty database: if these books already hold
          projects, people or payments, nothing is changed and you are told so.
        </Text>
      ),
      labels: { confirm: 'Restore', cancel: 'Cancel' },
      onConfirm: () => restore.mutate(f),
    });

  return (
    <Card component="section" aria-labelledby="backup-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4" id="backup-title">
              Backup
            </Title>
            <Text size="sm" c="dimmed">
              One file with every project, expense, work record, payment and uploaded photo or receipt.
            </Text>
          </div>
          <Button leftSection={<IconDatabaseExport size={18} />} onClick={() => download.mutate()} loading={download.isPending}>
            Download a backup
          </Button>
        </Group>
        {download.isError && <LoadError title="Could not make a backup" error={download.error} onRetry={() => download.mutate()} />}
        <KeptBackups />
        <Stack gap="xs">
          <Title order={3} size="h5">
            Restore
          </Title>
          <Group align="flex-end" gap="sm">
            <FileInput
              label="Backup file"
              description="A plumbline-backup-….tar.gz file"
              accept=".gz,application/gzip"
              value={file}
              onChange={setFile}
              leftSection={<IconFileZip size={16} />}
              clearable
              style={{ flex: '1 1 220px' }}
            />
            <Button
              variant="default"
              leftSection={<IconRestore size={18} />}
              disabled={!file}
              loading={restore.isPending}
              onClick={() => file && confirmRestore(file)}
            >
              Restore
            </Button>
          </Group>
          {restore.isPending && (
            <Text size="sm" c="dimmed" role="status">
              Checking the file and restoring… large books take up to a minute.
            </Text>
          )}
          {restore.isError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Nothing was restored" role="alert">
              {restore.error.message}
            </Alert>
          )}
          {restore.data && !restore.isPending && <RestoreResult report={restore.data} />}
        </Stack>
      </Stack>
    </Card>
  );
}
