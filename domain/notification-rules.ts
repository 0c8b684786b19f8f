import { z } from 'zod';
import { engineInfoSchema } from './analysis/engine';
import { lazySchema } from './lazy-schema';
import type { Notification } from './notifications';
import { MAX_ID, queryInt } from './validation';

/** The rule keys the checks know (migration 0011 seeds one row each). */
export const RULE_KEYS = [
  'budget_used',
  'timeline_overrun',
  'margin_below',
  'insurance_expiring',
  'photos_missing',
  // Migration 0052 (issue 39 scope 5).
  'projected_overrun',
  'unpaid_wages',
  'w9_missing',
  // Migration 0062 (issue 42 scope 6): committed cost.
  'commitment_over_budget',
  'bill_over_commitment',
  // Migration 0064 (issue 44 scope 5): payees' papers.
  'certificate_expiring',
  'waiver_overdue',
  // Migration 0065 (issue 42 scope 6): the job cost's projection by cost code.
  'cost_code_overrun',
] as const;
export type RuleKey = (typeof RULE_KEYS)[number];

/** A notification rule (spec part 2 §3: enabled; the rest is ours): what it watches, its threshold and unit. */
export const notificationRuleSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    ruleKey: z.string(),
    name: z.string(),
    type: z.string(),
    severity: z.string(),
    thresholdValue: z.number().nullable(),
    enabled: z.boolean(),
  }),
);
export type NotificationRule = z.infer<typeof notificationRuleSchema>;

/** PUT /api/notifications/rules/{id}: switch a rule on or off, or change its threshold (a number from -100 to 100,000). */
export const notificationRuleUpdateSchema = lazySchema(() =>
  z
    .object({
      enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
      thresholdValue: z
        .number({ error: 'Threshold must be a number' })
        .min(-100, 'Threshold must be at least -100')
        .max(100_000, 'Threshold must be at most 100000')
        .multipleOf(0.01, 'Threshold takes at most 2 decimals')
        .optional(),
    })
    .strict(),
);
export type NotificationRuleUpdate = z.infer<typeof notificationRuleUpdateSchema>;

/**
 * ?projectId= of a check: the project to check, required (spec part 2 call table: POST /api/notifications/check?projectId={id};
 * issue 38). Every active project is checked by the daily automatic check and by the AI check of all projects.
 */
export const checkQuerySchema = lazySchema(() =>
  z.object({
    projectId: z
      .unknown()
      .refine((v) => v !== undefined && v !== '', 'projectId is required: the id of the project to check')
      .pipe(queryInt('projectId', 1, MAX_ID)),
  }),
);

export const checkResultSchema = lazySchema(() =>
  z.object({
    notificationsGenerated: z.number().int(),
    projectsChecked: z.number().int(),
    /** Open alerts whose cause was gone, resolved by this check. */
    notificationsResolved: z.number().int(),
  }),
);
export type CheckResult = z.infer<typeof checkResultSchema>;

/** What the analysis engine says of one project in the AI check. */
export const projectAlertJudgementSchema = lazySchema(() =>
  z.object({
    projectId: z.number().int(),
    riskLevel: z.enum(['low', 'medium', 'high']),
    summary: z.string(),
  }),
);
export const alertJudgementsSchema = lazySchema(() => z.object({ projects: z.array(projectAlertJudgementSchema) }));

export const aiCheckResultSchema = lazySchema(() =>
  z.object({
    projectsAnalyzed: z.array(projectAlertJudgementSchema.extend({ projectName: z.string(), openAlerts: z.number().int() })),
    notificationsGenerated: z.number().int(),
    engine: engineInfoSchema,
  }),
);
export type AiCheckResult = z.infer<typeof aiCheckResultSchema>;

/** Progress bar of a notification (spec part 2 §9): budget → current % capped at 100; timeline → current ÷ threshold, capped at 100. */
export function notificationProgress(n: Pick<Notification, 'type' | 'currentValue' | 'thresholdValue'>): number | null {
  if (n.currentValue === null) return null;
  if (n.type === 'budget') return Math.max(0, Math.min(100, n.currentValue));
  if (n.type === 'timeline') {
    if (!n.thresholdValue || n.thresholdValue <= 0) return 100;
    return Math.max(0, Math.min(100, (n.currentValue / n.thresholdValue) * 100));
  }
  return null;
}

export type NotificationFilter = 'all' | 'unread' | 'critical';

/** The list filter (spec part 2 §9): Critical means severity critical or high. */
export function filterNotifications<T extends Pick<Notification, 'acknowledged' | 'severity'>>(
  items: T[],
  filter: NotificationFilter,
): T[] {
  if (filter === 'unread') return items.filter((n) => !n.acknowledged);
  if (filter === 'critical') return items.filter((n) => n.severity === 'critical' || n.severity === 'high');
  return items;
}

/** Summary cards: total, unread, critical (severity critical only, spec part 2 §9) and active rules. */
export function notificationSummary(items: Pick<Notification, 'acknowledged' | 'severity'>[], rules: Pick<NotificationRule, 'enabled'>[]) {
  return {
    total: items.length,
    unread: items.filter((n) => !n.acknowledged).length,
    critical: items.filter((n) => n.severity === 'critical').length,
    activeRules: rules.filter((r) => r.enabled).length,
  };
}
