-- A work-record write recomputed both totals of its projects (refresh_project_costs, 0005): the labor total, which
-- its pay changes, and the expense total, which it cannot change (a sum over every expense of the project). Now it
-- recomputes the labor total alone, with 0005's locking: the project rows first (FOR NO KEY UPDATE, in id order),
-- then the sum in a fresh statement, so the last writer to take the lock stores the complete sum. An employee's
-- rate change reprices only labor too. Expense writes keep their deltas (0008). Issue 12's mixed load: about 40 %
-- of a work-record write's database time.
CREATE OR REPLACE FUNCTION refresh_project_labor(ids integer[]) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM projects WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE projects p SET
    labor_total = coalesce((
      SELECT sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, em.daily_rate, em.hourly_rate))
      FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id
      WHERE t.project_id = p.id), 0)
  WHERE p.id = ANY(ids);
END $$;
--> statement-breakpoint
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
  IF ids IS NOT NULL THEN PERFORM refresh_project_labor(ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION employee_rates_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  SELECT array_agg(DISTINCT t.project_id) INTO ids
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN time_entries t ON t.employee_id = n.id
  WHERE n.daily_rate IS DISTINCT FROM o.daily_rate OR n.hourly_rate IS DISTINCT FROM o.hourly_rate;
  IF ids IS NOT NULL THEN PERFORM refresh_project_labor(ids); END IF;
  RETURN NULL;
END $$;
