import { z } from 'zod';
import { healthMetricsEntrySchema, healthSummaryQuerySchema, healthSummarySchema, projectHealthSchema } from '../health-schemas';
import { lazySchema } from '../lazy-schema';
import { signedSnapshotSchema, snapshotVerdictSchema } from '../snapshot';
import { idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/** Project health (spec part 2 §3, §7; DESIGN.md fixes the health-metrics shape). */
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
};
