-- Live screens (issue 12): every committed write to any table notifies plumbline_data_changed with what changed,
-- as JSON {"t": table, "ids": [row ids], "p": [project ids]} ("p" only for tables tied to a project). Statement-level
-- triggers with transition tables send one notification per statement. A payload that would not fit NOTIFY's
-- 8000 bytes (a bulk write) shrinks to {"t": table}, which clients read as "anything in this table may have
-- changed"; TRUNCATE sends that too. Payloads carry ids only, never row data.
-- watch_table(table, project column) (re)creates a table's triggers; a new table's migration calls it too.
CREATE OR REPLACE FUNCTION notify_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  project_col text := TG_ARGV[0];
  source text;
  ids jsonb;
  pids jsonb;
  payload text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('plumbline_data_changed', json_build_object('t', TG_TABLE_NAME)::text);
    RETURN NULL;
  END IF;
  source := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT * FROM old_rows'
    ELSE 'SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows' END;
  EXECUTE format(
    'SELECT coalesce(jsonb_agg(DISTINCT id), ''[]''), %s FROM (%s) r',
    CASE WHEN project_col = '' THEN 'NULL::jsonb'
         ELSE format('coalesce(jsonb_agg(DISTINCT %I) FILTER (WHERE %I IS NOT NULL), ''[]'')', project_col, project_col) END,
    source) INTO ids, pids;
  IF ids = '[]'::jsonb THEN RETURN NULL; END IF; -- the statement touched no row
  payload := jsonb_build_object('t', TG_TABLE_NAME, 'ids', ids)::text;
  IF pids IS NOT NULL THEN payload := jsonb_build_object('t', TG_TABLE_NAME, 'ids', ids, 'p', pids)::text; END IF;
  IF octet_length(payload) > 7900 THEN payload := json_build_object('t', TG_TABLE_NAME)::text; END IF;
  PERFORM pg_notify('plumbline_data_changed', payload);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION watch_table(tbl text, project_col text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_changed', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_rows_ins', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_rows_upd', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_rows_del', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', tbl || '_rows_truncate', tbl);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed(%L)', tbl || '_rows_ins', tbl, project_col);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed(%L)', tbl || '_rows_upd', tbl, project_col);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed(%L)', tbl || '_rows_del', tbl, project_col);
  EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_rows_changed(%L)', tbl || '_rows_truncate', tbl, project_col);
END $$;
--> statement-breakpoint
SELECT watch_table('projects', 'id');
--> statement-breakpoint
SELECT watch_table('expenses', 'project_id');
--> statement-breakpoint
SELECT watch_table('time_entries', 'project_id');
--> statement-breakpoint
SELECT watch_table('project_employees', 'project_id');
--> statement-breakpoint
SELECT watch_table('project_subcontractors', 'project_id');
--> statement-breakpoint
SELECT watch_table('project_photos', 'project_id');
--> statement-breakpoint
SELECT watch_table('receipts', 'project_id');
--> statement-breakpoint
SELECT watch_table('payments', 'project_id');
--> statement-breakpoint
SELECT watch_table('payroll_advances', 'project_id');
--> statement-breakpoint
SELECT watch_table('notifications', 'project_id');
--> statement-breakpoint
SELECT watch_table('active_projects', 'original_project_id');
--> statement-breakpoint
SELECT watch_table('inactive_projects', 'original_project_id');
--> statement-breakpoint
SELECT watch_table('completed_projects', 'original_project_id');
--> statement-breakpoint
SELECT watch_table('employees', '');
--> statement-breakpoint
SELECT watch_table('suppliers', '');
--> statement-breakpoint
SELECT watch_table('subcontractors', '');
--> statement-breakpoint
SELECT watch_table('sms_outbox', '');
--> statement-breakpoint
SELECT watch_table('notification_rules', '');
--> statement-breakpoint
SELECT watch_table('configurations', '');
--> statement-breakpoint
SELECT watch_table('social_accounts', '');
--> statement-breakpoint
SELECT watch_table('scheduled_posts', '');
--> statement-breakpoint
DROP FUNCTION notify_data_changed();
