import { Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type CompanyJobCost, jobCostReportsApi, type ReportProjectSet } from '../../../domain/api/job-cost-reports';
import { countOf } from '../../../domain/wording';
import { endpointUrl } from '../../lib/call-api';
import { formatMoney } from '../../lib/format';
import { EmptyState } from '../../lib/ui/empty-state';
import { SCROLL } from '../../lib/ui/input-props';
import { LoadError } from '../../lib/ui/load-error';
import { ProjectSetControl } from './project-set-control';
import { reportQueries } from './report-queries';

type Figures = CompanyJobCost['totals'];
const COLUMNS: [keyof Figures, string][] = [
  ['revisedBudget', 'Revised budget'],
  ['committed', 'Committed'],
  ['actual', 'Actual'],
  ['openCommitments', 'Open commitments'],
  ['estimateToComplete', 'Estimate to complete'],
  ['estimateAtCompletion', 'Estimate at completion'],
  ['projectedOverUnder', 'Projected over/under'],
];

/** One money cell; a projected overrun (negative over/under) in red. */
function MoneyCell({ k, f, bold }: { k: keyof Figures; f: Figures; bold?: boolean }) {
  const over = k === 'projectedOverUnder' && f[k] < 0;
  return (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} c={over ? 'red' : undefined} fw={bold ? 700 : undefined}>
      {formatMoney(f[k])}
    </Table.Td>
  );
}

/** Whether any project has a budget, a commitment or a cost: else the report is empty. */
const hasCost = (r: CompanyJobCost) => r.lines.some((l) => l.revisedBudget !== 0 || l.committed !== 0 || l.actual !== 0);

/**
 * The company's job cost by cost code (issue 42 scope 7): each line the sum over the active (or all) projects of that
 * code's job cost line, as each job's screen computes it; a table that scrolls sideways on a phone, with its totals.
 */
export function JobCostByCodeSection() {
  const [projects, setProjects] = useState<ReportProjectSet>('active');
  const q = useQuery(reportQueries.companyJobCost(projects));
  const href = (endpoint: { path: string }) => endpointUrl(endpoint, { query: { projects } });
  let body: ReactNode;
  if (q.isError) body = <LoadError title="Could not load the job cost by cost code" error={q.error} onRetry={() => void q.refetch()} />;
  else if (!q.data) body = <Skeleton height={240} radius="md" data-testid="job-cost-by-code-loading" />;
  else if (!hasCost(q.data))
    body = (
      <EmptyState message={`No job cost yet: no ${projects === 'active' ? 'active ' : ''}project has a budget, a commitment or a cost.`} />
    );
  else {
    const r = q.data;
    body = (
      <>
        <Text size="sm" c="dimmed" mb="xs">
          {countOf(r.projects, projects === 'active' ? 'active project' : 'project')}; each project's estimate to complete is never below
          zero before the sum.
        </Text>
        <Table.ScrollContainer minWidth={980} scrollAreaProps={SCROLL}>
          <Table striped highlightOnHover stickyHeader aria-label="Job cost by cost code">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Cost code</Table.Th>
                {COLUMNS.map(([k, title]) => (
                  <Table.Th key={k} ta="right">
                    {title}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.lines.map((l) => (
                <Table.Tr key={l.costCode}>
                  <Table.Td>
                    {l.costCode} {l.name}
                  </Table.Td>
                  {COLUMNS.map(([k]) => (
                    <MoneyCell key={k} k={k} f={l} />
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>Total</Table.Th>
                {COLUMNS.map(([k]) => (
                  <MoneyCell key={k} k={k} f={r.totals} bold />
                ))}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" miw={0}>
      <Title order={2} size="h4" mb="sm">
        Job cost by cost code
      </Title>
      <ProjectSetControl
        label="Projects in the job cost by cost code"
        value={projects}
        onChange={setProjects}
        downloads={[
          { label: 'CSV', href: href(jobCostReportsApi.companyJobCostCsv) },
          { label: 'PDF', href: href(jobCostReportsApi.companyJobCostPdf) },
        ]}
      />
      {body}
    </Paper>
  );
}
