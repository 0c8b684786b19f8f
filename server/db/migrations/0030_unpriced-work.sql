-- Work recorded for an employee without a rate for its entry type is priced at $0 by labor_pay(), so the
-- project's profit and margin look better than they are (issue 18, honest figures). Each project keeps how many
-- of its work records are so and whose, next to labor_total and by the same refresh, so the project list and the
-- dashboard read it without rereading the work records. labor_rate_missing() is the rule; laborRateMissing() in
-- domain/labor.ts is its twin (server/db/rule-fragments.test.ts compares them): an hour entry without an hourly rate
-- (NULL or 0), a day entry without custom pay whose employee has no daily rate (NULL or 0). Custom pay, even $0, is
-- a rate someone chose.
CREATE OR REPLACE FUNCTION labor_rate_missing(entry_type text, custom_pay numeric, daily_rate numeric, hourly_rate numeric)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN entry_type = 'hours' THEN coalesce(hourly_rate, 0) = 0
              ELSE custom_pay IS NULL AND coalesce(daily_rate, 0) = 0 END
$$;
--> statement-breakpoint
ALTER TABLE projects ADD COLUMN unpriced_work_count integer NOT NULL DEFAULT 0;
--> statement-breakpoint
-- Their employees' ids, so a list names them with a few key lookups instead of rereading the work records.
ALTER TABLE projects ADD COLUMN unpriced_employee_ids integer[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
-- As 0029, and the count of unpriced work records and their employees from the same rows.
CREATE OR REPLACE FUNCTION refresh_project_labor(ids integer[]) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM projects WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE projects p SET (labor_total, unpriced_work_count, unpriced_employee_ids) = (
      SELECT coalesce(sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, em.daily_rate, em.hourly_rate)), 0),
        count(*) FILTER (WHERE labor_rate_missing(t.entry_type, t.custom_pay, em.daily_rate, em.hourly_rate))::int,
        coalesce(array_agg(DISTINCT t.employee_id ORDER BY t.employee_id) FILTER (
          WHERE t.employee_id IS NOT NULL AND labor_rate_missing(t.entry_type, t.custom_pay, em.daily_rate, em.hourly_rate)), '{}')
      FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id
      WHERE t.project_id = p.id)
  WHERE p.id = ANY(ids);
END $$;
--> statement-breakpoint
-- Both totals from scratch (the bulk load of the benchmark dataset calls it): as 0005, and the unpriced work.
CREATE OR REPLACE FUNCTION refresh_project_costs(ids integer[]) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM projects WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE projects p SET expense_total = coalesce((SELECT sum(e.amount) FROM expenses e WHERE e.project_id = p.id), 0)
  WHERE p.id = ANY(ids);
  PERFORM refresh_project_labor(ids);
END $$;
--> statement-breakpoint
-- A refresh that moved only the kept figures (now with the unpriced work) is still a cost-only change (0009).
CREATE OR REPLACE FUNCTION notify_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  project_col text := TG_ARGV[0];
  ids jsonb;
  pids jsonb;
  cost_only boolean := false;
  payload text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('plumbline_data_changed', json_build_object('t', TG_TABLE_NAME)::text);
    RETURN NULL;
  END IF;
  IF project_col = 'project_id' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT jsonb_agg(DISTINCT id), coalesce(jsonb_agg(DISTINCT project_id) FILTER (WHERE project_id IS NOT NULL), '[]') INTO ids, pids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT jsonb_agg(DISTINCT id), coalesce(jsonb_agg(DISTINCT project_id) FILTER (WHERE project_id IS NOT NULL), '[]') INTO ids, pids FROM old_rows;
    ELSE
      SELECT jsonb_agg(DISTINCT id), coalesce(jsonb_agg(DISTINCT project_id) FILTER (WHERE project_id IS NOT NULL), '[]') INTO ids, pids
      FROM (SELECT id, project_id FROM new_rows UNION ALL SELECT id, project_id FROM old_rows) r;
    END IF;
  ELSIF project_col = 'original_project_id' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT jsonb_agg(DISTINCT id), coalesce(jsonb_agg(DISTINCT original_project_id) FILTER (WHERE original_project_id IS NOT NULL), '[]') INTO ids, pids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT jsonb_agg(DISTINCT id), coalesce(jsonb_agg(DISTINCT original_project_id) FILTER (WHERE original_project_id IS NOT NULL), '[]') INTO ids, pids FROM old_rows;
    ELSE
      SELECT jsonb_agg(DISTINCT id), coalesce(jsonb_agg(DISTINCT original_project_id) FILTER (WHERE original_project_id IS NOT NULL), '[]') INTO ids, pids
      FROM (SELECT id, original_project_id FROM new_rows UNION ALL SELECT id, original_project_id FROM old_rows) r;
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      SELECT jsonb_agg(DISTINCT id) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT jsonb_agg(DISTINCT id) INTO ids FROM old_rows;
    ELSE
      SELECT jsonb_agg(DISTINCT id) INTO ids FROM (SELECT id FROM new_rows UNION ALL SELECT id FROM old_rows) r;
    END IF;
    IF project_col = 'id' THEN pids := ids; END IF;
    IF project_col = 'id' AND TG_OP = 'UPDATE' THEN
      cost_only := NOT EXISTS (
        SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE to_jsonb(n) - ARRAY['expense_total', 'labor_total', 'unpriced_work_count', 'unpriced_employee_ids']
          IS DISTINCT FROM to_jsonb(o) - ARRAY['expense_total', 'labor_total', 'unpriced_work_count', 'unpriced_employee_ids']);
    END IF;
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF; -- the statement touched no row
  payload := CASE WHEN pids IS NULL THEN jsonb_build_object('t', TG_TABLE_NAME, 'ids', ids)
                  WHEN cost_only THEN jsonb_build_object('t', TG_TABLE_NAME, 'ids', ids, 'p', pids, 'c', true)
                  ELSE jsonb_build_object('t', TG_TABLE_NAME, 'ids', ids, 'p', pids) END::text;
  IF octet_length(payload) > 7900 THEN payload := json_build_object('t', TG_TABLE_NAME)::text; END IF;
  PERFORM pg_notify('plumbline_data_changed', payload);
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE projects p SET unpriced_work_count = s.n, unpriced_employee_ids = s.employees
FROM (
  SELECT t.project_id, count(*)::int AS n,
    coalesce(array_agg(DISTINCT t.employee_id ORDER BY t.employee_id) FILTER (WHERE t.employee_id IS NOT NULL), '{}') AS employees
  FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id
  WHERE labor_rate_missing(t.entry_type, t.custom_pay, em.daily_rate, em.hourly_rate)
  GROUP BY t.project_id
) s
WHERE p.id = s.project_id;
