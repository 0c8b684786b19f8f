-- A customer rating is optional when a project is completed: a skipped rating is stored as NULL ("not rated"),
-- never as a default 5. Ratings already stored stay as they are (a default 5 cannot be told from a real one).
ALTER TABLE completed_projects ALTER COLUMN customer_rating DROP DEFAULT;--> statement-breakpoint
ALTER TABLE completed_projects ALTER COLUMN customer_rating DROP NOT NULL;
