import { analyzerApi } from '../../../domain/api/analyzer';
import { todayIso } from '../../../domain/dates';
import type { Feature } from '../../context';
import { PROJECT_COSTS } from '../../http/response-cache';
import { route } from '../../http/route';
import { dashboardInsightsOf, projectAnalysisOf } from './service';

/** AI Project Analyzer (contracts: domain/api/analyzer.ts); answers are cached per day until their tables change. */
export const analyzerRoutes: Feature =
  ({ db, cache, ai }) =>
  async (app) => {
    route(app, analyzerApi.dashboardInsights, (_req, reply) => {
      const today = todayIso();
      return cache.respond(
        reply,
        `dashboard-insights:${today}`,
        analyzerApi.dashboardInsights.response,
        () => dashboardInsightsOf(db, ai, today),
        // employees: the names of those whose work has no rate, in the profit alerts.
        ['projects', PROJECT_COSTS, 'employees'],
      );
    });

    // Reads projects, costs and the assigned crew: any change drops it (no table list).
    route(app, analyzerApi.projectAnalysis, (req, reply) => {
      const today = todayIso();
      return cache.respond(reply, `project-analysis:${req.params.id}:${today}`, analyzerApi.projectAnalysis.response, () =>
        projectAnalysisOf(db, ai, req.params.id, today),
      );
    });
  };
