import { Button, Card, Group, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconRobot, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { filterNotifications, type NotificationFilter, notificationSummary } from '../../../domain/notification-rules';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadError } from '../../lib/ui/load-error';
import { useRole } from '../auth/auth-queries';
import { projectQueries } from '../projects/project-queries';
import { NotificationItem } from './notification-item';
import { notificationQueries } from './notification-queries';
import { RulesPanel } from './rules-panel';
import { useAcknowledge, useAcknowledgeAll, useAiCheckAll, useCheckProject } from './use-notification-mutations';

function SummaryCard({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Card component="section" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} c={color}>
        {value}
      </Text>
    </Card>
  );
}

/** Notification Center (/notifications, spec part 2 §2): summary cards, checks, rules, filters and the list. */
export default function NotificationsPage() {
  // A foreman reads the alerts of their projects (no money alerts); rules, checks and acknowledging are the
  // office's (issue 16, docs/decisions/).
  const foreman = useRole() === 'foreman';
  const list = useQuery(notificationQueries.list());
  const rules = useQuery({ ...notificationQueries.rules(), enabled: !foreman });
  const projects = useQuery({ ...projectQueries.list({ active: 'true' }), enabled: !foreman });
  const [projectId, setProjectId] = useState<string | null>(null);
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [showRules, setShowRules] = useState(false);
  const check = useCheckProject();
  const aiCheck = useAiCheckAll();
  const ack = useAcknowledge();
  const ackAll = useAcknowledgeAll();

  const items = list.data ?? [];
  const counts = notificationSummary(items, rules.data ?? []);
  const shown = filterNotifications(items, filter);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Notification Center
      </Title>
      {list.isPending ? (
        <Skeleton height={90} radius="md" />
      ) : (
        <SimpleGrid cols={{ base: 2, lg: 4 }}>
          <SummaryCard label="Total" value={counts.total} />
          <SummaryCard label="Unread" value={counts.unread} color={counts.unread ? 'blue' : undefined} />
          <SummaryCard label="Critical" value={counts.critical} color={counts.critical ? 'red' : undefined} />
          {!foreman && <SummaryCard label="Active Rules" value={counts.activeRules} />}
        </SimpleGrid>
      )}

      {!foreman && (
        <Card>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="Project"
              placeholder="Select a project"
              data={(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
              value={projectId}
              onChange={setProjectId}
              searchable
              w={{ base: '100%', sm: 260 }}
            />
            <Button
              leftSection={<IconSearch size={16} />}
              disabled={projectId === null}
              loading={check.isPending}
              onClick={() => projectId !== null && check.mutate(Number(projectId))}
            >
              Check Selected Project
            </Button>
            <Button variant="light" leftSection={<IconRobot size={16} />} loading={aiCheck.isPending} onClick={() => aiCheck.mutate()}>
              AI Agent: Check All Projects
            </Button>
            <Switch label="Settings" checked={showRules} onChange={(e) => setShowRules(e.currentTarget.checked)} ml={{ sm: 'auto' }} />
          </Group>
        </Card>
      )}

      {showRules && <RulesPanel />}

      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="Filter notifications"
          value={filter}
          onChange={(v) => setFilter(v as NotificationFilter)}
          data={[
            { value: 'all', label: 'All' },
            { value: 'unread', label: 'Unread' },
            { value: 'critical', label: 'Critical' },
          ]}
        />
        {!foreman && (
          <Button variant="subtle" disabled={counts.unread === 0} loading={ackAll.isPending} onClick={() => ackAll.mutate()}>
            Acknowledge all
          </Button>
        )}
      </Group>

      {list.isPending ? (
        <Stack>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={110} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <LoadError title="Could not load notifications" error={list.error} onRetry={() => void list.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState message="No notifications" />
      ) : (
        <Stack gap="sm">
          {shown.map((n) => (
            <NotificationItem
              key={n.id}
              item={n}
              onAcknowledge={foreman ? undefined : (id) => ack.mutate(id)}
              acknowledging={ack.isPending && ack.variables === n.id}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
