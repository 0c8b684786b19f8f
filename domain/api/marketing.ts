import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { generateMarketingInputSchema, marketingItemSchema, photoSummarySchema } from '../marketing/schemas';
import { idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/**
 * AI Marketing Center (spec part 2 §2, §4, §7): generate a draft from a project's facts and photos, list, approve,
 * reject, and download an item's package. Items are stored (the spec's source kept them only in the client).
 */
export const marketingApi = {
  /** Projects with photos: name, location, status and photo counts (the Generate tab's list and the Overview). */
  photosSummary: defineEndpoint({
    method: 'GET',
    path: '/api/projects/photos-summary',
    response: lazySchema(() => z.array(photoSummarySchema)),
  }),
  generate: defineEndpoint({
    method: 'POST',
    path: '/api/projects/:id/generate-marketing',
    params: idParamsSchema,
    body: generateMarketingInputSchema,
    response: marketingItemSchema,
    status: 201,
  }),
  list: defineEndpoint({ method: 'GET', path: '/api/marketing/content', response: lazySchema(() => z.array(marketingItemSchema)) }),
  /** Approve & Publish: draft → approved (409 when it is not a draft). */
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/marketing/content/:id/approve',
    params: idParamsSchema,
    response: marketingItemSchema,
  }),
  /** Reject: removes a draft (409 for an approved item). */
  reject: defineEndpoint({
    method: 'DELETE',
    path: '/api/marketing/content/:id',
    params: idParamsSchema,
    response: lazySchema(() => z.null()),
    status: 204,
  }),
  /** Download Package: a zip of the chosen photos, the copy as text and the item as JSON. */
  package: defineEndpoint({
    method: 'GET',
    path: '/api/marketing/content/:id/package',
    params: idParamsSchema,
    produces: 'application/zip',
  }),
};
