import { analysisApi } from '../../../domain/api/analysis';
import { todayIso } from '../../../domain/dates';
import type { Feature } from '../../context';
import { route } from '../../http/route';
import { analyzePhotoById, listPhotoAnalyses, profitAnalysis, progressAnalysis } from './service';

/** AI Photo Analysis (contracts: domain/api/analysis.ts): one photo, progress over recent photos, and profit. */
export const analysisRoutes: Feature =
  ({ db, cache, storage, ai }) =>
  async (app) => {
    route(app, analysisApi.analyzePhoto, (req) => analyzePhotoById(db, storage, ai, req.params.id));
    route(app, analysisApi.photoAnalyses, (req) => listPhotoAnalyses(db, req.params.id));

    // Cached per project and day like the other project analyses; any write through the API drops the cache.
    route(app, analysisApi.progress, async (req, reply) => {
      const today = todayIso();
      return cache.respond(reply, `photo-analysis:${req.params.id}:${today}`, analysisApi.progress.response, () =>
        progressAnalysis(db, ai, req.params.id, today),
      );
    });

    // A project without budget or costs answers 422 with the spec's message (an AppError from the service).
    route(app, analysisApi.profit, async (req, reply) => {
      const today = todayIso();
      return cache.respond(reply, `profit-analysis:${req.params.id}:${today}`, analysisApi.profit.response, () =>
        profitAnalysis(db, ai, req.params.id, today),
      );
    });
  };
