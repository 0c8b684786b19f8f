import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL twins of the rules in domain/ (docs/product/rules.md), written once so every service uses the
 * same text. Each has a parity test against its TypeScript twin over generated inputs (rule-fragments.test.ts; labor_pay() and
 * the rate in force, employee_rate_on(), in rule-fragments-labor.test.ts).
 * Labor pay is the SQL function labor_pay() (migration 0001); laborPay() in domain/labor.ts is its twin.
 */

/**
 * The labor pay of work record t at the rates in force on its day (SQL function labor_pay(), domain laborPay):
 * t.daily_rate / t.hourly_rate are kept on each record from the employee's rate history (migration 0037), so no
 * query looks the history up per row; a raise never reprices work before its effective date.
 */
export const laborPaySql = sql`labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, t.daily_rate, t.hourly_rate)`;

/**
 * Whether work record t has no rate in force, so labor_pay() prices it at $0 (SQL function labor_rate_missing(),
 * migration 0030; domain laborRateMissing). projects.unpriced_work_count keeps how many a project has.
 */
export const laborRateMissingSql = sql`labor_rate_missing(t.entry_type, t.custom_pay, t.daily_rate, t.hourly_rate)`;

/** The rate work record t is paid at: the hourly rate in force for hour entries, else custom pay or the daily rate in force. */
export const laborRateSql = sql`(CASE WHEN t.entry_type = 'hours' THEN t.hourly_rate ELSE coalesce(t.custom_pay, t.daily_rate) END)`;

/**
 * The labor pay of work record t recomputed from the rate history itself (SQL employee_rate_on(), migration 0037)
 * instead of its kept rates: for the reconciliation, which checks the kept figures against the detail rows. Needs
 * `LEFT JOIN LATERAL employee_rate_on(t.employee_id, t.date) rf ON true`, i.e. rateInForceJoinSql.
 */
export const laborPayFromHistorySql = sql`labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, rf.daily_rate, rf.hourly_rate)`;

/** The rates rf in force for work record t on its day from the history (NULLs without an employee). */
export const rateInForceJoinSql = sql`LEFT JOIN LATERAL employee_rate_on(t.employee_id, t.date) rf ON true`;

/**
 * Every work record (id, project_id, employee_id, date, entry_type, days, hours, custom_pay) with the rates in force
 * on its day as daily_rate / hourly_rate, looked up in the history in one join instead of a call per record: each
 * entry covers its date up to the next entry's, the first one every earlier day too, and an employee without history
 * takes the employee row's rates (employee_rate_on()'s rule; the reconciliation of 100k records reads it).
 */
export const workWithHistoryRatesSql = sql`
  SELECT t.id, t.project_id, t.employee_id, t.date, t.entry_type, t.days, t.hours, t.custom_pay,
    CASE WHEN h.employee_id IS NULL THEN em.daily_rate ELSE h.daily_rate END AS daily_rate,
    CASE WHEN h.employee_id IS NULL THEN em.hourly_rate ELSE h.hourly_rate END AS hourly_rate
  FROM time_entries t
  LEFT JOIN employees em ON em.id = t.employee_id
  LEFT JOIN (
    SELECT r.employee_id, r.daily_rate, r.hourly_rate,
      CASE WHEN row_number() OVER w = 1 THEN '-infinity'::date ELSE r.effective_from END AS lo,
      lead(r.effective_from) OVER w AS hi
    FROM employee_rates r WINDOW w AS (PARTITION BY r.employee_id ORDER BY r.effective_from)
  ) h ON h.employee_id = t.employee_id AND t.date >= h.lo AND (h.hi IS NULL OR t.date < h.hi)`;

/** Cost bucket of an expense category: 'labor', 'material' or 'other' (domain costBucket). */
export function costBucketSql(category: SQL): SQL {
  return sql`(CASE ${category} WHEN 'labor' THEN 'labor' WHEN 'material' THEN 'material' ELSE 'other' END)`;
}

/**
 * Every cost of the project whose id is `projectId` (a value or an SQL expression) as (date, bucket, amount):
 * expenses in their category's bucket and work records as labor at their labor pay (docs/product/rules.md cost buckets).
 */
