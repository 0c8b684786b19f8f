-- Per-project cost totals kept in the same transaction as every write (docs/product/rules.md: labor pay and totalExpenses).
-- Labor pay of one work record: days × (custom pay ?? daily rate) for day entries, hours × hourly rate for
-- hour entries, rounded half away from zero to the cent. domain/labor.ts mirrors this; tests compare them.
CREATE OR REPLACE FUNCTION labor_pay(entry_type text, days numeric, hours numeric, custom_pay numeric, daily_rate numeric, hourly_rate numeric)
RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT round(CASE WHEN entry_type = 'hours' THEN coalesce(hours, 0) * coalesce(hourly_rate, 0)
                    ELSE coalesce(days, 0) * coalesce(custom_pay, daily_rate, 0) END, 2)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_project_costs(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE projects p SET
    expense_total = coalesce((SELECT sum(e.amount) FROM expenses e WHERE e.project_id = p.id), 0),
    labor_total = coalesce((
      SELECT sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, em.daily_rate, em.hourly_rate))
      FROM time_entries t LEFT JOIN employees em ON em.id = t.employee_id
      WHERE t.project_id = p.id), 0)
  WHERE p.id = ANY(ids)
$$;
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
  IF ids IS NOT NULL THEN PERFORM refresh_project_costs(ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER expenses_costs_ins AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_costs_after_change();
--> statement-breakpoint
CREATE TRIGGER expenses_costs_upd AFTER UPDATE ON expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_costs_after_change();
--> statement-breakpoint
CREATE TRIGGER expenses_costs_del AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_costs_after_change();
--> statement-breakpoint
CREATE TRIGGER time_entries_costs_ins AFTER INSERT ON time_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_costs_after_change();
--> statement-breakpoint
CREATE TRIGGER time_entries_costs_upd AFTER UPDATE ON time_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION project_costs_after_change();
--> statement-breakpoint
CREATE TRIGGER time_entries_costs_del AFTER DELETE ON time_entries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION project_costs_after_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION employee_rates_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  SELECT array_agg(DISTINCT t.project_id) INTO ids
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN time_entries t ON t.employee_id = n.id
  WHERE n.daily_rate IS DISTINCT FROM o.daily_rate OR n.hourly_rate IS DISTINCT FROM o.hourly_rate;
  IF ids IS NOT NULL THEN PERFORM refresh_project_costs(ids); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER employees_rates_upd AFTER UPDATE ON employees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION employee_rates_after_change();
