import { sql } from 'drizzle-orm';
import type { AiCheckResult } from '../../../domain/notification-rules';
import { alertJudgementsSchema } from '../../../domain/notification-rules';
import type { AnalysisEngine } from '../../adapters/ai';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { healthRows } from '../health/service';
import { runChecks } from './checks';

/**
 * POST /api/notifications/ai-check-all: runs every rule over the active projects, then has the analysis engine
 * judge each project from its health metrics and open alerts (the built-in judgement is the health risk and
 * the alerts' titles; a configured model may reword it, within the same schema).
 */
export async function aiCheckAll(db: Db, ai: AnalysisEngine, today: string): Promise<AiCheckResult> {
  const checked = await runChecks(db, today);
  const [health, open] = await Promise.all([
    healthRows(db, today),
    rows<{ projectId: number; titles: string[] }>(
      db.execute(sql`SELECT project_id AS "projectId", array_agg(title ORDER BY id) AS titles
        FROM notifications WHERE NOT acknowledged AND project_id IS NOT NULL GROUP BY project_id`),
    ),
  ]);
  const alertsOf = new Map(open.map((o) => [o.projectId, o.titles]));
  const facts = health.map((r) => ({
    projectId: r.projectId,
    name: r.name,
    metrics: r.metrics,
    profitMargin: r.profitMargin,
    openAlerts: alertsOf.get(r.projectId) ?? [],
  }));
  const builtIn = {
    projects: facts.map((f) => ({
      projectId: f.projectId,
      riskLevel: f.metrics.riskLevel,
      summary:
        f.openAlerts.length === 0
          ? `Health ${f.metrics.overallHealth}; no open alerts.`
          : `Health ${f.metrics.overallHealth}; open alerts: ${[...new Set(f.openAlerts)].join(', ')}.`,
    })),
  };
  const { result, engine } = await ai.analyze({
    kind: 'alerts',
    instructions:
      'For each active construction project, judge its risk level (low, medium or high) from its health metrics and open alerts, and summarise in one sentence what needs attention. Keep every projectId.',
    schema: alertJudgementsSchema,
    facts,
    builtIn,
  });
  const judged = new Map(result.projects.map((p) => [p.projectId, p]));
  return {
    projectsAnalyzed: facts.map((f) => ({
      ...(judged.get(f.projectId) ?? builtIn.projects.find((b) => b.projectId === f.projectId)!),
      projectName: f.name,
      openAlerts: f.openAlerts.length,
    })),
    notificationsGenerated: checked.notificationsGenerated,
    engine: {
      name: engine.name,
      ...(engine.model ? { model: engine.model } : {}),
      ...(engine.fallbackReason ? { fallbackReason: engine.fallbackReason } : {}),
    },
  };
}
