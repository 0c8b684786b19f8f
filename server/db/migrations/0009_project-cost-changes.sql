-- A change of projects that only moved their cost totals (the expense and work-record triggers) says so:
-- {"t": "projects", "ids": [...], "p": [...], "c": true}. Screens treat it as any change of those projects (the
-- totals are on the cards); the server's response cache treats it as a change of "project_costs", so bodies
-- that read projects only for their names (the payroll week, the expense list) stay cached while costs are
-- entered (server/http/response-cache.ts). Otherwise as 0007.
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
        WHERE to_jsonb(n) - ARRAY['expense_total', 'labor_total'] IS DISTINCT FROM to_jsonb(o) - ARRAY['expense_total', 'labor_total']);
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
