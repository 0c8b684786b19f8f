import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { type AuditEntry, auditChanges, describeAudit } from '../../../domain/audit';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One change of money in words: what happened, who and when, and each changed field as before → after. */
export function AuditEntryItem({ entry, showProject = false }: { entry: AuditEntry; showProject?: boolean }) {
  const changes = entry.action === 'update' ? auditChanges(entry) : [];
  return (
    <Box component="li" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Stack gap={4}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {describeAudit(entry)}
        </Text>
        <Text size="xs" c="dimmed">
          {entry.actorName} · <time dateTime={entry.at}>{when(entry.at)}</time>
          {showProject && entry.projectName ? ` · ${entry.projectName}` : ''}
        </Text>
        {changes.length > 0 && (
          <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Changed fields">
            {changes.map((c) => (
              <Group component="li" key={c.field} gap={6} wrap="wrap">
                <Text size="sm" c="dimmed">
                  {c.label}:
                </Text>
                <Text size="sm" td="line-through" c="dimmed" aria-label={`was ${c.before}`}>
                  {c.before}
                </Text>
                <IconArrowRight size={14} aria-hidden />
                <Text size="sm" fw={500} aria-label={`now ${c.after}`}>
                  {c.after}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

/** Newer / Older buttons and where the list is, for a page of the history. */
export function HistoryPager({
  page,
  pageSize,
  total,
  onPage,
  loading,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  loading?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Group justify="space-between" gap="xs" mt="xs">
      <Text size="sm" c="dimmed" aria-live="polite">
        Page {page} of {pages} · {total} changes
      </Text>
      <Group gap="xs">
        <PagerButton label="Newer" disabled={page <= 1 || loading} onClick={() => onPage(page - 1)} />
        <PagerButton label="Older" disabled={page >= pages || loading} onClick={() => onPage(page + 1)} />
      </Group>
    </Group>
  );
}

function PagerButton({ label, disabled, onClick }: { label: string; disabled?: boolean; onClick: () => void }) {
  return (
    <Button size="compact-sm" variant="default" disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  );
}
