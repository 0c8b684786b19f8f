-- Change notifications of work records, advances and payments also name the employees they touch ("e": [ids]), so
-- the cached payroll week rebuilds only those employees' rows (server/features/payroll/week-pieces.ts, issue 12's
-- mixed load) instead of all 300 after every work record. Otherwise the same function as 0032.
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
      cost_only := NOT EXISTS (
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
