import { Card, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditKind } from '../../../domain/audit';
import { DateField } from '../../lib/ui/date-field';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadError } from '../../lib/ui/load-error';
import { authQueries } from '../auth/auth-queries';
import { DATE_PROPS } from '../expenses/expense-form-fields';
import { projectQueries } from '../projects/project-queries';
import { AuditEntryItem, HistoryPager } from './audit-entry';
import { auditQueries } from './audit-queries';

const PAGE_SIZE = 25;
const KIND_OPTIONS = AUDIT_KINDS.map((k) => ({ value: k, label: AUDIT_KIND_LABELS[k] }));

type Filters = { from: string | null; to: string | null; kind: AuditKind | null; user: string | null; projectId: string | null };
const NO_FILTERS: Filters = { from: null, to: null, kind: null, user: null, projectId: null };

/** Settings → Money History (owner): every change of money, by date range, kind, user and project, newest first. */
export function AuditLogCard() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const set = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const users = useQuery(authQueries.users());
  const projects = useQuery(projectQueries.list());
  const badRange = filters.from !== null && filters.to !== null && filters.from > filters.to;
  const log = useQuery({
    ...auditQueries.log({
      page,
      pageSize: PAGE_SIZE,
      from: filters.from ?? undefined,
      to: filters.to ?? undefined,
      kind: filters.kind ?? undefined,
      user: filters.user === 'local' ? 'local' : filters.user ? Number(filters.user) : undefined,
      projectId: filters.projectId ? Number(filters.projectId) : undefined,
    }),
    enabled: !badRange,
  });
  const userOptions = [
    { value: 'local', label: 'Nobody signed in (local user or system)' },
    ...(users.data ?? []).map((u) => ({ value: String(u.id), label: u.name })),
  ];
  const projectOptions = (projects.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));

  return (
    <Card component="section" aria-labelledby="money-history-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="money-history-title">
            Money History
          </Title>
          <Text size="sm" c="dimmed">
            Every change of a budget, expense, work record, advance, payment or pay week: who made it, when, and the values before and
            after.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          <DateField label="From" {...DATE_PROPS} clearable value={filters.from} onChange={(v) => set({ from: v })} />
          <DateField
            label="To"
            {...DATE_PROPS}
            clearable
            value={filters.to}
            onChange={(v) => set({ to: v })}
            error={badRange ? 'To must be on or after From' : undefined}
          />
          <Select
            label="Kind"
            placeholder="All kinds"
            data={KIND_OPTIONS}
            clearable
            value={filters.kind}
            onChange={(v) => set({ kind: v as AuditKind | null })}
          />
          <Select
            label="User"
            placeholder="Everyone"
            data={userOptions}
            clearable
            value={filters.user}
            onChange={(v) => set({ user: v })}
          />
          <Select
            label="Project"
            placeholder="All projects"
            data={projectOptions}
            clearable
            searchable
            value={filters.projectId}
            onChange={(v) => set({ projectId: v })}
          />
        </SimpleGrid>
        {badRange ? null : log.isPending ? (
          <Stack gap="xs" aria-label="Loading the history">
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : log.isError ? (
          <LoadError title="Could not load the history" error={log.error} onRetry={() => log.refetch()} />
        ) : log.data.entries.length === 0 ? (
          <EmptyState message={filters === NO_FILTERS ? 'No money changes recorded yet' : 'No changes match these filters'} />
        ) : (
          <Stack gap={0}>
            <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Money changes, newest first">
              {log.data.entries.map((e) => (
                <AuditEntryItem key={e.id} entry={e} showProject />
              ))}
            </Stack>
            <HistoryPager page={page} pageSize={PAGE_SIZE} total={log.data.total} onPage={setPage} loading={log.isFetching} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
