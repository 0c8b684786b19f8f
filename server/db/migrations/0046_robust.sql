-- Issue 38: completing a project whose costs exceed $9,999,999,999.99 failed with a 500, because the archived
-- final cost and profit were numeric(12,2) while a project's expense and labor totals are numeric(14,2) each.
-- Final cost is their sum and profit is the budget less it: numeric(15,2) holds any value either can take.
ALTER TABLE completed_projects ALTER COLUMN final_cost TYPE numeric(15, 2);--> statement-breakpoint
ALTER TABLE completed_projects ALTER COLUMN profit TYPE numeric(15, 2);
