import { Button, Card, Group, Modal, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WaiverDirection } from '../../../domain/lien-waivers';
import { LoadError } from '../../lib/ui/load-error';
import { lienWaiverQueries } from './lien-waiver-queries';
import { RequestWaiverForm } from './request-waiver-form';
import { WaiverList } from './waiver-list';

const EMPTY: Record<WaiverDirection, string> = {
  collect:
    'No waivers to collect yet. Each time you pay a supplier or subcontractor on this job, request a lien waiver for that payment: once signed, they cannot put a lien on the client’s property for the work it paid for.',
  give: 'No waivers to give yet. When the client pays an invoice, prepare a lien waiver for that payment: it shows the client (and their lender) that you release your lien rights for what they have paid.',
};

/** A project's lien waivers (issue 44 scope 4) on its Billing tab: to collect from payees, to give the client. */
export function LienWaiversCard({ projectId }: { projectId: number }) {
  const [direction, setDirection] = useState<WaiverDirection>('collect');
  const [adding, setAdding] = useState(false);
  const list = useQuery(lienWaiverQueries.list(projectId, direction));
  const isMobile = useMediaQuery('(max-width: 48em)') ?? false;
  const overdue = (list.data ?? []).filter((w) => w.overdue).length;
  return (
    <Card component="section" aria-labelledby="lien-waivers-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id="lien-waivers-title">
          Lien waivers
        </Title>
        <Button size="compact-sm" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setAdding(true)}>
          {direction === 'collect' ? 'Request a waiver' : 'Prepare a waiver'}
        </Button>
      </Group>
      <Stack gap="sm">
        <SegmentedControl
          value={direction}
          onChange={(v) => setDirection(v as WaiverDirection)}
          data={[
            { value: 'collect', label: 'To collect' },
            { value: 'give', label: 'To give' },
          ]}
          aria-label="Lien waivers to collect or to give"
          fullWidth={isMobile}
          style={{ alignSelf: isMobile ? 'stretch' : 'flex-start' }}
        />
        <Text size="sm" c="dimmed">
          {direction === 'collect'
            ? 'From suppliers and subcontractors, for the payments made on this job.'
            : 'To the client, for the payments received on this job’s invoices.'}
          {overdue > 0 && ` ${overdue} overdue: still not back 14 days after the payment.`}
        </Text>
        {list.isPending && (
          <Stack gap="xs" aria-label="Loading lien waivers">
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        )}
        {list.isError && <LoadError title="Could not load the lien waivers" error={list.error} onRetry={() => list.refetch()} />}
        {list.data && list.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {EMPTY[direction]}
          </Text>
        )}
        {list.data && list.data.length > 0 && <WaiverList waivers={list.data} projectId={projectId} isMobile={isMobile} />}
      </Stack>
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={direction === 'collect' ? 'Request a lien waiver' : 'Prepare a lien waiver'}
        size="lg"
        fullScreen={isMobile}
      >
        {adding && <RequestWaiverForm projectId={projectId} initialDirection={direction} onDone={() => setAdding(false)} />}
      </Modal>
    </Card>
  );
}
