import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import type { SnapshotPayload } from './snapshot';

/**
 * The figures of a shared snapshot the owner may untick (issue 39 scope 4). The default is the spec's payload
 * (part 2 §3): every one ticked. The project's name, the company and the moment of sharing are always shown.
 */
export const SNAPSHOT_FIELDS = [
  'location',
  'status',
  'timeline',
  'overallHealth',
  'riskLevel',
  'budgetHealth',
  'timelineHealth',
  'qualityScore',
  'completionPercentage',
  'budget',
  'expenses',
  'profitMargin',
] as const;
export type SnapshotField = (typeof SNAPSHOT_FIELDS)[number];

/** What each tick says in the dialog. */
export const SNAPSHOT_FIELD_LABELS: Record<SnapshotField, string> = {
  location: 'Location',
  status: 'Status',
  timeline: 'Start and end dates',
  overallHealth: 'Overall health',
  riskLevel: 'Risk level',
  budgetHealth: 'Budget health score',
  timelineHealth: 'Timeline health score',
  qualityScore: 'Quality score',
  completionPercentage: 'Completion',
  budget: 'Budget',
  expenses: 'Costs to date',
  profitMargin: 'Profit margin',
};

/** Days a link lasts unless the owner picks another number. */
export const DEFAULT_LINK_DAYS = 30;
export const MAX_LINK_DAYS = 365;

/** What the recipient sees: only the ticked figures (a field left out is absent, not null). */
export const sharedSnapshotSchema = lazySchema(() =>
  z.object({
    projectName: z.string(),
    timestamp: z.string(),
    company: z.object({ name: z.string(), lines: z.array(z.string()), hasLogo: z.boolean() }),
    location: z.string().optional(),
    status: z.string().optional(),
    startDate: z.string().optional(),
    endDate: z.string().nullable().optional(),
    budget: z.number().optional(),
    expenses: z.number().optional(),
    metrics: z.object({
      overallHealth: z.number().optional(),
      riskLevel: z.string().optional(),
      budgetHealth: z.number().optional(),
      timelineHealth: z.number().optional(),
      qualityScore: z.number().optional(),
      completionPercentage: z.number().optional(),
      profitMargin: z.number().optional(),
    }),
  }),
);
export type SharedSnapshot = z.infer<typeof sharedSnapshotSchema>;

type Company = SharedSnapshot['company'];
const METRIC_FIELDS = [
  'overallHealth',
  'riskLevel',
  'budgetHealth',
  'timelineHealth',
  'qualityScore',
  'completionPercentage',
  'profitMargin',
] as const;

/**
 * The snapshot with only the ticked figures: the one function behind the dialog's preview and what the link
 * stores, so the owner sees exactly what the recipient will.
 */
export function pickSnapshot(full: SnapshotPayload, fields: readonly SnapshotField[], company: Company): SharedSnapshot {
  const on = new Set(fields);
  const metrics: SharedSnapshot['metrics'] = {};
  for (const k of METRIC_FIELDS) if (on.has(k)) (metrics as Record<string, unknown>)[k] = full.metrics[k];
  return {
    projectName: full.projectName,
    timestamp: full.timestamp,
    company,
    ...(on.has('location') ? { location: full.location } : {}),
    ...(on.has('status') ? { status: full.status } : {}),
    ...(on.has('timeline') ? { startDate: full.startDate, endDate: full.endDate } : {}),
    ...(on.has('budget') ? { budget: full.budget } : {}),
    ...(on.has('expenses') ? { expenses: full.expenses } : {}),
    metrics,
  };
}

/** POST /api/projects/{id}/shared-links: the ticked figures and how many days the link lasts. */
export const createSharedLinkSchema = lazySchema(() =>
  z
    .object({
      fields: z
        .array(z.enum(SNAPSHOT_FIELDS, { error: `Each field must be one of: ${SNAPSHOT_FIELDS.join(', ')}` }), {
          error: 'fields must be a list of figures to show',
        })
        .max(SNAPSHOT_FIELDS.length)
        .refine((f) => new Set(f).size === f.length, 'A figure is listed twice'),
      expiresInDays: z
        .number({ error: 'expiresInDays must be a whole number of days' })
        .int('expiresInDays must be a whole number of days')
        .min(1, 'A link lasts at least 1 day')
        .max(MAX_LINK_DAYS, `A link lasts at most ${MAX_LINK_DAYS} days`)
        .default(DEFAULT_LINK_DAYS),
    })
    .strict(),
);
export type CreateSharedLink = z.infer<typeof createSharedLinkSchema>;

export const SHARED_LINK_STATES = ['active', 'expired', 'revoked'] as const;

/** A shared link as the owner's list shows it. */
export const sharedLinkSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    projectId: z.number().int(),
    path: z.string(),
    fields: z.array(z.enum(SNAPSHOT_FIELDS)),
    createdAt: z.string(),
    expiresAt: z.string(),
    revokedAt: z.string().nullable(),
    state: z.enum(SHARED_LINK_STATES),
  }),
);
export type SharedLink = z.infer<typeof sharedLinkSchema>;

/** A link's state at a moment: revoked wins over expired; expired from its expiry instant on. */
export function linkState(link: { expiresAt: string; revokedAt: string | null }, now: Date): SharedLink['state'] {
  if (link.revokedAt) return 'revoked';
  return new Date(link.expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
}

/** The signed-out page's path of a link token. */
export const sharedLinkPath = (token: string) => `/shared-snapshot/${token}`;

/** A link token: 43 base64url characters (32 random bytes); anything else in /shared-snapshot/{data} is an old self-contained link. */
export const isLinkToken = (data: string) => /^[A-Za-z0-9_-]{43}$/.test(data);
