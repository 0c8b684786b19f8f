-- Who entered a row a foreman may otherwise change (issue 38 scope 2): a foreman changes or deletes only the
-- expenses, work records and photos he entered himself, never what the owner or the office entered. The user id
-- comes from the transaction-local setting every write of money sets (server/features/audit/actor.ts asActor);
-- photos, written outside it, pass their user explicitly. Rows from before this migration, from sign-in off, from
-- the bench loader or a direct SQL session have none: the office's.
ALTER TABLE expenses ADD COLUMN entered_by integer DEFAULT nullif(current_setting('plumbline.actor_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE time_entries ADD COLUMN entered_by integer DEFAULT nullif(current_setting('plumbline.actor_id', true), '')::integer;--> statement-breakpoint
ALTER TABLE project_photos ADD COLUMN entered_by integer DEFAULT nullif(current_setting('plumbline.actor_id', true), '')::integer;--> statement-breakpoint
-- A foreman's file requests (/uploads/*) find the project of a file by its name.
CREATE INDEX IF NOT EXISTS project_photos_file_name_idx ON project_photos (file_name);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS project_photos_thumbnail_idx ON project_photos (image_data) WHERE image_data IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS receipts_file_name_idx ON receipts (file_name);
