-- The trial balance without reading every cost (issue 41: < 100 ms uncached on the bench's 200,000 expenses). The
-- debit side of every expense and work record is already kept per project, month and source (cost_month_totals,
-- 0021); this keeps the credit side of the expenses: what each project's expenses of a month were paid with (the
-- payment method, '' when none was recorded) and the backup withholding kept from them (0044), by statement
-- triggers in the same transaction as each write, as 0021 does (INSERT … ON CONFLICT DO UPDATE adds the write's
-- difference under the row's lock; the project in the key keeps two writers on different jobs off the same row).
-- GET /api/system/reconciliation recomputes it from the expenses and reports any difference. month is the first
-- day of the month. No foreign key: a project's delete takes its expenses, whose triggers empty its rows.
CREATE TABLE expense_payment_month_totals (
  month date NOT NULL,
  project_id integer NOT NULL,
  payment_method text NOT NULL,
  count integer NOT NULL,
  amount numeric(14, 2) NOT NULL,
  withheld_cents bigint NOT NULL,
  PRIMARY KEY (month, project_id, payment_method)
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION expense_payment_month_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO expense_payment_month_totals AS t (month, project_id, payment_method, count, amount, withheld_cents)
    SELECT date_trunc('month', date)::date, project_id, coalesce(payment_method, ''), count(*), sum(amount), sum(backup_withholding_cents)
    FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (month, project_id, payment_method) DO UPDATE
      SET count = t.count + excluded.count, amount = t.amount + excluded.amount, withheld_cents = t.withheld_cents + excluded.withheld_cents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO expense_payment_month_totals AS t (month, project_id, payment_method, count, amount, withheld_cents)
    SELECT date_trunc('month', date)::date, project_id, coalesce(payment_method, ''), -count(*), -sum(amount), -sum(backup_withholding_cents)
    FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (month, project_id, payment_method) DO UPDATE
      SET count = t.count + excluded.count, amount = t.amount + excluded.amount, withheld_cents = t.withheld_cents + excluded.withheld_cents;
  ELSE
    INSERT INTO expense_payment_month_totals AS t (month, project_id, payment_method, count, amount, withheld_cents)
    SELECT m, project_id, method, sum(n), sum(a), sum(w) FROM (
      SELECT date_trunc('month', date)::date AS m, project_id, coalesce(payment_method, '') AS method, 1 AS n, amount AS a,
        backup_withholding_cents::bigint AS w FROM new_rows
      UNION ALL SELECT date_trunc('month', date)::date, project_id, coalesce(payment_method, ''), -1, -amount, -backup_withholding_cents
        FROM old_rows) d
    GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(a) <> 0 OR sum(w) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (month, project_id, payment_method) DO UPDATE
      SET count = t.count + excluded.count, amount = t.amount + excluded.amount, withheld_cents = t.withheld_cents + excluded.withheld_cents;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    -- A group whose last expense went (deleted, moved, paid otherwise, or its project deleted) leaves no row behind.
    DELETE FROM expense_payment_month_totals t
    USING (SELECT DISTINCT date_trunc('month', date)::date AS m, project_id, coalesce(payment_method, '') AS method FROM old_rows) o
    WHERE t.month = o.m AND t.project_id = o.project_id AND t.payment_method = o.method AND t.count = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER expenses_payment_month_ins AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_payment_month_totals_change();
--> statement-breakpoint
CREATE TRIGGER expenses_payment_month_upd AFTER UPDATE ON expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_payment_month_totals_change();
--> statement-breakpoint
CREATE TRIGGER expenses_payment_month_del AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_payment_month_totals_change();
--> statement-breakpoint
-- Rebuilds the table from the expenses (after a bulk load with the triggers off, or a restore).
CREATE OR REPLACE FUNCTION refresh_expense_payment_month_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM expense_payment_month_totals;
  INSERT INTO expense_payment_month_totals (month, project_id, payment_method, count, amount, withheld_cents)
  SELECT date_trunc('month', date)::date, project_id, coalesce(payment_method, ''), count(*), sum(amount), sum(backup_withholding_cents)
  FROM expenses GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT refresh_expense_payment_month_totals();
