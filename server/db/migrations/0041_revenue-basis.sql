-- Revenue on an accountant's basis (issue 37): earned (percentage of completion, the default), billed or cash.
-- Earned revenue at a day uses the estimated total cost in force that day, so closed periods stay closed when an
-- estimate is revised: project_estimates keeps a job's dated estimate history (effective_date on; the latest on
-- or before a day is in force, ties by id; a null estimate means "no estimate" from that day).
-- project_billing.estimated_total_cost stays the estimate in force today: a change to it made through the billing
-- terms (no date asked) is recorded here as effective today by the trigger below, unless it is already the
-- estimate in force (a dated revision writes its history row first, then the terms).
CREATE TABLE "project_estimates" (
  "id" serial PRIMARY KEY,
  "project_id" integer NOT NULL REFERENCES "projects"("id") ON DELETE CASCADE,
  "effective_date" date NOT NULL,
  "estimated_total_cost" numeric(14, 2) CHECK ("estimated_total_cost" >= 0),
  "note" varchar(500),
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "project_estimates_project_idx" ON "project_estimates" ("project_id", "effective_date", "id");--> statement-breakpoint
-- The estimates set before this history existed: in force from the job's start (the only date they can have; the
-- WIP snapshots already took them as they are now), or from the day the terms were saved for a job without one.
INSERT INTO "project_estimates" ("project_id", "effective_date", "estimated_total_cost", "note")
SELECT b.project_id, coalesce(least(p.start_date, b.updated_at::date), b.updated_at::date), b.estimated_total_cost,
  'Estimate before dated history (migration 0041)'
FROM "project_billing" b JOIN "projects" p ON p.id = b.project_id
WHERE b.estimated_total_cost IS NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_estimate_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  in_force numeric;
  found_one boolean;
BEGIN
  SELECT true, e.estimated_total_cost INTO found_one, in_force FROM project_estimates e
    WHERE e.project_id = NEW.project_id AND e.effective_date <= current_date
    ORDER BY e.effective_date DESC, e.id DESC LIMIT 1;
  IF coalesce(found_one, false) AND in_force IS NOT DISTINCT FROM NEW.estimated_total_cost THEN RETURN NULL; END IF;
  IF NOT coalesce(found_one, false) AND NEW.estimated_total_cost IS NULL THEN RETURN NULL; END IF;
  INSERT INTO project_estimates (project_id, effective_date, estimated_total_cost, note)
    VALUES (NEW.project_id, current_date, NEW.estimated_total_cost, 'Billing terms');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER project_billing_estimate_history AFTER INSERT OR UPDATE OF estimated_total_cost ON project_billing
  FOR EACH ROW EXECUTE FUNCTION project_estimate_history();--> statement-breakpoint
SELECT watch_table('project_estimates', 'project_id');--> statement-breakpoint
-- "Contract value at project start" is no revenue basis: an owner who chose it gets the default, earned.
UPDATE "configurations" SET "value" = 'earned', "updated_at" = now()
WHERE "key" = 'accounting.revenueMethod' AND "value" = 'project-start';
