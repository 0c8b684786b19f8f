import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';

export const photoRoutes = (_deps: FeatureDeps): FastifyPluginAsyncZod => async () => {};
