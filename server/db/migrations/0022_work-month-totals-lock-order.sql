-- A rate change racing work records on PostgreSQL could deadlock (the clean-clone CI saw two 500s): a work record
-- write added its pay to cost_month_totals (0021, whose trigger fires before 0005's, by name) and only then took
-- FOR SHARE on its employee, while a rate change held the employee row and waited for that cost_month_totals row.
-- Now the month totals trigger takes FOR SHARE on the employees first (in id order), as 0005 does, for deletes
-- too: a write waits for a rate change in flight, and its statements after the lock see the new rates, so the
-- repricing and the write's own difference add up to the pay at the committed rate.
CREATE OR REPLACE FUNCTION cost_month_totals_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM employees WHERE id IN (SELECT employee_id FROM new_rows) ORDER BY id FOR SHARE;
    INSERT INTO cost_month_totals AS t (month, project_id, source, count, amount)
    SELECT date_trunc('month', r.date)::date, r.project_id, 'work', count(*),
      sum(labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, em.daily_rate, em.hourly_rate))
    FROM new_rows r LEFT JOIN employees em ON em.id = r.employee_id GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (month, project_id, source) DO UPDATE SET count = t.count + excluded.count, amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM employees WHERE id IN (SELECT employee_id FROM old_rows) ORDER BY id FOR SHARE;
    INSERT INTO cost_month_totals AS t (month, project_id, source, count, amount)
    SELECT date_trunc('month', r.date)::date, r.project_id, 'work', -count(*),
      -sum(labor_pay(r.entry_type, r.days, r.hours, r.custom_pay, em.daily_rate, em.hourly_rate))
    FROM old_rows r LEFT JOIN employees em ON em.id = r.employee_id GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (month, project_id, source) DO UPDATE SET count = t.count + excluded.count, amount = t.amount + excluded.amount;
  ELSE
    PERFORM 1 FROM employees
    WHERE id IN (SELECT employee_id FROM new_rows UNION SELECT employee_id FROM old_rows) ORDER BY id FOR SHARE;
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
