import { Alert, Button, Card, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WaiverTemplate } from '../../../domain/api/lien-waivers';
import { WAIVER_KIND_TITLES } from '../../../domain/lien-waivers';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { confirmDelete } from '../../lib/ui/confirm-delete';
import { SCROLL } from '../../lib/ui/input-props';
import { LoadError } from '../../lib/ui/load-error';
import { lienWaiverQueries, useDeleteTemplate } from './lien-waiver-queries';
import { unknownPlaceholderWarning } from './waiver-options';
import { WaiverTemplateForm } from './waiver-template-form';

/** Settings → Lien waiver templates (owner): each state's pasted wording of a kind of waiver, with Edit and Delete. */
export function WaiverTemplatesCard() {
  const list = useQuery(lienWaiverQueries.templates());
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<WaiverTemplate | 'new' | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const isMobile = useMediaQuery('(max-width: 48em)') ?? false;
  const name = (t: WaiverTemplate) => `${t.state} ${WAIVER_KIND_TITLES[t.kind].toLowerCase()}`;
  const actions = (t: WaiverTemplate) => (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="default"
        leftSection={<IconPencil size={12} aria-hidden />}
        onClick={() => {
          setWarning(null);
          setEditing(t);
        }}
        aria-label={`Edit the ${name(t)} template`}
      >
        Edit
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={12} aria-hidden />}
        onClick={() =>
          confirmDelete({
            title: 'Delete template',
            message: `Delete the ${name(t)} template? Waivers for ${t.state} will print Plumbline's general wording.`,
            onConfirm: () =>
              remove.mutate(t, {
                onSuccess: () => notifySuccess('Template deleted'),
                onError: (e) => notifyError(errorMessage(e, 'Could not delete the template')),
              }),
          })
        }
        aria-label={`Delete the ${name(t)} template`}
      >
        Delete
      </Button>
    </Group>
  );
  return (
    <Card component="section" aria-labelledby="waiver-templates-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs" align="flex-start">
          <div style={{ flex: '1 1 20rem' }}>
            <Title order={2} size="h4" id="waiver-templates-title">
              Lien waiver templates
            </Title>
            <Text size="sm" c="dimmed">
              Plumbline ships no statutory text: its waivers print its own plain wording. Where your state prescribes the form of a waiver,
              paste that text here once per kind, and waivers for that state print it instead. Check the wording against your state’s
              current statute.
            </Text>
          </div>
          {editing === null && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => {
                setWarning(null);
                setEditing('new');
              }}
            >
              Add template
            </Button>
          )}
        </Group>
        {warning && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} title="Check the placeholders">
            {warning}
          </Alert>
        )}
        {editing !== null && (
          <Paper withBorder p="sm" radius="md">
            <Title order={3} size="h5" mb="xs">
              {editing === 'new' ? 'New template' : `Edit ${name(editing)}`}
            </Title>
            <WaiverTemplateForm
              key={editing === 'new' ? 'new' : `${editing.state}-${editing.kind}`}
              current={editing === 'new' ? null : editing}
              onSaved={(saved) => {
                setWarning(unknownPlaceholderWarning(saved.unknownPlaceholders));
                setEditing(null);
              }}
              onCancel={() => setEditing(null)}
            />
          </Paper>
        )}
        {list.isPending && <Skeleton height={60} aria-label="Loading templates" />}
        {list.isError && <LoadError title="Could not load the templates" error={list.error} onRetry={() => list.refetch()} />}
        {list.data && list.data.length === 0 && (
          <Text size="sm" c="dimmed">
            No templates on file: every waiver prints Plumbline’s general wording.
          </Text>
        )}
        {list.data && list.data.length > 0 && isMobile && (
          <Stack gap="xs" component="ul" p={0} m={0} aria-label="Lien waiver templates">
            {list.data.map((t) => (
              <Paper key={`${t.state}-${t.kind}`} withBorder p="sm" radius="md" component="li" style={{ listStyle: 'none' }}>
                <Text size="sm" fw={600}>
                  {t.state} · {WAIVER_KIND_TITLES[t.kind]}
                </Text>
                <Text size="xs" c="dimmed">
                  Updated {formatDate(t.updatedAt)}
                  {t.unknownPlaceholders.length > 0 && ` · ${unknownPlaceholderWarning(t.unknownPlaceholders)}`}
                </Text>
                <Group mt="xs">{actions(t)}</Group>
              </Paper>
            ))}
          </Stack>
        )}
        {list.data && list.data.length > 0 && !isMobile && (
          <Table.ScrollContainer minWidth={640} scrollAreaProps={SCROLL}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>State</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Updated</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((t) => (
                  <Table.Tr key={`${t.state}-${t.kind}`}>
                    <Table.Td>{t.state}</Table.Td>
                    <Table.Td>
                      {WAIVER_KIND_TITLES[t.kind]}
                      {t.unknownPlaceholders.length > 0 && (
                        <Text size="xs" c="dimmed">
                          {unknownPlaceholderWarning(t.unknownPlaceholders)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDate(t.updatedAt)}</Table.Td>
                    <Table.Td>{actions(t)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
