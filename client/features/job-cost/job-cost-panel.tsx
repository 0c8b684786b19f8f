import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { JobCost } from '../../../domain/api/job-cost';
import { errorMessage } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { FigureTile } from '../../lib/ui/figure-tile';
import { MONEY_UNSIGNED, SCROLL } from '../../lib/ui/input-props';
import { LoadError } from '../../lib/ui/load-error';
import { CommitmentsCard } from './commitments-card';
import { jobCostQueries, useSaveBudgetLines } from './job-cost-queries';
import { LinesFooter, RemoveLineButton } from './line-editor';
import { WipEstimateCard } from './wip-estimate-card';

type Line = JobCost['lines'][number];
const COLUMNS: { key: keyof JobCost['totals']; title: string }[] = [
  { key: 'revisedBudget', title: 'Revised budget' },
  { key: 'committed', title: 'Committed' },
  { key: 'actual', title: 'Actual' },
  { key: 'openCommitments', title: 'Open commitments' },
  { key: 'estimateToComplete', title: 'Est. to complete' },
  { key: 'estimateAtCompletion', title: 'Est. at completion' },
  { key: 'projectedOverUnder', title: 'Projected over/under' },
];

const overUnderColor = (n: number) => (n < 0 ? 'red' : undefined);

/** Edits the budget by cost code and the entered estimates to complete; the project's budget becomes their sum. */
function BudgetLinesForm({ projectId, jobCost, onDone }: { projectId: number; jobCost: JobCost; onDone: () => void }) {
  const codes = useQuery(jobCostQueries.costCodes());
  const save = useSaveBudgetLines(projectId);
  type Row = { costCode: string | null; budget: string | number; etc: string | number };
  const [rows, setRows] = useState<Row[]>(() =>
    jobCost.lines
      .filter((l) => l.originalBudget !== 0 || l.estimateEntered || l.costCode === '00')
      .map((l) => ({ costCode: l.costCode, budget: l.originalBudget, etc: l.estimateEntered ? l.estimateToComplete : '' })),
  );
  const [error, setError] = useState<string | null>(null);
  const options = (codes.data ?? []).filter((c) => c.active).map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }));
  const total = rows.reduce((s, r) => s + Math.round(Number(r.budget || 0) * 100), 0) / 100;
  const set = (i: number, patch: Partial<Row>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const submit = () => {
    const lines = rows
      .filter((r) => r.costCode)
      .map((r) => ({
        costCode: r.costCode as string,
        budget: Number(r.budget || 0),
        estimateToComplete: r.etc === '' ? null : Number(r.etc),
      }));
    save.mutate(
      { lines },
      {
        onSuccess: () => {
          notifySuccess('Budget saved', `The project's budget is now ${formatMoney(total)}`);
          onDone();
        },
        onError: (e) => setError(errorMessage(e, 'Could not save the budget')),
      },
    );
  };
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        The project's budget becomes the sum of these lines. Leave an estimate to complete empty to use revised budget − actual − open
        commitments; enter one when you know better (what is still to spend beyond the open commitments).
      </Text>
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; their order is the user's.
        <SimpleGrid key={i} cols={{ base: 1, xs: 4 }} spacing="xs" verticalSpacing={4}>
          <Select
            label={`Cost code, line ${i + 1}`}
            data={options}
            value={r.costCode}
            onChange={(v) => set(i, { costCode: v })}
            searchable
            allowDeselect={false}
          />
          <NumberInput label="Budget" {...MONEY_UNSIGNED} value={r.budget} onChange={(v) => set(i, { budget: v })} />
          <NumberInput
            label="Estimate to complete"
            placeholder="Formula"
            {...MONEY_UNSIGNED}
            value={r.etc}
            onChange={(v) => set(i, { etc: v })}
          />
          <RemoveLineButton index={i} onRemove={() => setRows((rs) => rs.filter((_, j) => j !== i))} />
        </SimpleGrid>
      ))}
      <LinesFooter onAdd={() => setRows((rs) => [...rs, { costCode: null, budget: '', etc: '' }])} label="Budget" total={total} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          Save budget
        </Button>
      </Group>
    </Stack>
  );
}

function LineCard({ l }: { l: Line }) {
  return (
    <Card withBorder p="sm" component="li" style={{ listStyle: 'none' }}>
      <Text fw={600} size="sm">
        {l.costCode} {l.name}
      </Text>
      <SimpleGrid cols={2} spacing={4} mt={4}>
        {COLUMNS.map((c) => (
          <Text key={c.key} size="xs" c={c.key === 'projectedOverUnder' ? overUnderColor(l[c.key]) : undefined}>
            <Text span c="dimmed" size="xs">
              {c.title}:{' '}
            </Text>
            {formatMoney(l[c.key])}
            {c.key === 'estimateToComplete' && l.estimateEntered ? ' (entered)' : ''}
          </Text>
        ))}
      </SimpleGrid>
    </Card>
  );
}

