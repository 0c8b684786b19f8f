-- Issue 37: advances recovered exactly once, and a paid payroll week closed for its work records.
--
-- A paid week (the employee has a payroll payment for it) keeps what was paid: a work record created, edited or
-- deleted there later changes the week's lines (0031) as before, and this trigger books the difference in pay as an
-- adjustment of that employee, dated the Sunday of the first later week without a payroll payment for them. The next
-- payroll that pays a week on or after that date pays it (recovered_week, like an advance's week_start_date), and its
-- stub shows it as "Adjustment for week of …". Corrections of one paid week not yet paid add up in one row (the
-- partial unique index), and a row that comes back to 0 goes (a rebuild of the lines, DELETE then INSERT, leaves
-- nothing). The work record stays labor cost of its project on its own date (docs/decisions/).
CREATE TABLE payroll_adjustments (
  id serial PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES employees(id) ON DELETE RESTRICT,
  -- The paid week (its Sunday) whose work records changed after payment.
  source_week date NOT NULL,
  -- The Sunday of the first week after source_week without a payroll payment when the correction was made.
  adjustment_date date NOT NULL,
  -- Pay to add (negative: to take back), in dollars.
  amount numeric(10, 2) NOT NULL,
  -- The week whose payroll paid it; NULL until then.
  recovered_week date,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX payroll_adjustments_open_unique ON payroll_adjustments (employee_id, source_week) WHERE recovered_week IS NULL;
--> statement-breakpoint
CREATE INDEX payroll_adjustments_employee_idx ON payroll_adjustments (employee_id, recovered_week, adjustment_date);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payroll_adjust_paid_week() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w date;
  emp integer;
  delta numeric;
  landing date;
BEGIN
  -- A rebuild of the lines from the work records (refresh_payroll_week_lines) recomputes, it corrects nothing.
  IF current_setting('plumbline.rebuilding_payroll_lines', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    w := OLD.week_start; emp := OLD.employee_id; delta := -OLD.pay;
  ELSIF TG_OP = 'INSERT' THEN
    w := NEW.week_start; emp := NEW.employee_id; delta := NEW.pay;
  ELSE
    w := NEW.week_start; emp := NEW.employee_id; delta := NEW.pay - OLD.pay;
  END IF;
  IF delta = 0 OR NOT EXISTS (
    SELECT 1 FROM payments WHERE employee_id = emp AND week_start_date = w AND payment_type = 'payroll'
  ) THEN
    RETURN NULL;
  END IF;
  landing := w + 7;
  WHILE EXISTS (SELECT 1 FROM payments WHERE employee_id = emp AND week_start_date = landing AND payment_type = 'payroll') LOOP
    landing := landing + 7;
  END LOOP;
  INSERT INTO payroll_adjustments AS a (employee_id, source_week, adjustment_date, amount)
  VALUES (emp, w, landing, delta)
  ON CONFLICT (employee_id, source_week) WHERE recovered_week IS NULL
  DO UPDATE SET amount = a.amount + excluded.amount;
  DELETE FROM payroll_adjustments WHERE employee_id = emp AND source_week = w AND recovered_week IS NULL AND amount = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payroll_week_lines_paid_week AFTER INSERT OR UPDATE OR DELETE ON payroll_week_lines FOR EACH ROW EXECUTE FUNCTION payroll_adjust_paid_week();
--> statement-breakpoint
-- As 0037 (priced at each work record's kept rates), flagged so the trigger above leaves a rebuild alone (a redefinition must keep the two set_config calls).
CREATE OR REPLACE FUNCTION refresh_payroll_week_lines() RETURNS void LANGUAGE sql AS $$
  SELECT set_config('plumbline.rebuilding_payroll_lines', 'on', true);
  DELETE FROM payroll_week_lines;
  INSERT INTO payroll_week_lines (week_start, employee_id, project_id, count, days, hours, pay)
  SELECT payroll_week_start(t.date), t.employee_id, t.project_id, count(*),
    sum(CASE WHEN t.entry_type = 'hours' THEN 0 ELSE coalesce(t.days, 0) END),
    sum(CASE WHEN t.entry_type = 'hours' THEN coalesce(t.hours, 0) ELSE 0 END),
    sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, t.daily_rate, t.hourly_rate))
  FROM time_entries t WHERE t.employee_id IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
  SELECT set_config('plumbline.rebuilding_payroll_lines', 'off', true);
$$;
--> statement-breakpoint
-- Live change notifications (0006), so the cached payroll week rebuilds.
SELECT watch_table('payroll_adjustments', '');
