-- Expense writes add their difference to the project's expense total instead of recomputing it from every
-- expense of the project (issue 11: POST /api/expenses p99 < 15 ms; a busy project has hundreds of rows).
-- Exact under concurrency: the project rows are locked first (FOR NO KEY UPDATE, in id order, as in 0005), and
-- `expense_total + delta` is evaluated on the newest committed row version, so a writer that waited for another
-- one's lock adds to that writer's total. Work records keep the recomputation of 0005 (their pay depends on the
-- employee's rates, which a rate change reprices). GET /api/system/reconciliation still recomputes every total.
CREATE OR REPLACE FUNCTION expense_costs_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  deltas numeric[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(project_id ORDER BY project_id), array_agg(delta ORDER BY project_id) INTO ids, deltas
    FROM (SELECT project_id, sum(amount) AS delta FROM new_rows GROUP BY project_id) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(project_id ORDER BY project_id), array_agg(delta ORDER BY project_id) INTO ids, deltas
    FROM (SELECT project_id, -sum(amount) AS delta FROM old_rows GROUP BY project_id) d;
  ELSE
    SELECT array_agg(project_id ORDER BY project_id), array_agg(delta ORDER BY project_id) INTO ids, deltas
    FROM (SELECT project_id, sum(amount) AS delta FROM (
      SELECT project_id, amount FROM new_rows UNION ALL SELECT project_id, -amount FROM old_rows) x
      GROUP BY project_id HAVING sum(amount) <> 0) d;
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM projects WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE projects p SET expense_total = p.expense_total + u.delta
  FROM unnest(ids, deltas) AS u(id, delta) WHERE p.id = u.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER expenses_costs_ins ON expenses;
--> statement-breakpoint
DROP TRIGGER expenses_costs_upd ON expenses;
--> statement-breakpoint
DROP TRIGGER expenses_costs_del ON expenses;
--> statement-breakpoint
CREATE TRIGGER expenses_costs_ins AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_costs_after_change();
--> statement-breakpoint
CREATE TRIGGER expenses_costs_upd AFTER UPDATE ON expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_costs_after_change();
--> statement-breakpoint
CREATE TRIGGER expenses_costs_del AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_costs_after_change();
