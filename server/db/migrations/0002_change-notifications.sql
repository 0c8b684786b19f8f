-- Every committed write to a table that feeds a cached response notifies the server (LISTEN plumbline_data_changed),
-- so cached lists and dashboards are dropped even when the write came from another process or a direct SQL session.
CREATE OR REPLACE FUNCTION notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('plumbline_data_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER expenses_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON expenses FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER time_entries_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON time_entries FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER employees_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON employees FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER project_photos_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_photos FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER notifications_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notifications FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
