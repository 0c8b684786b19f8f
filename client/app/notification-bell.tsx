import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { notificationBadge } from '../../domain/notifications';
import { notificationQueries } from '../features/notifications/notification-queries';

/** Bell link to /notifications with the unread count (spec part 1 §2.2). */
export function NotificationBell() {
  const { data } = useQuery(notificationQueries.list());
  const badge = notificationBadge(data ?? []);
  const badgeId = useId();
  const variant = badge.destructive ? 'destructive' : 'secondary';

  return (
    <Indicator
      disabled={!badge.visible}
      label={
        // Present only while there are unread items; the link's description reads the count.
        <span id={badgeId} data-testid="notification-badge" data-variant={variant}>
          {badge.label}
        </span>
      }
      size={18}
      offset={4}
      color={badge.destructive ? 'red' : 'gray'}
    >
      <ActionIcon
        component={Link}
        to="/notifications"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label="Notifications"
        aria-describedby={badge.visible ? badgeId : undefined}
      >
        <IconBell size={22} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
