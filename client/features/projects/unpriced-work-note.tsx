import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type UnpricedWork, unpricedProjectsNote, unpricedWorkNote } from '../../../domain/unpriced-work';

/** A "Not final: …" line with its warning icon, or nothing. */
function NoteLine({ note, size }: { note: string | null; size: 'xs' | 'sm' }) {
  if (!note) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconAlertTriangle size={16} color="var(--mantine-color-orange-text)" aria-hidden style={{ flex: 'none', marginTop: 2 }} />
      <Text size={size} c="orange" fw={500}>
        {note}
      </Text>
    </Group>
  );
}

/**
 * "Not final: 3 work records for employees without a rate (Ana Ruiz)" under a margin or profit that includes work
 * priced at $0 (issue 18, honest figures; docs/decisions/); nothing when all work is priced.
 */
export function UnpricedWorkNote({ work, size = 'sm' }: { work: UnpricedWork; size?: 'xs' | 'sm' }) {
  return <NoteLine note={unpricedWorkNote(work)} size={size} />;
}

/** "Not final: 5 work records on 2 projects for employees without a rate" under a total of several projects. */
export function UnpricedProjectsNote({
  counts,
  size = 'sm',
}: {
  counts: { unpricedWorkRecords: number; projectsWithUnpricedWork: number };
  size?: 'xs' | 'sm';
}) {
  return <NoteLine note={unpricedProjectsNote(counts)} size={size} />;
}
