import { z } from 'zod';
import { healthMetricsEntrySchema, healthSummaryQuerySchema, healthSummarySchema, projectHealthSchema } from '../health-schemas';
import { lazySchema } from '../lazy-schema';
import { createSharedLinkSchema, sharedLinkSchema, sharedSnapshotSchema } from '../shared-links';
import { signedSnapshotSchema, snapshotVerdictSchema } from '../snapshot';
import { idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';

const tokenParamsSchema = lazySchema(() => z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'This is not a snapshot link') }));

/** Project health (spec part 2 §3, §7; docs/product/rules.md fixes the health-metrics shape). */
export const healthApi = {
  /** Every active project's snapshot metrics. */
  metrics: defineEndpoint({
    method: 'GET',
    path: '/api/projects/health-metrics',
    response: lazySchema(() => z.array(healthMetricsEntrySchema)),
  }),
  /** The Health Dashboard's summary, for all active projects or the focus project; trends from stored history. */
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard/health-summary',
    query: healthSummaryQuerySchema,
    response: healthSummarySchema,
  }),
  /** One project's key metrics, trend analysis, predicted issues and recommendations. */
  project: defineEndpoint({ method: 'GET', path: '/api/projects/:id/health', params: idParamsSchema, response: projectHealthSchema }),
  /** The Project Health Snapshot: the payload of part 2 §3 from the server's figures, signed, and its link path. */
  snapshot: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/snapshot',
    params: idParamsSchema,
    response: lazySchema(() => z.object({ snapshot: signedSnapshotSchema, path: z.string() })),
  }),
  /** Public: whether a shared link's figures are the ones this server signed. Reads no project data. */
  verifySnapshot: defineEndpoint({
    method: 'POST',
    path: '/api/snapshots/verify',
    body: lazySchema(() => z.object({ data: z.string().min(1, 'data is required').max(20_000, 'data is too long') }).strict()),
    response: snapshotVerdictSchema,
  }),
  /** Shares the snapshot with only the ticked figures, frozen now, behind a link that expires (issue 39). */
  createSharedLink: defineEndpoint({
    method: 'POST',
    path: '/api/projects/:id/shared-links',
    params: idParamsSchema,
    body: createSharedLinkSchema,
    response: sharedLinkSchema,
    status: 201,
  }),
  /** The project's shared links, newest first, each active, expired or revoked. */
  sharedLinks: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/shared-links',
    params: idParamsSchema,
    response: lazySchema(() => z.array(sharedLinkSchema)),
  }),
  /** Withdraws a link: from now on it answers 410. */
  revokeSharedLink: defineEndpoint({
    method: 'POST',
    path: '/api/shared-links/:id/revoke',
    params: idParamsSchema,
    response: sharedLinkSchema,
  }),
  /** Public: what a link shows (only the ticked figures); 404 unknown, 410 revoked or expired. */
  openSharedLink: defineEndpoint({
    method: 'GET',
    path: '/api/shared-snapshots/:token',
    params: tokenParamsSchema,
    response: sharedSnapshotSchema,
  }),
  /** Public: the company logo on an active link's page (PNG); 404 without one, 410 once the link is gone. */
  sharedLinkLogo: defineEndpoint({
    method: 'GET',
    path: '/api/shared-snapshots/:token/logo',
    params: tokenParamsSchema,
    produces: 'image/png',
  }),
};
