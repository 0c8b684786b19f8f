-- Expenses page search (GET /api/expenses?search=…): a case-insensitive substring of the expense description or of
-- its project's name, written as lower(x) LIKE lower('%' || text || '%'). Trigram GIN indexes on exactly those
-- expressions let the planner find the matches of a 3+ character search without reading all expenses.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS expenses_description_trgm_idx ON expenses USING gin (lower(description) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS projects_name_trgm_idx ON projects USING gin (lower(name) gin_trgm_ops);
