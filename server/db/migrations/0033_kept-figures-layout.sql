-- The kept figures (payroll week lines, month and category totals, the projects' cost totals) are updated in place by
-- every cost write. With full pages an update cannot stay on its page (no HOT update), so each one moved the row to
-- the end of the table: under issue 12's mixed load one payroll week's 869 lines lay on 384 of 493 pages, and reading
-- the week took 12 ms of its 24 ms (8 pages and 0.2 ms once the table was in key order). Room on each page keeps an
-- updated row where it is; the tables are rewritten once in key order, and the refreshes (restore of an older backup,
-- the bench's bulk load) write them in key order.
ALTER TABLE payroll_week_lines SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE cost_month_totals SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE expense_category_totals SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE projects SET (fillfactor = 80);
--> statement-breakpoint
CLUSTER payroll_week_lines USING payroll_week_lines_pkey;
--> statement-breakpoint
CLUSTER cost_month_totals USING cost_month_totals_pkey;
--> statement-breakpoint
CLUSTER expense_category_totals USING expense_category_totals_pkey;
--> statement-breakpoint
CLUSTER projects USING projects_pkey;
--> statement-breakpoint
-- As 0031, written in key order.
CREATE OR REPLACE FUNCTION refresh_payroll_week_lines() RETURNS void LANGUAGE sql AS $$
  DELETE FROM payroll_week_lines;
  INSERT INTO payroll_week_lines (week_start, employee_id, project_id, count, days, hours, pay)
  SELECT payroll_week_start(t.date), t.employee_id, t.project_id, count(*),
    sum(CASE WHEN t.entry_type = 'hours' THEN 0 ELSE coalesce(t.days, 0) END),
    sum(CASE WHEN t.entry_type = 'hours' THEN coalesce(t.hours, 0) ELSE 0 END),
    sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, em.daily_rate, em.hourly_rate))
  FROM time_entries t JOIN employees em ON em.id = t.employee_id GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
-- As before, written in key order (month, project, source).
CREATE OR REPLACE FUNCTION refresh_cost_month_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM cost_month_totals;
  INSERT INTO cost_month_totals (month, project_id, source, count, amount)
  SELECT month, project_id, source, count, amount FROM (
    SELECT date_trunc('month', date)::date AS month, project_id, category AS source, count(*) AS count, sum(amount) AS amount
    FROM expenses GROUP BY 1, 2, 3
    UNION ALL
    SELECT date_trunc('month', t.date)::date, t.project_id, 'work', count(*),
      sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, em.daily_rate, em.hourly_rate))
    FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id GROUP BY 1, 2
  ) kept ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
-- As before, written in key order (project, category).
CREATE OR REPLACE FUNCTION refresh_expense_category_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM expense_category_totals;
  INSERT INTO expense_category_totals (project_id, category, count, amount)
  SELECT project_id, category, count(*), sum(amount) FROM expenses GROUP BY 1, 2 ORDER BY 1, 2;
$$;
