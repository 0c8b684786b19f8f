import { sql } from 'drizzle-orm';
import type { HealthReading, ProjectHealthRow } from '../../../domain/health-summary';
import { cents, centsFromDb, centsToDecimalString } from '../../../domain/money';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';

/**
 * Stores today's reading of every row that has none yet, in one statement; concurrent callers (two requests,
 * the daily timer, another server on the same database) write each (project, day) once: ON CONFLICT DO NOTHING.
 */
export async function storeReadings(db: Db, day: string, list: ProjectHealthRow[]): Promise<number> {
  if (list.length === 0) return 0;
  const values = sql.join(
    list.map((r) => {
      const m = r.metrics;
      return sql`(${r.projectId}::int, ${day}::date, ${m.overallHealth}::numeric, ${m.budgetHealth}::numeric, ${m.timelineHealth}::numeric,
        ${m.qualityScore}::numeric, ${m.completionPercentage}::numeric, ${m.timelineOverrun}::numeric, ${m.riskLevel}::text, ${centsToDecimalString(cents(r.spentCents))}::numeric,
        ${centsToDecimalString(cents(r.expectedCents))}::numeric)`;
    }),
    sql`, `,
  );
  const written = await rows<{ n: number }>(
    db.execute(sql`WITH ins AS (
      INSERT INTO health_readings (project_id, day, overall_health, budget_health, timeline_health, quality_score,
        completion_percentage, timeline_overrun, risk_level, spent, expected_spend)
      SELECT v.* FROM (VALUES ${values}) AS v(p, d, o, b, t, q, c, tr, r, s, e)
      WHERE EXISTS (SELECT 1 FROM projects WHERE id = v.p)
      ON CONFLICT (project_id, day) DO NOTHING RETURNING 1)
      SELECT count(*)::int AS n FROM ins`),
  );
  return written[0]?.n ?? 0;
}

/** The readings of the latest day before `today` that has any (for the given project only, when given), and that day. */
export async function previousReadings(
  db: Db,
  today: string,
  projectId?: number,
): Promise<{ day: string | null; readings: HealthReading[] }> {
  const only = projectId === undefined ? sql`` : sql` AND project_id = ${projectId}`;
  const list = await rows<HealthReading & { day: string; spent: string; expected: string }>(
    db.execute(sql`
      WITH d AS (SELECT max(day) AS day FROM health_readings WHERE day < ${today}::date${only})
      SELECT h.project_id AS "projectId", to_char(h.day, 'YYYY-MM-DD') AS day,
        h.overall_health::float8 AS "overallHealth", h.budget_health::float8 AS "budgetHealth",
        h.timeline_health::float8 AS "timelineHealth", h.quality_score::float8 AS "qualityScore",
        h.completion_percentage::float8 AS "completionPercentage", h.timeline_overrun::float8 AS "timelineOverrun",
        h.spent::text AS spent, h.expected_spend::text AS expected
      FROM health_readings h JOIN d ON h.day = d.day WHERE true${only}`),
  );
  return {
    day: list[0]?.day ?? null,
    readings: list.map(({ spent, expected, day: _day, ...r }) => ({
      ...r,
      spentCents: centsFromDb(spent),
      expectedCents: centsFromDb(expected),
    })),
  };
}
