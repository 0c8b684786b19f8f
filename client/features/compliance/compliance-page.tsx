import { Badge, Button, Card, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ComplianceItem } from '../../../domain/api/compliance';
import { FigureTile } from '../../lib/ui/figure-tile';
import { SCROLL } from '../../lib/ui/input-props';
import { LoadError } from '../../lib/ui/load-error';
import { complianceQueries } from './compliance-queries';
import { PayeePapers, STATUS_COLOR, STATUS_LABEL } from './payee-papers';

const ORDER = { expired: 0, missing: 1, expiring: 2, complete: 3 } as const;
const TYPE_LABEL = { supplier: 'Supplier', subcontractor: 'Subcontractor' } as const;

/**
 * /compliance (issue 44): every subcontractor and 1099 supplier with its status today (complete, missing papers,
 * expiring within 30 days, expired) and what to request, worst first; a payee's papers open in a dialog. A payment to
 * one that is not complete is held until someone gives a reason (the expense form asks).
 */
export default function CompliancePage() {
  const list = useQuery(complianceQueries.list());
  const [open, setOpen] = useState<ComplianceItem | null>(null);
  const isMobile = useMediaQuery('(max-width: 48em)');
  const rows = [...(list.data ?? [])].sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.name.localeCompare(b.name));
  const count = (s: ComplianceItem['status']) => rows.filter((r) => r.status === s).length;
  const papersButton = (r: ComplianceItem) => (
    <Button size="compact-xs" variant="default" onClick={() => setOpen(r)} aria-label={`Papers of ${r.name}`}>
      Papers
    </Button>
  );
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Compliance
      </Title>
      <Text size="sm" c="dimmed" maw={720}>
        W-9s and certificates of insurance of the people you pay. A subcontractor needs a W-9, a general liability certificate and a
        workers' compensation certificate (or exemption); a supplier you report on a 1099 needs a W-9. Paying one that is not complete asks
        for a reason.
      </Text>
      {list.isError && <LoadError title="Could not load compliance" error={list.error} onRetry={() => list.refetch()} />}
      {list.isPending && <Skeleton height={200} />}
      {list.data && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <FigureTile label="Expired" value={count('expired')} color={count('expired') > 0 ? 'red' : undefined} />
            <FigureTile label="Missing papers" value={count('missing')} color={count('missing') > 0 ? 'red' : undefined} />
            <FigureTile label="Expiring in 30 days" value={count('expiring')} />
            <FigureTile label="Complete" value={count('complete')} />
          </SimpleGrid>
          <Card>
            {rows.length === 0 ? (
              <Text size="sm" c="dimmed">
                No subcontractors or 1099 suppliers yet.
              </Text>
            ) : isMobile ? (
              <Stack gap="sm" component="ul" p={0} m={0} aria-label="Payees">
                {rows.map((r) => (
                  <Paper key={`${r.payeeType}-${r.payeeId}`} withBorder p="sm" radius="md" component="li" style={{ listStyle: 'none' }}>
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {r.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {TYPE_LABEL[r.payeeType]}
                        </Text>
                        {r.missing.length > 0 && <Text size="sm">{r.missing.join('; ')}</Text>}
                      </div>
                      <Badge color={STATUS_COLOR[r.status]} variant="light" miw="max-content">
                        {STATUS_LABEL[r.status]}
                      </Badge>
                    </Group>
                    <Group mt="xs">{papersButton(r)}</Group>
                  </Paper>
                ))}
              </Stack>
            ) : (
              <Table.ScrollContainer minWidth={640} scrollAreaProps={SCROLL}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Payee</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>To request</Table.Th>
                      <Table.Th>
                        <VisuallyHidden>Papers</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((r) => (
                      <Table.Tr key={`${r.payeeType}-${r.payeeId}`}>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {r.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {TYPE_LABEL[r.payeeType]}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge color={STATUS_COLOR[r.status]} variant="light" miw="max-content">
                            {STATUS_LABEL[r.status]}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{r.missing.length > 0 ? r.missing.join('; ') : 'Nothing'}</Table.Td>
                        <Table.Td>{papersButton(r)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Card>
        </>
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
    </Stack>
  );
}
