import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import {
  connectAccountInputSchema,
  createPostInputSchema,
  generateContentInputSchema,
  generatedContentSchema,
  publisherInfoSchema,
  socialAccountSchema,
  socialPostSchema,
  updateAccountInputSchema,
  updatePostInputSchema,
} from '../social';
import { idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/**
 * Social media manager (spec part 2 §2, §3, §7): accounts, scheduled posts published by the server when due (the
 * outbox or a webhook), and post text written from a project's real data.
 */
export const socialApi = {
  accounts: defineEndpoint({ method: 'GET', path: '/api/social-media/accounts', response: lazySchema(() => z.array(socialAccountSchema)) }),
  connect: defineEndpoint({
    method: 'POST',
    path: '/api/social-media/connect',
    body: connectAccountInputSchema,
    response: socialAccountSchema,
    status: 201,
  }),
  /** The auto-post switch. */
  updateAccount: defineEndpoint({
    method: 'PUT',
    path: '/api/social-media/accounts/:id',
    params: idParamsSchema,
    body: updateAccountInputSchema,
    response: socialAccountSchema,
  }),
  disconnect: defineEndpoint({
    method: 'POST',
    path: '/api/social-media/accounts/:id/disconnect',
    params: idParamsSchema,
    response: socialAccountSchema,
  }),
  /** Every post of the manager (draft, scheduled, publishing, published, failed). */
  posts: defineEndpoint({
    method: 'GET',
    path: '/api/social-media/posts/scheduled',
    response: lazySchema(() => z.array(socialPostSchema)),
  }),
  createPost: defineEndpoint({
    method: 'POST',
    path: '/api/social-media/posts',
    body: createPostInputSchema,
    response: socialPostSchema,
    status: 201,
  }),
  updatePost: defineEndpoint({
    method: 'PUT',
    path: '/api/social-media/posts/:id',
    params: idParamsSchema,
    body: updatePostInputSchema,
    response: socialPostSchema,
  }),
  generate: defineEndpoint({
    method: 'POST',
    path: '/api/social-media/generate-real-content',
    body: generateContentInputSchema,
    response: generatedContentSchema,
  }),
  publisher: defineEndpoint({ method: 'GET', path: '/api/social-media/publisher', response: publisherInfoSchema }),
};
