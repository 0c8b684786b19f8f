-- Pay rates have dates (issue 37 scope 2, docs/product/rules.md §1): a raise on the employee row repriced every past
-- work record (28 paid weeks showed more than was paid; 2025 costs changed from a 2026 raise). Now each employee has
-- a rate history (employee_rates: effective date, daily rate, hourly rate) and each work record keeps the rates in
-- force on the day worked (time_entries.daily_rate / hourly_rate), set by a row trigger when a record is written or
-- moved to another day or employee, and rewritten for the affected dates when the history changes. The total-keeping
-- triggers (0021/0022 month totals, 0031 payroll week lines, 0035/0036 project labor) now price a record with its own
-- kept rates, so a repricing is an ordinary UPDATE of time_entries whose old and new rows they already difference; the
-- employees' rate triggers (0001/0029, 0021, 0031) are dropped. The employee row's rates stay the rate in force today
-- (the spec's callers read them). Rule of the rate in force on day d: the latest entry effective on or before d; a day
-- before the first entry takes the first entry (work recorded before an employee's first rate has no other rate);
-- an employee without entries (rows written past the triggers) takes the employee row's rates.
CREATE TABLE employee_rates (
  id serial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
  effective_from date NOT NULL,
  daily_rate numeric(8, 2),
  hourly_rate numeric(8, 2),
  created_at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX employee_rates_employee_date_idx ON employee_rates (employee_id, effective_from);
--> statement-breakpoint
ALTER TABLE time_entries ADD COLUMN daily_rate numeric(8, 2);
--> statement-breakpoint
ALTER TABLE time_entries ADD COLUMN hourly_rate numeric(8, 2);
--> statement-breakpoint
-- The rates of employee emp in force on day d (the rule above); NULLs for an unknown employee.
CREATE OR REPLACE FUNCTION employee_rate_on(emp integer, d date, OUT daily_rate numeric, OUT hourly_rate numeric)
LANGUAGE sql STABLE AS $$
  SELECT x.daily_rate, x.hourly_rate FROM (
    (SELECT r.daily_rate, r.hourly_rate, 1 AS k FROM employee_rates r
     WHERE r.employee_id = emp AND r.effective_from <= d ORDER BY r.effective_from DESC LIMIT 1)
    UNION ALL
    (SELECT r.daily_rate, r.hourly_rate, 2 FROM employee_rates r WHERE r.employee_id = emp ORDER BY r.effective_from LIMIT 1)
    UNION ALL
    (SELECT e.daily_rate, e.hourly_rate, 3 FROM employees e WHERE e.id = emp)
  ) x ORDER BY x.k LIMIT 1
$$;
--> statement-breakpoint
-- A work record keeps the rates in force on its day. The employee is share-locked first: a rate change holds it
-- (server/features/employees/rates.ts), so a record written meanwhile waits and then reads the committed history, or
-- the rate change waits for the record and its repricing statement then sees it.
CREATE OR REPLACE FUNCTION time_entries_rate_in_force() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF NEW.employee_id IS NULL THEN
    NEW.daily_rate := NULL;
    NEW.hourly_rate := NULL;
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.employee_id = OLD.employee_id AND NEW.date = OLD.date THEN RETURN NEW; END IF;
  PERFORM 1 FROM employees WHERE id = NEW.employee_id FOR SHARE;
  SELECT * INTO r FROM employee_rate_on(NEW.employee_id, NEW.date);
  NEW.daily_rate := r.daily_rate;
  NEW.hourly_rate := r.hourly_rate;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_entries_rate BEFORE INSERT OR UPDATE OF employee_id, date ON time_entries FOR EACH ROW EXECUTE FUNCTION time_entries_rate_in_force();
--> statement-breakpoint
-- Rewrites the kept rates of employee emp's work records dated on or after from_date (every record when NULL) that
-- differ from the rates in force; the UPDATE fires the total-keeping triggers, which add the difference.
CREATE OR REPLACE FUNCTION reprice_employee_work(emp integer, from_date date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE time_entries t SET daily_rate = s.daily_rate, hourly_rate = s.hourly_rate
  FROM (
    SELECT x.id, r.daily_rate, r.hourly_rate FROM time_entries x CROSS JOIN LATERAL employee_rate_on(x.employee_id, x.date) r
    WHERE x.employee_id = emp AND (from_date IS NULL OR x.date >= from_date)
  ) s
  WHERE t.id = s.id AND (t.daily_rate IS DISTINCT FROM s.daily_rate OR t.hourly_rate IS DISTINCT FROM s.hourly_rate);
END $$;
--> statement-breakpoint
-- A change of the history reprices the records from the changed date on; a change at or before the first entry
-- reprices every record of the employee (days before the first entry take it).
CREATE OR REPLACE FUNCTION employee_rates_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  emp integer;
  changed date;
  first_entry date;
BEGIN
  IF TG_OP = 'DELETE' THEN
    emp := OLD.employee_id;
    changed := OLD.effective_from;
  ELSIF TG_OP = 'UPDATE' THEN
    emp := NEW.employee_id;
    changed := least(OLD.effective_from, NEW.effective_from);
  ELSE
    emp := NEW.employee_id;
    changed := NEW.effective_from;
  END IF;
  SELECT min(effective_from) INTO first_entry FROM employee_rates WHERE employee_id = emp;
  PERFORM reprice_employee_work(emp, CASE WHEN first_entry IS NULL OR changed <= first_entry THEN NULL ELSE changed END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER employee_rates_reprice AFTER INSERT OR UPDATE OR DELETE ON employee_rates FOR EACH ROW EXECUTE FUNCTION employee_rates_after_change();
--> statement-breakpoint
-- Writes of the employee row past the app's rate service (direct SQL, the bench loader, older callers) keep the history
-- whole: a new employee's rates are its first entry (from today), and a changed rate on the row is a change effective
-- today. The service, which writes the history itself, sets plumbline.rate_history = 'on' around its writes.
CREATE OR REPLACE FUNCTION employees_rate_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('plumbline.rate_history', true), '') = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO employee_rates (employee_id, effective_from, daily_rate, hourly_rate)
    SELECT n.id, current_date, n.daily_rate, n.hourly_rate FROM new_rows n ORDER BY n.id
    ON CONFLICT (employee_id, effective_from) DO NOTHING;
  ELSE
    INSERT INTO employee_rates AS h (employee_id, effective_from, daily_rate, hourly_rate)
    SELECT n.id, current_date, n.daily_rate, n.hourly_rate
    FROM new_rows n JOIN old_rows o ON o.id = n.id CROSS JOIN LATERAL employee_rate_on(n.id, current_date) f
    WHERE (n.daily_rate IS DISTINCT FROM o.daily_rate OR n.hourly_rate IS DISTINCT FROM o.hourly_rate)
      AND (n.daily_rate IS DISTINCT FROM f.daily_rate OR n.hourly_rate IS DISTINCT FROM f.hourly_rate)
    ORDER BY n.id
    ON CONFLICT (employee_id, effective_from) DO UPDATE SET daily_rate = excluded.daily_rate, hourly_rate = excluded.hourly_rate;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER employees_rate_history_ins AFTER INSERT ON employees REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION employees_rate_history();
--> statement-breakpoint
CREATE TRIGGER employees_rate_history_upd AFTER UPDATE ON employees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION employees_rate_history();
--> statement-breakpoint
DROP TRIGGER employees_rates_upd ON employees;
--> statement-breakpoint
DROP TRIGGER employees_cost_month_rates ON employees;
--> statement-breakpoint
DROP TRIGGER employees_payroll_lines_rates ON employees;
--> statement-breakpoint
DROP FUNCTION cost_month_totals_rates();
--> statement-breakpoint
DROP FUNCTION payroll_week_lines_rates();
--> statement-breakpoint
-- Gives every employee without history its first entry (their current rates, from their earliest work record, hire
-- or today, whichever is first) and every work record the rates in force on its day, with the time_entries triggers
-- off: the kept figures are recomputed afterwards (refreshKeptFigures) or, in this migration, unchanged (each record
-- gets the rates it was priced at). The bulk load of the benchmark and the restore of an older backup call it.
CREATE OR REPLACE FUNCTION refresh_work_rates() RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  ALTER TABLE time_entries DISABLE TRIGGER USER;
  INSERT INTO employee_rates (employee_id, effective_from, daily_rate, hourly_rate)
  SELECT e.id, least(coalesce((SELECT min(t.date) FROM time_entries t WHERE t.employee_id = e.id), current_date),
      e.created_at::date, current_date), e.daily_rate, e.hourly_rate
  FROM employees e WHERE NOT EXISTS (SELECT 1 FROM employee_rates r WHERE r.employee_id = e.id) ORDER BY e.id;
  UPDATE time_entries t SET daily_rate = s.daily_rate, hourly_rate = s.hourly_rate
  FROM (
    SELECT x.id, r.daily_rate, r.hourly_rate FROM time_entries x CROSS JOIN LATERAL employee_rate_on(x.employee_id, x.date) r
    WHERE x.employee_id IS NOT NULL
  ) s
  WHERE t.id = s.id AND (t.daily_rate IS DISTINCT FROM s.daily_rate OR t.hourly_rate IS DISTINCT FROM s.hourly_rate);
  ALTER TABLE time_entries ENABLE TRIGGER USER;
END $$;
--> statement-breakpoint
SELECT refresh_work_rates();
--> statement-breakpoint
-- The kept figures, now from each record's kept rates (as 0035, 0036, 0022, 0031, 0033).
CREATE OR REPLACE FUNCTION refresh_project_labor(ids integer[]) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM projects WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  PERFORM set_config('plumbline.kept_figures_only', 'on', true);
  UPDATE projects p SET (labor_total, work_count, unpriced_work_count, unpriced_employee_ids) = (
      SELECT coalesce(sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, t.daily_rate, t.hourly_rate)), 0),
        count(*)::int,
        count(*) FILTER (WHERE labor_rate_missing(t.entry_type, t.custom_pay, t.daily_rate, t.hourly_rate))::int,
        coalesce(array_agg(DISTINCT t.employee_id ORDER BY t.employee_id) FILTER (
          WHERE t.employee_id IS NOT NULL AND labor_rate_missing(t.entry_type, t.custom_pay, t.daily_rate, t.hourly_rate)), '{}')
      FROM time_entries t
      WHERE t.project_id = p.id)
  WHERE p.id = ANY(ids);
  PERFORM set_config('plumbline.kept_figures_only', '', true);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION project_costs_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT project_id ORDER BY project_id) INTO ids FROM new_rows WHERE project_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT project_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT project_id) INTO ids FROM (SELECT project_id FROM new_rows UNION SELECT project_id FROM old_rows) s;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM 1 FROM employees WHERE id IN (SELECT employee_id FROM new_rows) ORDER BY id FOR SHARE;
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM refresh_project_labor(ids);
    RETURN NULL;
  END IF;
  IF cardinality(ids) > 1 THEN PERFORM 1 FROM projects WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE; END IF;
  PERFORM set_config('plumbline.kept_figures_only', 'on', true);
  UPDATE projects p SET
    labor_total = p.labor_total + d.pay,
    work_count = p.work_count + d.n,
    unpriced_work_count = p.unpriced_work_count + d.unpriced,
    unpriced_employee_ids = CASE WHEN d.unpriced_ids IS NULL THEN p.unpriced_employee_ids ELSE ARRAY(
      SELECT DISTINCT x FROM unnest(p.unpriced_employee_ids || d.unpriced_ids) x ORDER BY x) END
  FROM (
    SELECT t.project_id,
      sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, t.daily_rate, t.hourly_rate)) AS pay,
      count(*)::int AS n,
      count(*) FILTER (WHERE labor_rate_missing(t.entry_type, t.custom_pay, t.daily_rate, t.hourly_rate))::int AS unpriced,
      array_agg(DISTINCT t.employee_id) FILTER (
        WHERE t.employee_id IS NOT NULL AND labor_rate_missing(t.entry_type, t.custom_pay, t.daily_rate, t.hourly_rate)) AS unpriced_ids
    FROM new_rows t
    WHERE t.project_id IS NOT NULL
    GROUP BY t.project_id) d
  WHERE p.id = d.project_id;
  PERFORM set_config('plumbline.kept_figures_only', '', true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cost_month_totals_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM employees WHERE id IN (SELECT employee_id FROM new_rows) ORDER BY id FOR SHARE;
    INSERT INTO cost_month_totals AS t (month, project_id, source, count, amount)
    SELECT date_trunc('month', r.date)::date, r.project_id, 'work', count(*),
      sum(labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, r.daily_rate, r.hourly_rate))
    FROM new_rows r GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (month, project_id, source) DO UPDATE SET count = t.count + excluded.count, amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM employees WHERE id IN (SELECT employee_id FROM old_rows) ORDER BY id FOR SHARE;
    INSERT INTO cost_month_totals AS t (month, project_id, source, count, amount)
    SELECT date_trunc('month', r.date)::date, r.project_id, 'work', -count(*),
      -sum(labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, r.daily_rate, r.hourly_rate))
    FROM old_rows r GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (month, project_id, source) DO UPDATE SET count = t.count + excluded.count, amount = t.amount + excluded.amount;
  ELSE
    PERFORM 1 FROM employees
    WHERE id IN (SELECT employee_id FROM new_rows UNION SELECT employee_id FROM old_rows) ORDER BY id FOR SHARE;
    INSERT INTO cost_month_totals AS t (month, project_id, source, count, amount)
    SELECT m, project_id, 'work', sum(n), sum(a) FROM (
      SELECT date_trunc('month', r.date)::date AS m, r.project_id, 1 AS n,
        labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, r.daily_rate, r.hourly_rate) AS a
      FROM new_rows r
      UNION ALL
      SELECT date_trunc('month', r.date)::date, r.project_id, -1,
        -labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, r.daily_rate, r.hourly_rate)
      FROM old_rows r) d
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
CREATE OR REPLACE FUNCTION payroll_week_lines_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM employees WHERE id IN (SELECT employee_id FROM new_rows) ORDER BY id FOR SHARE;
    INSERT INTO payroll_week_lines AS l (week_start, employee_id, project_id, count, days, hours, pay)
    SELECT payroll_week_start(r.date), r.employee_id, r.project_id, count(*),
      sum(CASE WHEN r.entry_type = 'hours' THEN 0 ELSE coalesce(r.days, 0) END),
      sum(CASE WHEN r.entry_type = 'hours' THEN coalesce(r.hours, 0) ELSE 0 END),
      sum(labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, r.daily_rate, r.hourly_rate))
    FROM new_rows r WHERE r.employee_id IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (week_start, employee_id, project_id) DO UPDATE SET count = l.count + excluded.count,
      days = l.days + excluded.days, hours = l.hours + excluded.hours, pay = l.pay + excluded.pay;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM employees WHERE id IN (SELECT employee_id FROM old_rows) ORDER BY id FOR SHARE;
    INSERT INTO payroll_week_lines AS l (week_start, employee_id, project_id, count, days, hours, pay)
    SELECT payroll_week_start(r.date), r.employee_id, r.project_id, -count(*),
      -sum(CASE WHEN r.entry_type = 'hours' THEN 0 ELSE coalesce(r.days, 0) END),
      -sum(CASE WHEN r.entry_type = 'hours' THEN coalesce(r.hours, 0) ELSE 0 END),
      -sum(labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, r.daily_rate, r.hourly_rate))
    FROM old_rows r WHERE r.employee_id IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
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
        labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, r.daily_rate, r.hourly_rate) AS a
      FROM new_rows r WHERE r.employee_id IS NOT NULL
      UNION ALL
      SELECT payroll_week_start(r.date), r.employee_id, r.project_id, -1,
        -(CASE WHEN r.entry_type = 'hours' THEN 0 ELSE coalesce(r.days, 0) END),
        -(CASE WHEN r.entry_type = 'hours' THEN coalesce(r.hours, 0) ELSE 0 END),
        -labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, r.daily_rate, r.hourly_rate)
      FROM old_rows r WHERE r.employee_id IS NOT NULL) x
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(d) <> 0 OR sum(h) <> 0 OR sum(a) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (week_start, employee_id, project_id) DO UPDATE SET count = l.count + excluded.count,
      days = l.days + excluded.days, hours = l.hours + excluded.hours, pay = l.pay + excluded.pay;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM payroll_week_lines l
    USING (SELECT DISTINCT payroll_week_start(date) AS w, employee_id, project_id FROM old_rows WHERE employee_id IS NOT NULL) o
    WHERE l.week_start = o.w AND l.employee_id = o.employee_id AND l.project_id = o.project_id AND l.count = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_payroll_week_lines() RETURNS void LANGUAGE sql AS $$
  DELETE FROM payroll_week_lines;
  INSERT INTO payroll_week_lines (week_start, employee_id, project_id, count, days, hours, pay)
  SELECT payroll_week_start(t.date), t.employee_id, t.project_id, count(*),
    sum(CASE WHEN t.entry_type = 'hours' THEN 0 ELSE coalesce(t.days, 0) END),
    sum(CASE WHEN t.entry_type = 'hours' THEN coalesce(t.hours, 0) ELSE 0 END),
    sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, t.daily_rate, t.hourly_rate))
  FROM time_entries t WHERE t.employee_id IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_cost_month_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM cost_month_totals;
  INSERT INTO cost_month_totals (month, project_id, source, count, amount)
  SELECT month, project_id, source, count, amount FROM (
    SELECT date_trunc('month', date)::date AS month, project_id, category AS source, count(*) AS count, sum(amount) AS amount
    FROM expenses GROUP BY 1, 2, 3
    UNION ALL
    SELECT date_trunc('month', t.date)::date, t.project_id, 'work', count(*),
      sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, t.daily_rate, t.hourly_rate))
    FROM time_entries t GROUP BY 1, 2
  ) kept ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
-- Live change notifications (0006): the rate history on the employee's form refreshes on every screen.
SELECT watch_table('employee_rates', '');
