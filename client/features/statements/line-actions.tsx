import { Button, Collapse, Group, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { statementsApi } from '../../../domain/api/statements';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from '../../../domain/expenses';
import { BOOK_ITEM_KIND_LABELS, type StatementLine } from '../../../domain/statements/schemas';
import { invalidateAfterWrite } from '../../app/data-changes';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { formatDate } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { projectQueries } from '../projects/project-queries';
import { statementQueries } from './statement-queries';

/** An unmatched line: pick a book item of the same amount, or make it an expense (project and category suggested). */
export function LineActions({ line }: { line: StatementLine }) {
  const [open, setOpen] = useState(false);
  const candidates = useQuery({ ...statementQueries.candidates(line.id), enabled: open });
  const projects = useQuery({ ...projectQueries.list(), enabled: open });
  const [projectId, setProjectId] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const suggestion = candidates.data?.suggestion;
  useEffect(() => {
    if (suggestion) {
      setProjectId((p) => p ?? String(suggestion.projectId));
      setCategory((c) => c ?? suggestion.category);
    }
  }, [suggestion]);
  const queryClient = useQueryClient();
  const done = (title: string) => async () => {
    await invalidateAfterWrite(queryClient, 'statement_matches', 'expenses');
    notifySuccess(title);
  };
  const onError = (e: unknown) => notifyError(errorMessage(e, 'The line could not be matched'));
  const match = useMutation({
    mutationFn: (c: { kind: 'expense' | 'payroll' | 'advance' | 'received'; id: number }) =>
      callApi(statementsApi.match, { params: { id: line.id }, body: { kind: c.kind, itemId: c.id } }),
    onSuccess: done('Matched'),
    onError,
  });
  const expense = useMutation({
    mutationFn: () =>
      callApi(statementsApi.createExpense, {
        params: { id: line.id },
        body: { projectId: Number(projectId), category: category as 'material', description: null },
      }),
    onSuccess: done('Expense added and matched'),
    onError,
  });

  return (
    <Stack gap="xs">
      <Group>
        <Button size="compact-sm" variant="light" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? 'Close' : 'Match or add'}
        </Button>
      </Group>
      <Collapse expanded={open}>
        <Stack gap="xs">
          {candidates.data?.candidates.map((c) => (
            <Group key={`${c.kind}-${c.id}`} justify="space-between" gap="xs">
              <Text size="sm">
                {BOOK_ITEM_KIND_LABELS[c.kind]}: {c.payee} · {formatDate(c.date)}
              </Text>
              <Button size="compact-sm" variant="default" onClick={() => match.mutate(c)} loading={match.isPending}>
                Match
              </Button>
            </Group>
          ))}
          {candidates.data && candidates.data.candidates.length === 0 && (
            <Text size="sm" c="dimmed">
              No book item of this amount within a month.
            </Text>
          )}
          {line.amount < 0 && (
            <Stack gap={6}>
              {suggestion && (
                <Text size="sm" c="dimmed">
                  Suggested from {suggestion.basedOn}
                </Text>
              )}
              <Group grow wrap="wrap" align="flex-end">
                <Select
                  label="Project"
                  searchable
                  data={(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
                  value={projectId}
                  onChange={setProjectId}
                  miw={160}
                />
                <Select
                  label="Category"
                  data={EXPENSE_CATEGORIES.map((c) => ({ value: c, label: EXPENSE_CATEGORY_LABELS[c] }))}
                  value={category}
                  onChange={setCategory}
                  miw={140}
                />
                <Button disabled={!projectId || !category} loading={expense.isPending} onClick={() => expense.mutate()}>
                  Add as expense
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
}
