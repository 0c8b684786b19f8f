-- The Expenses page's Labor tile counts the work records of its project filter. It summed the per-month work counts
-- (cost_month_totals, 0021) of every project and month, a scan of every work month on each rebuild of the tiles (about
-- an eighth of the database time of issue 12's mixed load, where each write rebuilds them). Each project now keeps its
-- work-record count next to labor_total, from the same scan of its work records by the same refresh, so the tile sums
-- one figure per project. The reconciliation compares it with a recount.
ALTER TABLE projects ADD COLUMN work_count integer NOT NULL DEFAULT 0;
--> statement-breakpoint
-- As 0030, and the count of the project's work records.
CREATE OR REPLACE FUNCTION refresh_project_labor(ids integer[]) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM projects WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE projects p SET (labor_total, work_count, unpriced_work_count, unpriced_employee_ids) = (
      SELECT coalesce(sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, em.daily_rate, em.hourly_rate)), 0),
        count(*)::int,
        count(*) FILTER (WHERE labor_rate_missing(t.entry_type, t.custom_pay, em.daily_rate, em.hourly_rate))::int,
        coalesce(array_agg(DISTINCT t.employee_id ORDER BY t.employee_id) FILTER (
          WHERE t.employee_id IS NOT NULL AND labor_rate_missing(t.entry_type, t.custom_pay, em.daily_rate, em.hourly_rate)), '{}')
      FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id
      WHERE t.project_id = p.id)
  WHERE p.id = ANY(ids);
END $$;
--> statement-breakpoint
-- A refresh that moved only the kept figures (now with the work count) is still a cost-only change (0009, 0030).
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
        WHERE to_jsonb(n) - ARRAY['expense_total', 'labor_total', 'work_count', 'unpriced_work_count', 'unpriced_employee_ids']
          IS DISTINCT FROM to_jsonb(o) - ARRAY['expense_total', 'labor_total', 'work_count', 'unpriced_work_count', 'unpriced_employee_ids']);
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
UPDATE projects p SET work_count = s.n
FROM (SELECT project_id, count(*)::int AS n FROM time_entries GROUP BY project_id) s
WHERE p.id = s.project_id;