export function costItemsSql(projectId: SQL | number): SQL {
  return sql`
  SELECT e.date, ${costBucketSql(sql`e.category`)} AS bucket, e.amount
  FROM expenses e WHERE e.project_id = ${projectId}
  UNION ALL
  SELECT t.date, 'labor', ${laborPaySql}
  FROM time_entries t WHERE t.project_id = ${projectId}`;
}

/** A derived table (use with LATERAL) of a project's labor, material and other totals, numeric (0 when none). */
export function bucketTotalsSql(projectId: SQL | number): SQL {
  return sql`(SELECT coalesce(sum(i.amount) FILTER (WHERE i.bucket = 'labor'), 0) AS labor,
      coalesce(sum(i.amount) FILTER (WHERE i.bucket = 'material'), 0) AS material,
      coalesce(sum(i.amount) FILTER (WHERE i.bucket = 'other'), 0) AS other
    FROM (${costItemsSql(projectId)}) i)`;
}

/**
 * Profit margin percent, numeric: (budget − expenses) ÷ budget × 100 rounded half away from zero to 2 decimals,
 * 0 for a zero budget (domain profitMargin).
 */
export function profitMarginSql(budget: SQL, expenses: SQL): SQL {
  return sql`(CASE WHEN ${budget} = 0 THEN 0 ELSE round((${budget} - ${expenses}) / ${budget} * 100, 2) END)`;
}

type PlannedDaysInput = { estimatedDays: SQL; startDate: SQL; endDate: SQL };

/** Planned days: estimated days when positive, else the inclusive span start..end, else NULL (domain plannedDays). */
export function plannedDaysSql(p: PlannedDaysInput): SQL {
  return sql`(CASE WHEN ${p.estimatedDays} > 0 THEN ${p.estimatedDays} WHEN ${p.endDate} >= ${p.startDate} THEN ${p.endDate} - ${p.startDate} + 1 END)`;
}

/**
 * Whole days `today` is past the planned end, numeric (negative or 0 when not past it; NULL without a plan): the
 * end date, else start + planned days − 1, counted without building that date (domain daysPastPlannedEnd).
 */
export function daysPastPlannedEndSql(p: PlannedDaysInput, today: SQL): SQL {
  return sql`(CASE WHEN ${p.endDate} IS NOT NULL THEN (${today} - ${p.endDate})::numeric
    WHEN ${p.estimatedDays} > 0 THEN (${today} - ${p.startDate})::numeric + 1 - ${p.estimatedDays} END)`;
}

/**
 * Timeline overrun percent, numeric, under the one schedule rule (domain/schedule.ts, timelineOverrunPercent):
 * days past the planned end ÷ planned days (at least 1) × 100; 0 without a plan, when not past it, or completed.
 */
export function timelineOverrunSql(p: PlannedDaysInput & { status: SQL }, today: SQL): SQL {
  const late = daysPastPlannedEndSql(p, today);
  return sql`(CASE WHEN ${p.status} = 'completed' OR coalesce(${late} <= 0, true) THEN 0
    ELSE ${late} * 100 / greatest(1, coalesce(${plannedDaysSql(p)}, 1)) END)`;
}

/**
 * Health risk 'high', 'medium' or 'low' from the budget, the money spent and the timeline overrun percent
 * (domain riskLevel of budgetHealth and timelineHealth): budget health under 30 is more than 90 % of a positive
 * budget spent (under 60: more than 60 %), or any spending on a budget of 0 or less; timeline health under 50
 * is an overrun over 100 % (under 75: over 50 %).
 */
export function riskLevelSql(budget: SQL, spent: SQL, overrunPercent: SQL): SQL {
  const spentOver = (pct: number) =>
    sql`((${budget} > 0 AND ${spent} * 100 > ${budget} * ${sql.raw(String(pct))}) OR (${budget} <= 0 AND ${spent} > 0))`;
  return sql`(CASE WHEN ${spentOver(90)} OR ${overrunPercent} > 100 THEN 'high'
    WHEN ${spentOver(60)} OR ${overrunPercent} > 50 THEN 'medium' ELSE 'low' END)`;
}