/**
 * A project's job cost (issue 42): by cost code its revised budget, committed, actual (burdened labor included
 * where a profile exists), open commitments, estimate to complete and at completion, and the projected over/under;
 * the totals and the projected margin; the budget by cost code to edit; the purchase orders and subcontracts.
 */
export function JobCostPanel({ projectId }: { projectId: number }) {
  const jobCost = useQuery(jobCostQueries.jobCost(projectId));
  const [editing, setEditing] = useState(false);
  const isMobile = useMediaQuery('(max-width: 48em)');
  if (jobCost.isError) return <LoadError title="Could not load the job cost" error={jobCost.error} onRetry={() => jobCost.refetch()} />;
  if (!jobCost.data)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the job cost">
        <Skeleton height={72} />
        <Skeleton height={240} />
      </Stack>
    );
  const jc = jobCost.data;
  const t = jc.totals;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <FigureTile label="Contract value" value={formatMoney(jc.contractValue)} />
        <FigureTile label="Estimate at completion" value={formatMoney(t.estimateAtCompletion)} />
        <FigureTile
          label="Projected margin"
          value={formatMoney(jc.projectedMargin)}
          color={jc.projectedMargin < 0 ? 'red' : undefined}
          hint={jc.projectedMarginPercent === null ? undefined : `${jc.projectedMarginPercent.toFixed(1)} % of the contract`}
        />
        <FigureTile label="Open commitments" value={formatMoney(t.openCommitments)} hint={`of ${formatMoney(t.committed)} committed`} />
      </SimpleGrid>
      <Card>
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4">
            Job cost by cost code
          </Title>
          <Button size="compact-sm" variant="default" leftSection={<IconPencil size={14} />} onClick={() => setEditing(true)}>
            Edit budget
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mb="sm">
          {jc.laborBurdened
            ? `Labor is counted burdened (employer taxes, workers' comp, liability) for crew with a burden profile: ${formatMoney(t.laborAtWage)} at wage + ${formatMoney(t.laborBurden)} burden.`
            : `Labor is counted at wage (${formatMoney(t.laborAtWage)}): no one on this job has a burden profile yet.`}
        </Text>
        {isMobile ? (
          <Stack gap="xs" component="ul" p={0} m={0} aria-label="Job cost by cost code">
            {jc.lines.map((l) => (
              <LineCard key={l.costCode} l={l} />
            ))}
            <Card withBorder p="sm" component="li" style={{ listStyle: 'none' }} bg="var(--mantine-color-default-hover)">
              <Group justify="space-between">
                <Text fw={700} size="sm">
                  Total
                </Text>
                <Text fw={700} size="sm" c={overUnderColor(t.projectedOverUnder)}>
                  {formatMoney(t.projectedOverUnder)}
                </Text>
              </Group>
              <Text size="xs">
                Revised {formatMoney(t.revisedBudget)} · actual {formatMoney(t.actual)} · at completion{' '}
                {formatMoney(t.estimateAtCompletion)}
              </Text>
            </Card>
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={900} scrollAreaProps={SCROLL}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Cost code</Table.Th>
                  {COLUMNS.map((c) => (
                    <Table.Th key={c.key} ta="right">
                      {c.title}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {jc.lines.map((l) => (
                  <Table.Tr key={l.costCode}>
                    <Table.Td>
                      {l.costCode} {l.name}
                    </Table.Td>
                    {COLUMNS.map((c) => (
                      <Table.Td key={c.key} ta="right" c={c.key === 'projectedOverUnder' ? overUnderColor(l[c.key]) : undefined}>
                        {formatMoney(l[c.key])}
                        {c.key === 'estimateToComplete' && l.estimateEntered && (
                          <Badge size="xs" variant="light" ml={4}>
                            entered
                          </Badge>
                        )}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th>Total</Table.Th>
                  {COLUMNS.map((c) => (
                    <Table.Th key={c.key} ta="right" c={c.key === 'projectedOverUnder' ? overUnderColor(t[c.key]) : undefined}>
                      {formatMoney(t[c.key])}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <WipEstimateCard projectId={projectId} jobCost={jc} />
      <CommitmentsCard projectId={projectId} />
      <Modal opened={editing} onClose={() => setEditing(false)} title="Budget by cost code" size="xl" fullScreen={isMobile}>
        {editing && <BudgetLinesForm projectId={projectId} jobCost={jc} onDone={() => setEditing(false)} />}
      </Modal>
    </Stack>
  );
}
