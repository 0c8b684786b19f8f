import { Badge, Button, Card, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ComplianceItem } from '../../../domain/api/compliance';
import { LoadError } from '../../lib/ui/load-error';
import { complianceQueries } from './compliance-queries';
import { PayeePapers, STATUS_COLOR, STATUS_LABEL } from './payee-papers';

const TYPE_LABEL = { subcontractor: 'Subcontractor', supplier: 'Supplier (1099)' } as const;

/**
 * The papers of one job's payees (issue 44 scope 2): the subcontractors assigned to it or paid on it and the 1099
 * suppliers paid on it, each with its status today and what to request; "Papers" opens the payee's W-9 and
 * certificates. A payment to a payee that is not complete is held (the expense form asks for a reason).
 */
export function ProjectPayeesCard({ projectId }: { projectId: number }) {
  const list = useQuery(complianceQueries.project(projectId));
  const [open, setOpen] = useState<ComplianceItem | null>(null);
  const isMobile = useMediaQuery('(max-width: 48em)');
  const lacking = list.data?.filter((p) => p.status !== 'complete').length ?? 0;
  return (
    <Card>
      <Title order={2} size="h4" id={`payees-${projectId}`}>
        Payees' papers
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {list.data && list.data.length > 0
          ? lacking === 0
            ? 'Every payee on this job has a W-9 and current certificates: payments go through.'
            : `${lacking} of ${list.data.length} payees need papers: a payment to them is held until a reason is given.`
          : 'The subcontractors and 1099 suppliers of this job, and whether their W-9 and insurance are on file.'}
      </Text>
      {list.isError ? (
        <LoadError title="Could not load the payees' papers" error={list.error} onRetry={() => list.refetch()} />
      ) : !list.data ? (
        <Skeleton height={60} />
      ) : list.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No subcontractor or 1099 supplier on this job yet.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} aria-labelledby={`payees-${projectId}`}>
          {list.data.map((p) => (
            <Paper key={`${p.payeeType}-${p.payeeId}`} withBorder p="sm" radius="md" component="li" style={{ listStyle: 'none' }}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {p.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {TYPE_LABEL[p.payeeType]}
                  </Text>
                  {p.missing.length > 0 && <Text size="sm">{p.missing.join('; ')}</Text>}
                </div>
                <Group gap="xs" wrap="nowrap">
                  <Badge color={STATUS_COLOR[p.status]} variant="light" miw="max-content">
                    {STATUS_LABEL[p.status]}
                  </Badge>
                  <Button size="compact-xs" variant="default" onClick={() => setOpen(p)} aria-label={`Papers of ${p.name}`}>
                    Papers
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `Papers of ${open.name}` : ''}
        size="xl"
        fullScreen={isMobile}
      >
        {open && <PayeePapers payeeType={open.payeeType} id={open.payeeId} />}
      </Modal>
    </Card>
  );
}
