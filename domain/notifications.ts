import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const NOTIFICATION_TYPES = ['budget', 'timeline', 'performance', 'other'] as const;
export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;

/** A notification as GET /api/notifications returns it (spec part 2 §3). */
export const notificationSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    projectId: z.number().int().nullable(),
    type: z.string(),
    severity: z.string(),
    title: z.string(),
    projectName: z.string().nullable(),
    timestamp: z.string(),
    message: z.string(),
    acknowledged: z.boolean(),
    currentValue: z.number().nullable(),
    thresholdValue: z.number().nullable(),
    actionRequired: z.string().nullable(),
    /** When a check found the cause gone and resolved it (then acknowledged too); null otherwise. */
    resolvedAt: z.string().nullable(),
  }),
);
export type Notification = z.infer<typeof notificationSchema>;

/** Bell badge: count of unacknowledged items, hidden at 0, '99+' above 99, destructive when one is critical or high. */
export function notificationBadge(items: Pick<Notification, 'acknowledged' | 'severity'>[]): {
  visible: boolean;
  label: string;
  destructive: boolean;
} {
  const unread = items.filter((n) => !n.acknowledged);
  return {
    visible: unread.length > 0,
    label: unread.length > 99 ? '99+' : String(unread.length),
    destructive: unread.some((n) => n.severity === 'critical' || n.severity === 'high'),
  };
}
