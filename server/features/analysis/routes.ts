import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureDeps } from '../../app';

export const analysisRoutes = (_deps: FeatureDeps): FastifyPluginAsyncZod => async () => {};
