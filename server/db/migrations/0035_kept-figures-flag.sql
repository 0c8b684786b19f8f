-- A refresh of the kept figures (expense and labor totals, work and unpriced counts) says so to the projects change
-- trigger: each refresh function sets the transaction-local flag plumbline.kept_figures_only around its UPDATE of
-- projects, and notify_rows_changed marks the change cost-only ("c") without comparing the old and new rows as JSON
-- (0.26 ms of every expense write, issue 11). Any other update of projects is compared as before. An expense write on
-- one project no longer takes its row lock in a statement of its own before the UPDATE. Otherwise the same
-- functions as 0008, 0030, 0032 and 0034.
CREATE OR REPLACE FUNCTION expense_costs_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  deltas numeric[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(project_id ORDER BY project_id), array_agg(delta ORDER BY project_id) INTO ids, deltas
    FROM (SELECT project_id, sum(amount) AS delta FROM new_rows GROUP BY project_id) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(project_id ORDER BY project_id), array_agg(delta ORDER BY project_id) INTO ids, deltas
    FROM (SELECT project_id, -sum(amount) AS delta FROM old_rows GROUP BY project_id) d;
  ELSE
    SELECT array_agg(project_id ORDER BY project_id), array_agg(delta ORDER BY project_id) INTO ids, deltas
    FROM (SELECT project_id, sum(amount) AS delta FROM (
      SELECT project_id, amount FROM new_rows UNION ALL SELECT project_id, -amount FROM old_rows) x
      GROUP BY project_id HAVING sum(amount) <> 0) d;
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  -- Several projects are locked in id order first (no deadlock between two multi-project writes); one project's row
  -- is locked by the UPDATE itself, which adds the delta to its newest committed version.
  IF cardinality(ids) > 1 THEN PERFORM 1 FROM projects WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE; END IF;
  PERFORM set_config('plumbline.kept_figures_only', 'on', true);
  UPDATE projects p SET expense_total = p.expense_total + u.delta
  FROM unnest(ids, deltas) AS u(id, delta) WHERE p.id = u.id;
  PERFORM set_config('plumbline.kept_figures_only', '', true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_project_labor(ids integer[]) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM projects WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  PERFORM set_config('plumbline.kept_figures_only', 'on', true);
  UPDATE projects p SET (labor_total, work_count, unpriced_work_count, unpriced_employee_ids) = (
      SELECT coalesce(sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, em.daily_rate, em.hourly_rate)), 0),
        count(*)::int,
        count(*) FILTER (WHERE labor_rate_missing(t.entry_type, t.custom_pay, em.daily_rate, em.hourly_rate))::int,
        coalesce(array_agg(DISTINCT t.employee_id ORDER BY t.employee_id) FILTER (
          WHERE t.employee_id IS NOT NULL AND labor_rate_missing(t.entry_type, t.custom_pay, em.daily_rate, em.hourly_rate)), '{}')
      FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id
      WHERE t.project_id = p.id)
  WHERE p.id = ANY(ids);
  PERFORM set_config('plumbline.kept_figures_only', '', true);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_project_costs(ids integer[]) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM projects WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  PERFORM set_config('plumbline.kept_figures_only', 'on', true);
  UPDATE projects p SET expense_total = coalesce((SELECT sum(e.amount) FROM expenses e WHERE e.project_id = p.id), 0)
  WHERE p.id = ANY(ids);
  PERFORM set_config('plumbline.kept_figures_only', '', true);
  PERFORM refresh_project_labor(ids);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  project_col text := TG_ARGV[0];
  ids jsonb;
  pids jsonb;
  cost_only boolean := false;
  eids jsonb;
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
      -- Set by the functions that refresh the kept figures, around their own UPDATE only; other updates compare rows.
      cost_only := coalesce(current_setting('plumbline.kept_figures_only', true), '') = 'on' OR NOT EXISTS (
        SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE to_jsonb(n) - ARRAY['expense_total', 'labor_total', 'work_count', 'unpriced_work_count', 'unpriced_employee_ids']
          IS DISTINCT FROM to_jsonb(o) - ARRAY['expense_total', 'labor_total', 'work_count', 'unpriced_work_count', 'unpriced_employee_ids']);
    END IF;
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF; -- the statement touched no row
  -- The employees whose week a work record, an advance or a payment moves (the payroll week's pieces, issue 12).
  IF TG_TABLE_NAME IN ('time_entries', 'payroll_advances', 'payments') THEN
    IF TG_OP = 'INSERT' THEN
      SELECT coalesce(jsonb_agg(DISTINCT employee_id) FILTER (WHERE employee_id IS NOT NULL), '[]') INTO eids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT coalesce(jsonb_agg(DISTINCT employee_id) FILTER (WHERE employee_id IS NOT NULL), '[]') INTO eids FROM old_rows;
    ELSE
      SELECT coalesce(jsonb_agg(DISTINCT employee_id) FILTER (WHERE employee_id IS NOT NULL), '[]') INTO eids
      FROM (SELECT employee_id FROM new_rows UNION ALL SELECT employee_id FROM old_rows) r;
    END IF;
  END IF;
  payload := (CASE WHEN pids IS NULL THEN jsonb_build_object('t', TG_TABLE_NAME, 'ids', ids)
                  WHEN cost_only THEN jsonb_build_object('t', TG_TABLE_NAME, 'ids', ids, 'p', pids, 'c', true)
                  ELSE jsonb_build_object('t', TG_TABLE_NAME, 'ids', ids, 'p', pids) END
             || CASE WHEN eids IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('e', eids) END)::text;
  IF octet_length(payload) > 7900 THEN payload := json_build_object('t', TG_TABLE_NAME)::text; END IF;
  PERFORM pg_notify('plumbline_data_changed', payload);
  RETURN NULL;
END $$;
