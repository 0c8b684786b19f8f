-- Project trash (issue 18): deleting a project moves it here for 30 days instead of losing it. The delete
-- keeps, as JSON, every row the delete takes with it by cascade (the project, its expenses, work records,
-- photos, receipts, team, snapshots …, found through the foreign keys) and every link the delete clears
-- (payments, advances, posts whose project_id or expense_id is set null), then deletes the project as before:
-- the books, lists, totals and reconciliation see exactly what they see after a delete, with no rule to add to
-- each query. Restore inserts the rows back with their ids (the triggers put the totals back) and sets the
-- cleared links again. The photo and receipt files stay in storage until the scheduled purge after 30 days.
CREATE TABLE project_trash (
  id serial PRIMARY KEY,
  project_id integer NOT NULL UNIQUE,
  name varchar(255) NOT NULL,
  deleted_at timestamptz NOT NULL DEFAULT now(),
  deleted_by text NOT NULL,
  summary jsonb NOT NULL,
  rows jsonb NOT NULL,
  links jsonb NOT NULL,
  files jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX project_trash_deleted_at_idx ON project_trash (deleted_at);
