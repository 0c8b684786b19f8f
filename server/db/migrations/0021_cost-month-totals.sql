-- The Accounting overview without reading every cost of the year (issue 13: cache miss < 60 ms on the bench's
-- 74,000 costs of its busiest year): the count and exact total of every project's costs per month and source
-- (an expense category, or 'work' for the labor pay of work records, docs/product/rules.md), kept by statement triggers in
-- the same transaction as each write, adding the write's difference under the row's lock as migration 0007 does
-- (INSERT … ON CONFLICT DO UPDATE re-reads the newest row, so concurrent writers never lose an update).
-- A work record's pay depends on its employee's rates: a rate change adds the repricing of that employee's
-- records, as projects.labor_total is recomputed (0001). GET /api/system/reconciliation recomputes this table
-- from the detail rows and reports any difference. No foreign key: a project's delete takes its costs, whose
-- triggers empty its rows. month is the first day of the month.
CREATE TABLE cost_month_totals (
  month date NOT NULL,
  project_id integer NOT NULL,
  source text NOT NULL,
  count integer NOT NULL,
  amount numeric(14, 2) NOT NULL,
  PRIMARY KEY (month, project_id, source)
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cost_month_totals_expenses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO cost_month_totals AS t (month, project_id, source, count, amount)
    SELECT date_trunc('month', date)::date, project_id, category, count(*), sum(amount) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (month, project_id, source) DO UPDATE SET count = t.count + excluded.count, amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO cost_month_totals AS t (month, project_id, source, count, amount)
    SELECT date_trunc('month', date)::date, project_id, category, -count(*), -sum(amount) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (month, project_id, source) DO UPDATE SET count = t.count + excluded.count, amount = t.amount + excluded.amount;
  ELSE
    INSERT INTO cost_month_totals AS t (month, project_id, source, count, amount)
    SELECT m, project_id, category, sum(n), sum(a) FROM (
      SELECT date_trunc('month', date)::date AS m, project_id, category, 1 AS n, amount AS a FROM new_rows
      UNION ALL SELECT date_trunc('month', date)::date, project_id, category, -1, -amount FROM old_rows) d
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(a) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (month, project_id, source) DO UPDATE SET count = t.count + excluded.count, amount = t.amount + excluded.amount;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    -- A group whose last cost went (deleted, moved, or its project deleted) leaves no row behind.
    DELETE FROM cost_month_totals t USING (SELECT DISTINCT date_trunc('month', date)::date AS m, project_id, category FROM old_rows) o
    WHERE t.month = o.m AND t.project_id = o.project_id AND t.source = o.category AND t.count = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cost_month_totals_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO cost_month_totals AS t (month, project_id, source, count, amount)
    SELECT date_trunc('month', r.date)::date, r.project_id, 'work', count(*),
      sum(labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, em.daily_rate, em.hourly_rate))
    FROM new_rows r LEFT JOIN employees em ON em.id = r.employee_id GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (month, project_id, source) DO UPDATE SET count = t.count + excluded.count, amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO cost_month_totals AS t (month, project_id, source, count, amount)
    SELECT date_trunc('month', r.date)::date, r.project_id, 'work', -count(*),
      -sum(labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, em.daily_rate, em.hourly_rate))
    FROM old_rows r LEFT JOIN employees em ON em.id = r.employee_id GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (month, project_id, source) DO UPDATE SET count = t.count + excluded.count, amount = t.amount + excluded.amount;
  ELSE
    INSERT INTO cost_month_totals AS t (month, project_id, source, count, amount)
    SELECT m, project_id, 'work', sum(n), sum(a) FROM (
      SELECT date_trunc('month', r.date)::date AS m, r.project_id, 1 AS n,
        labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, em.daily_rate, em.hourly_rate) AS a
      FROM new_rows r LEFT JOIN employees em ON em.id = r.employee_id
      UNION ALL
      SELECT date_trunc('month', r.date)::date, r.project_id, -1,
        -labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, em.daily_rate, em.hourly_rate)
      FROM old_rows r LEFT JOIN employees em ON em.id = r.employee_id) d
    GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(a) <> 0 ORDER BY 1, 2
    ON CONFLICT (month, project_id, source) DO UPDATE SET count = t.count + excluded.count, amount = t.amount + excluded.amount;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM cost_month_totals t USING (SELECT DISTINCT date_trunc('month', date)::date AS m, project_id FROM old_rows) o
    WHERE t.month = o.m AND t.project_id = o.project_id AND t.source = 'work' AND t.count = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A change of an employee's rates reprices the work records the rates apply to (labor_pay of old and new rates).
CREATE OR REPLACE FUNCTION cost_month_totals_rates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cost_month_totals AS t (month, project_id, source, count, amount)
  SELECT date_trunc('month', r.date)::date, r.project_id, 'work', 0,
    sum(labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, n.daily_rate, n.hourly_rate)
      - labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, o.daily_rate, o.hourly_rate))
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN time_entries r ON r.employee_id = n.id
  WHERE n.daily_rate IS DISTINCT FROM o.daily_rate OR n.hourly_rate IS DISTINCT FROM o.hourly_rate
  GROUP BY 1, 2 HAVING sum(labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, n.daily_rate, n.hourly_rate)
      - labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, o.daily_rate, o.hourly_rate)) <> 0
  ORDER BY 1, 2
  ON CONFLICT (month, project_id, source) DO UPDATE SET amount = t.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER expenses_cost_month_ins AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cost_month_totals_expenses();
--> statement-breakpoint
CREATE TRIGGER expenses_cost_month_upd AFTER UPDATE ON expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cost_month_totals_expenses();
--> statement-breakpoint
CREATE TRIGGER expenses_cost_month_del AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cost_month_totals_expenses();
--> statement-breakpoint
CREATE TRIGGER time_entries_cost_month_ins AFTER INSERT ON time_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cost_month_totals_work();
--> statement-breakpoint
CREATE TRIGGER time_entries_cost_month_upd AFTER UPDATE ON time_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cost_month_totals_work();
--> statement-breakpoint
CREATE TRIGGER time_entries_cost_month_del AFTER DELETE ON time_entries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cost_month_totals_work();
--> statement-breakpoint
CREATE TRIGGER employees_cost_month_rates AFTER UPDATE ON employees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cost_month_totals_rates();
--> statement-breakpoint
-- Rebuilds the table from the costs (after a bulk load with the triggers off, or a restore).
CREATE OR REPLACE FUNCTION refresh_cost_month_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM cost_month_totals;
  INSERT INTO cost_month_totals (month, project_id, source, count, amount)
  SELECT date_trunc('month', date)::date, project_id, category, count(*), sum(amount) FROM expenses GROUP BY 1, 2, 3;
  INSERT INTO cost_month_totals (month, project_id, source, count, amount)
  SELECT date_trunc('month', t.date)::date, t.project_id, 'work', count(*),
    sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, em.daily_rate, em.hourly_rate))
  FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT refresh_cost_month_totals();
