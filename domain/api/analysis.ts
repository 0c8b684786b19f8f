import { z } from 'zod';
import { storedPhotoAnalysisSchema } from '../analysis/photo-analysis';
import { profitAnalysisResponseSchema } from '../analysis/profit-analysis';
import { progressAnalysisResponseSchema } from '../analysis/progress-analysis';
import { lazySchema } from '../lazy-schema';
import { idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/**
 * AI Photo Analysis (spec part 1 §2.11, §7.2): one photo, the stored analyses, progress over recent photos, and
 * profit. A project without budget or costs answers 422 with the spec's message instead of a profit analysis.
 */
export const analysisApi = {
  analyzePhoto: defineEndpoint({
    method: 'POST',
    path: '/api/photos/:id/analyze',
    params: idParamsSchema,
    response: storedPhotoAnalysisSchema,
  }),
  photoAnalyses: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/photo-analyses',
    params: idParamsSchema,
    response: lazySchema(() => z.array(storedPhotoAnalysisSchema)),
  }),
  progress: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/photo-analysis',
    params: idParamsSchema,
    response: progressAnalysisResponseSchema,
  }),
  profit: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/profit-analysis',
    params: idParamsSchema,
    response: profitAnalysisResponseSchema,
  }),
};
