import { Paper, Skeleton, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { jobCostReportsApi, type ReportProjectSet } from '../../../domain/api/job-cost-reports';
import { endpointUrl } from '../../lib/call-api';
import { formatMoney } from '../../lib/format';
import { EmptyState } from '../../lib/ui/empty-state';
import { SCROLL } from '../../lib/ui/input-props';
import { LoadError } from '../../lib/ui/load-error';
import { ProjectSetControl } from './project-set-control';
import { reportQueries } from './report-queries';

const money = (n: number, bold = false) => (
  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={bold ? 700 : undefined}>
    {formatMoney(n)}
  </Table.Td>
);

/**
 * Committed cost by supplier and subcontractor (issue 42 scope 7): issued and closed purchase orders and subcontracts
 * of the active (or all) projects, what they commit, what was billed and what is still open; drafts commit nothing.
 */
export function CommitmentsByPayeeSection() {
  const [projects, setProjects] = useState<ReportProjectSet>('active');
  const q = useQuery(reportQueries.commitmentsByPayee(projects));
  let body: ReactNode;
  if (q.isError) body = <LoadError title="Could not load the committed cost by payee" error={q.error} onRetry={() => void q.refetch()} />;
  else if (!q.data) body = <Skeleton height={200} radius="md" />;
  else if (q.data.rows.length === 0)
    body = (
      <EmptyState
        message={`No commitments yet: no purchase order or subcontract issued on ${projects === 'active' ? 'an active' : 'any'} project.`}
      />
    );
  else {
    const r = q.data;
    body = (
      <Table.ScrollContainer minWidth={640} scrollAreaProps={SCROLL}>
        <Table striped highlightOnHover aria-label="Committed cost by supplier and subcontractor">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Payee</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th ta="right">Commitments</Table.Th>
              <Table.Th ta="right">Committed</Table.Th>
              <Table.Th ta="right">Billed</Table.Th>
              <Table.Th ta="right">Open</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.rows.map((p) => (
              <Table.Tr key={`${p.payeeType}-${p.payeeId}`}>
                <Table.Td>{p.name}</Table.Td>
                <Table.Td>{p.payeeType === 'supplier' ? 'Supplier' : 'Subcontractor'}</Table.Td>
                <Table.Td ta="right">{p.commitments}</Table.Td>
                {money(p.committed)}
                {money(p.billed)}
                {money(p.open)}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              <Table.Th />
              <Table.Th ta="right">{r.totals.commitments}</Table.Th>
              {money(r.totals.committed, true)}
              {money(r.totals.billed, true)}
              {money(r.totals.open, true)}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" miw={0}>
      <Title order={2} size="h4" mb="sm">
        Committed cost by supplier and subcontractor
      </Title>
      <ProjectSetControl
        label="Projects in the committed cost by payee"
        value={projects}
        onChange={setProjects}
        downloads={[{ label: 'CSV', href: endpointUrl(jobCostReportsApi.commitmentsByPayeeCsv, { query: { projects } }) }]}
      />
      {body}
    </Paper>
  );
}
