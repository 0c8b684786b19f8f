import { Badge, Button, Card, Group, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCalendarClock, IconChartLine, IconCoin } from '@tabler/icons-react';
import { notificationProgress } from '../../../domain/notification-rules';
import type { Notification } from '../../../domain/notifications';

const TYPE_ICON = { budget: IconCoin, timeline: IconCalendarClock, performance: IconChartLine } as const;
const SEVERITY_COLOR: Record<string, string> = { critical: 'red', high: 'orange', medium: 'yellow', low: 'gray' };
const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** onAcknowledge is left out for a reader who may not acknowledge (a foreman: it marks the alert read for everyone). */
type Props = { item: Notification; onAcknowledge?: (id: number) => void; acknowledging: boolean };

/** One notification: type icon, severity badge, project, time, message, progress (budget and timeline), action, acknowledge. */
export function NotificationItem({ item, onAcknowledge, acknowledging }: Props) {
  const Icon = TYPE_ICON[item.type as keyof typeof TYPE_ICON] ?? IconAlertCircle;
  const progress = notificationProgress(item);
  const color = SEVERITY_COLOR[item.severity] ?? 'gray';
  return (
    <Card component="article" aria-label={item.title} withBorder bg={item.acknowledged ? undefined : 'var(--mantine-color-body)'}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" color={color} size="lg" radius="md" role="img" aria-label={`${item.type} notification`}>
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs">
            <Text fw={item.acknowledged ? 500 : 700}>{item.title}</Text>
            <Badge color={color} variant={item.severity === 'critical' || item.severity === 'high' ? 'filled' : 'light'}>
              {item.severity}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {item.projectName ?? 'All projects'} · {when.format(new Date(item.timestamp))}
          </Text>
          <Text size="sm">{item.message}</Text>
          {item.resolvedAt && (
            <Group gap={6}>
              <Badge color="teal" variant="light">
                Resolved
              </Badge>
              <Text size="xs" c="dimmed">
                The cause was gone at the check of {when.format(new Date(item.resolvedAt))}
              </Text>
            </Group>
          )}
          {progress !== null && (
            <Progress
              value={progress}
              color={color}
              size="sm"
              aria-label={`${item.type === 'budget' ? 'Budget used' : 'Share of the overrun threshold'}: ${Math.round(progress)} %`}
            />
          )}
          {item.actionRequired && !item.resolvedAt && (
            <Text size="sm" c="dimmed">
              Action required: {item.actionRequired}
            </Text>
          )}
          {!item.acknowledged && onAcknowledge && (
            <Group>
              <Button size="compact-sm" variant="light" loading={acknowledging} onClick={() => onAcknowledge(item.id)}>
                Acknowledge<VisuallyHidden> {item.title}</VisuallyHidden>
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
