-- The priced line items read from a project's approval PDF (issue 20, schedule of values): kept with the project
-- when it is created from an extracted PDF, so its schedule of values can start from them. Money exact (numeric).
CREATE TABLE "project_approval_items" (
  "id" serial PRIMARY KEY,
  "project_id" integer NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
  "position" integer NOT NULL,
  "description" varchar(500) NOT NULL,
  "quantity" numeric(14, 3),
  "unit" varchar(50),
  "unit_price" numeric(14, 2),
  "total_price" numeric(14, 2) NOT NULL
);--> statement-breakpoint
CREATE INDEX "project_approval_items_project_idx" ON "project_approval_items" ("project_id", "position");--> statement-breakpoint
SELECT watch_table('project_approval_items', 'project_id');
--> statement-breakpoint
-- WIP month-end snapshots filled in afterwards for earlier months (issue 20) say so: they were computed from the
-- dated records as they stand when filled in, not kept at that month's end.
ALTER TABLE "wip_snapshots" ADD COLUMN "backfilled" boolean NOT NULL DEFAULT false;
