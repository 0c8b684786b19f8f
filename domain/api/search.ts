import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { hasNoNul, NUL_MESSAGE } from '../validation';
import { defineEndpoint } from './endpoint';

/** The kinds of record the global search (Ctrl+K) finds, in the order the results are shown. */
export const SEARCH_KINDS = ['project', 'expense', 'employee', 'subcontractor', 'supplier'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Hits per kind at most. */
export const SEARCH_HITS_PER_KIND = 5;

/** ?q= of GET /api/search: trimmed, 2–100 characters, no NUL. */
export const searchQuerySchema = lazySchema(() =>
  z.object({
    q: z
      .string({ error: 'Search text is required' })
      .refine(hasNoNul, NUL_MESSAGE)
      .transform((s) => s.trim())
      .pipe(z.string().min(2, 'Type at least 2 characters to search').max(100, 'Search text must be at most 100 characters')),
  }),
);

/** One hit: what it is, how it is shown and the client route that opens it. */
export const searchHitSchema = lazySchema(() =>
  z.object({
    kind: z.enum(SEARCH_KINDS),
    id: z.number().int(),
    title: z.string(),
    subtitle: z.string(),
    route: z.string(),
  }),
);
export type SearchHit = z.infer<typeof searchHitSchema>;

/** Global search (issue 18): projects, expenses, employees, subcontractors and suppliers. Owner and office only. */
export const searchApi = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/search',
    query: searchQuerySchema,
    response: lazySchema(() => z.object({ hits: z.array(searchHitSchema) })),
  }),
};
