-- The weekly payroll without rereading the week's work records (issue 12's mixed load: rebuilding the payroll of a
-- busy week after each work-record write was about half of the database time). Each employee's days, hours, pay and
-- record count per project and week (week_start is the Sunday, docs/product/rules.md §2) are kept by statement
-- triggers in the same transaction as each write, adding the write's difference under the row's lock as
-- cost_month_totals does (0021, 0022): INSERT … ON CONFLICT DO UPDATE re-reads the newest row, so concurrent writers
-- never lose an update, and the employees are taken FOR SHARE first, so a rate change in flight is waited for and
-- its repricing and the write's own difference add up to the pay at the committed rate. A rate change reprices the
-- employee's lines. Only work records of an employee are payroll (a subcontractor's are not). GET
-- /api/system/reconciliation recomputes the table from the work records and reports any difference. No foreign
-- key: the work records' own deletes empty the lines.
CREATE TABLE payroll_week_lines (
  week_start date NOT NULL,
  employee_id integer NOT NULL,
  project_id integer NOT NULL,
  count integer NOT NULL,
  days numeric(12, 1) NOT NULL,
  hours numeric(14, 2) NOT NULL,
  pay numeric(14, 2) NOT NULL,
  PRIMARY KEY (week_start, employee_id, project_id)
);
--> statement-breakpoint
-- The Sunday that starts a day's payroll week.
CREATE OR REPLACE FUNCTION payroll_week_start(d date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT d - extract(dow FROM d)::int
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payroll_week_lines_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM employees WHERE id IN (SELECT employee_id FROM new_rows) ORDER BY id FOR SHARE;
    INSERT INTO payroll_week_lines AS l (week_start, employee_id, project_id, count, days, hours, pay)
    SELECT payroll_week_start(r.date), r.employee_id, r.project_id, count(*),
      sum(CASE WHEN r.entry_type = 'hours' THEN 0 ELSE coalesce(r.days, 0) END),
      sum(CASE WHEN r.entry_type = 'hours' THEN coalesce(r.hours, 0) ELSE 0 END),
      sum(labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, em.daily_rate, em.hourly_rate))
    FROM new_rows r JOIN employees em ON em.id = r.employee_id GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (week_start, employee_id, project_id) DO UPDATE SET count = l.count + excluded.count,
      days = l.days + excluded.days, hours = l.hours + excluded.hours, pay = l.pay + excluded.pay;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM employees WHERE id IN (SELECT employee_id FROM old_rows) ORDER BY id FOR SHARE;
    INSERT INTO payroll_week_lines AS l (week_start, employee_id, project_id, count, days, hours, pay)
    SELECT payroll_week_start(r.date), r.employee_id, r.project_id, -count(*),
      -sum(CASE WHEN r.entry_type = 'hours' THEN 0 ELSE coalesce(r.days, 0) END),
      -sum(CASE WHEN r.entry_type = 'hours' THEN coalesce(r.hours, 0) ELSE 0 END),
      -sum(labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, em.daily_rate, em.hourly_rate))
    FROM old_rows r JOIN employees em ON em.id = r.employee_id GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (week_start, employee_id, project_id) DO UPDATE SET count = l.count + excluded.count,
      days = l.days + excluded.days, hours = l.hours + excluded.hours, pay = l.pay + excluded.pay;
  ELSE
    PERFORM 1 FROM employees
    WHERE id IN (SELECT employee_id FROM new_rows UNION SELECT employee_id FROM old_rows) ORDER BY id FOR SHARE;
    INSERT INTO payroll_week_lines AS l (week_start, employee_id, project_id, count, days, hours, pay)
    SELECT w, employee_id, project_id, sum(n), sum(d), sum(h), sum(a) FROM (
      SELECT payroll_week_start(r.date) AS w, r.employee_id, r.project_id, 1 AS n,
        CASE WHEN r.entry_type = 'hours' THEN 0 ELSE coalesce(r.days, 0) END AS d,
        CASE WHEN r.entry_type = 'hours' THEN coalesce(r.hours, 0) ELSE 0 END AS h,
        labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, em.daily_rate, em.hourly_rate) AS a
      FROM new_rows r JOIN employees em ON em.id = r.employee_id
      UNION ALL
      SELECT payroll_week_start(r.date), r.employee_id, r.project_id, -1,
        -(CASE WHEN r.entry_type = 'hours' THEN 0 ELSE coalesce(r.days, 0) END),
        -(CASE WHEN r.entry_type = 'hours' THEN coalesce(r.hours, 0) ELSE 0 END),
        -labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, em.daily_rate, em.hourly_rate)
      FROM old_rows r JOIN employees em ON em.id = r.employee_id) x
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(d) <> 0 OR sum(h) <> 0 OR sum(a) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (week_start, employee_id, project_id) DO UPDATE SET count = l.count + excluded.count,
      days = l.days + excluded.days, hours = l.hours + excluded.hours, pay = l.pay + excluded.pay;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    -- A line whose last work record went (deleted, moved to another week, project or employee) leaves no row.
    DELETE FROM payroll_week_lines l
    USING (SELECT DISTINCT payroll_week_start(date) AS w, employee_id, project_id FROM old_rows WHERE employee_id IS NOT NULL) o
    WHERE l.week_start = o.w AND l.employee_id = o.employee_id AND l.project_id = o.project_id AND l.count = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A change of an employee's rates reprices the lines of the work records the rates apply to.
CREATE OR REPLACE FUNCTION payroll_week_lines_rates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payroll_week_lines AS l (week_start, employee_id, project_id, count, days, hours, pay)
  SELECT payroll_week_start(r.date), r.employee_id, r.project_id, 0, 0, 0,
    sum(labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, n.daily_rate, n.hourly_rate)
      - labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, o.daily_rate, o.hourly_rate))
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN time_entries r ON r.employee_id = n.id
  WHERE n.daily_rate IS DISTINCT FROM o.daily_rate OR n.hourly_rate IS DISTINCT FROM o.hourly_rate
  GROUP BY 1, 2, 3 HAVING sum(labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, n.daily_rate, n.hourly_rate)
      - labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, o.daily_rate, o.hourly_rate)) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (week_start, employee_id, project_id) DO UPDATE SET pay = l.pay + excluded.pay;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_entries_payroll_lines_ins AFTER INSERT ON time_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_week_lines_work();
--> statement-breakpoint
CREATE TRIGGER time_entries_payroll_lines_upd AFTER UPDATE ON time_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_week_lines_work();
--> statement-breakpoint
CREATE TRIGGER time_entries_payroll_lines_del AFTER DELETE ON time_entries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_week_lines_work();
--> statement-breakpoint
CREATE TRIGGER employees_payroll_lines_rates AFTER UPDATE ON employees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payroll_week_lines_rates();
--> statement-breakpoint
-- Rebuilds the table from the work records (after a bulk load with the triggers off, or a restore).
CREATE OR REPLACE FUNCTION refresh_payroll_week_lines() RETURNS void LANGUAGE sql AS $$
  DELETE FROM payroll_week_lines;
  INSERT INTO payroll_week_lines (week_start, employee_id, project_id, count, days, hours, pay)
  SELECT payroll_week_start(t.date), t.employee_id, t.project_id, count(*),
    sum(CASE WHEN t.entry_type = 'hours' THEN 0 ELSE coalesce(t.days, 0) END),
    sum(CASE WHEN t.entry_type = 'hours' THEN coalesce(t.hours, 0) ELSE 0 END),
    sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, em.daily_rate, em.hourly_rate))
  FROM time_entries t JOIN employees em ON em.id = t.employee_id GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT refresh_payroll_week_lines();
