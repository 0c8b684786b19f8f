-- Exact cost totals under concurrent writes (docs/decisions/002-cost-totals-under-concurrency.md).
-- 0001's refresh_project_costs() was one UPDATE whose sums were read from the statement's snapshot: under READ
-- COMMITTED a writer that waited for the project row lock of another writer then stored a sum that missed the
-- other writer's rows. Now the project rows are locked first (FOR NO KEY UPDATE, in id order, so writers to
-- several projects cannot deadlock; not FOR UPDATE, which conflicts with the FOR KEY SHARE that every foreign-key
-- check of an expense or work record holds on its project), and the sums are taken by a second statement, whose
-- fresh snapshot sees every writer that committed before the lock was granted. The last writer to take the lock
-- therefore always stores the complete sum.
CREATE OR REPLACE FUNCTION refresh_project_costs(ids integer[]) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM projects WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE projects p SET
    expense_total = coalesce((SELECT sum(e.amount) FROM expenses e WHERE e.project_id = p.id), 0),
    labor_total = coalesce((
      SELECT sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, em.daily_rate, em.hourly_rate))
      FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id
      WHERE t.project_id = p.id), 0)
  WHERE p.id = ANY(ids);
END $$;
--> statement-breakpoint
-- A work record's labor pay reads its employee's rates. A rate change (employee_rates_after_change) reprices the
-- projects that already have that employee's records, as seen by its own snapshot; a work record written at the
-- same time for another project would be priced with the old rate and missed by the repricing. So a work record
-- write first takes FOR SHARE on its employees (in id order): it waits for a rate change in flight to commit, and
-- a rate change waits for the work record writes in flight (whose repricing then runs after them, in a fresh
-- snapshot that sees their rows).
CREATE OR REPLACE FUNCTION project_costs_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT project_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT project_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT project_id) INTO ids FROM (SELECT project_id FROM new_rows UNION SELECT project_id FROM old_rows) s;
  END IF;
  IF TG_TABLE_NAME = 'time_entries' AND TG_OP <> 'DELETE' THEN
    PERFORM 1 FROM employees WHERE id IN (SELECT employee_id FROM new_rows) ORDER BY id FOR SHARE;
  END IF;
  IF ids IS NOT NULL THEN PERFORM refresh_project_costs(ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An advance is a prepayment of wages, never a project cost (docs/product/rules.md): the labor expenses that advances with
-- deductFromProject created are deleted (the expense triggers take them out of the totals) and the link cleared.
DELETE FROM expenses WHERE id IN (SELECT expense_id FROM payroll_advances WHERE expense_id IS NOT NULL);
--> statement-breakpoint
UPDATE payroll_advances SET expense_id = NULL WHERE expense_id IS NOT NULL;
--> statement-breakpoint
-- The cost panel sums the advances drawn against a project; a project delete sets their project_id to NULL.
CREATE INDEX IF NOT EXISTS payroll_advances_project_idx ON payroll_advances USING btree (project_id);
--> statement-breakpoint
-- Expense categories are one fixed list (docs/product/rules.md). Stored values are lower-cased and trimmed; anything else
-- becomes 'other'. The CHECK keeps the list exact whatever writes the row.
UPDATE expenses SET category = lower(btrim(category)) WHERE category <> lower(btrim(category));
--> statement-breakpoint
UPDATE expenses SET category = 'other'
WHERE category NOT IN ('material', 'labor', 'gas', 'fuel', 'dining', 'equipment', 'subcontractor', 'permits', 'utilities', 'other');
--> statement-breakpoint
ALTER TABLE expenses ADD CONSTRAINT expenses_category_check
  CHECK (category IN ('material', 'labor', 'gas', 'fuel', 'dining', 'equipment', 'subcontractor', 'permits', 'utilities', 'other'));
