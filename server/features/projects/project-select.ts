import { sql } from 'drizzle-orm';
import type { Project } from '../../../domain/projects';
import { profitMarginSql } from '../../db/rule-fragments';
import { isoTimestamp } from '../../db/sql-fragments';

/**
 * The unpriced work of project p (issue 18): the kept count and employee ids (projects.unpriced_work_count and
 * unpriced_employee_ids, refreshed with labor_total) and, only for a project that has any, those employees' names.
 */
export const unpricedWorkColumns = sql`p.unpriced_work_count AS "unpricedWorkRecords",
  CASE WHEN p.unpriced_work_count > 0 THEN ARRAY(
    SELECT em.name FROM employees em WHERE em.id = ANY(p.unpriced_employee_ids) ORDER BY em.name) ELSE '{}'::text[] END AS "unpricedEmployees"`;

/**
 * The project read shape in one SELECT list (alias p). Money leaves SQL as float8 converted from exact
 * numeric sums (a numeric(…,2) value converts to the nearest double, the same number JSON would carry);
 * totals come from the trigger-maintained expense_total and labor_total columns.
 */
export const projectColumns = sql`
  p.id, p.name, p.description, p.location,
  p.street_address AS "streetAddress", p.city, p.state, p.zip_code AS "zipCode", p.country,
  p.latitude::float8 AS latitude, p.longitude::float8 AS longitude, p.geofence_radius AS "geofenceRadius",
  p.start_date::text AS "startDate", p.end_date::text AS "endDate",
  p.estimated_finish_date::text AS "estimatedFinishDate", p.actual_finish_date::text AS "actualFinishDate",
  p.budget::float8 AS budget, p.estimated_material_cost::float8 AS "estimatedMaterialCost",
  p.estimated_days AS "estimatedDays", p.ai_analysis AS "aiAnalysis", p.recommended_days AS "recommendedDays",
  p.status, p.is_active AS "isActive", p.priority_level AS "priorityLevel", p.risk_level AS "riskLevel",
  p.has_before_photos AS "hasBeforePhotos", p.has_completion_photos AS "hasCompletionPhotos",
  p.before_photos_requested AS "beforePhotosRequested", p.completion_photos_requested AS "completionPhotosRequested",
  p.active_days AS "activeDays", p.last_active_date::text AS "lastActiveDate",
  p.total_inactive_days AS "totalInactiveDays",
  ${isoTimestamp(sql`p.paused_at`)} AS "pausedAt",
  ${isoTimestamp(sql`p.resumed_at`)} AS "resumedAt",
  ${isoTimestamp(sql`p.created_at`)} AS "createdAt",
  ${isoTimestamp(sql`p.updated_at`)} AS "updatedAt",
  (p.expense_total + p.labor_total)::float8 AS "totalExpenses",
  p.budget::float8 AS "originalBudget", (p.budget + p.change_order_total)::float8 AS "contractValue",
  ((p.budget + p.change_order_total) - p.expense_total - p.labor_total)::float8 AS "totalProfit",
  ${profitMarginSql(sql`(p.budget + p.change_order_total)`, sql`(p.expense_total + p.labor_total)`)}::float8 AS "profitMargin",
  ${unpricedWorkColumns}`;

export type ProjectRow = Project;
