import { z } from 'zod';
import { storedPhotoAnalysisSchema } from '../../../domain/analysis/photo-analysis';
import { profitAnalysisResponseSchema } from '../../../domain/analysis/profit-analysis';
import { progressAnalysisResponseSchema } from '../../../domain/analysis/progress-analysis';
import { todayIso } from '../../../domain/dates';
import { idParamsSchema } from '../../../domain/validation';
import type { Feature } from '../../context';
import { analyzePhotoById, listPhotoAnalyses, profitAnalysis, progressAnalysis } from './service';

const messageSchema = z.object({ message: z.string() });

/** AI Photo Analysis (spec part 1 §2.11, §7.2): one photo, progress over recent photos, and profit. */
export const analysisRoutes: Feature =
  ({ db, cache, storage, ai }) =>
  async (app) => {
    app.post('/api/photos/:id/analyze', { schema: { params: idParamsSchema, response: { 200: storedPhotoAnalysisSchema } } }, (req) =>
      analyzePhotoById(db, storage, ai, req.params.id),
    );

    app.get(
      '/api/projects/:id/photo-analyses',
      { schema: { params: idParamsSchema, response: { 200: z.array(storedPhotoAnalysisSchema) } } },
      (req) => listPhotoAnalyses(db, req.params.id),
    );

    // Cached per project and day like the other project analyses; any write through the API drops the cache.
    app.get(
      '/api/projects/:id/photo-analysis',
      { schema: { params: idParamsSchema, response: { 200: progressAnalysisResponseSchema } } },
      async (req, reply) => {
        const today = todayIso();
        return cache.respond(reply, `photo-analysis:${req.params.id}:${today}`, progressAnalysisResponseSchema, () =>
          progressAnalysis(db, ai, req.params.id, today),
        );
      },
    );

    app.get(
      '/api/projects/:id/profit-analysis',
      { schema: { params: idParamsSchema, response: { 200: profitAnalysisResponseSchema, 422: messageSchema } } },
      async (req, reply) => {
        // A project without budget or costs answers 422 with the spec's message (an AppError from the service).
        const today = todayIso();
        return cache.respond(reply, `profit-analysis:${req.params.id}:${today}`, profitAnalysisResponseSchema, () =>
          profitAnalysis(db, ai, req.params.id, today),
        );
      },
    );
  };
