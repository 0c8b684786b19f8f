-- Faster change notifications and cost totals for single-row writes (issue 11: POST /api/expenses p99 < 15 ms).
-- 0006's notify_rows_changed() built its query with format() and ran it with EXECUTE, so every write statement
-- parsed and planned a new query, twice per expense (the expense, then the project row the cost trigger updates):
-- about half of an expense write's time on PGlite. Now each case is static SQL, whose plan PL/pgSQL keeps per
-- table. Same payload as 0006: {"t": table, "ids": [row ids], "p": [project ids]}, {"t": table} when too big.
CREATE OR REPLACE FUNCTION notify_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  project_col text := TG_ARGV[0];
  ids jsonb;
  pids jsonb;
  payload text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('plumbline_data_changed', json_build_object('t', TG_TABLE_NAME)::text);
    RETURN NULL;
  END IF;
  IF project_col = 'project_id' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT jsonb_agg(DISTINCT id), coalesce(jsonb_agg(DISTINCT project_id) FILTER (WHERE project_id IS NOT NULL), '[]') INTO ids, pids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT jsonb_agg(DISTINCT id), coalesce(jsonb_agg(DISTINCT project_id) FILTER (WHERE project_id IS NOT NULL), '[]') INTO ids, pids FROM old_rows;
    ELSE
      SELECT jsonb_agg(DISTINCT id), coalesce(jsonb_agg(DISTINCT project_id) FILTER (WHERE project_id IS NOT NULL), '[]') INTO ids, pids
      FROM (SELECT id, project_id FROM new_rows UNION ALL SELECT id, project_id FROM old_rows) r;
    END IF;
  ELSIF project_col = 'original_project_id' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT jsonb_agg(DISTINCT id), coalesce(jsonb_agg(DISTINCT original_project_id) FILTER (WHERE original_project_id IS NOT NULL), '[]') INTO ids, pids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT jsonb_agg(DISTINCT id), coalesce(jsonb_agg(DISTINCT original_project_id) FILTER (WHERE original_project_id IS NOT NULL), '[]') INTO ids, pids FROM old_rows;
    ELSE
      SELECT jsonb_agg(DISTINCT id), coalesce(jsonb_agg(DISTINCT original_project_id) FILTER (WHERE original_project_id IS NOT NULL), '[]') INTO ids, pids
      FROM (SELECT id, original_project_id FROM new_rows UNION ALL SELECT id, original_project_id FROM old_rows) r;
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      SELECT jsonb_agg(DISTINCT id) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT jsonb_agg(DISTINCT id) INTO ids FROM old_rows;
    ELSE
      SELECT jsonb_agg(DISTINCT id) INTO ids FROM (SELECT id FROM new_rows UNION ALL SELECT id FROM old_rows) r;
    END IF;
    IF project_col = 'id' THEN pids := ids; END IF;
  END IF;
  IF ids IS NULL THEN RETURN NULL; END IF; -- the statement touched no row
  payload := CASE WHEN pids IS NULL THEN jsonb_build_object('t', TG_TABLE_NAME, 'ids', ids)
                  ELSE jsonb_build_object('t', TG_TABLE_NAME, 'ids', ids, 'p', pids) END::text;
  IF octet_length(payload) > 7900 THEN payload := json_build_object('t', TG_TABLE_NAME)::text; END IF;
  PERFORM pg_notify('plumbline_data_changed', payload);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Expense tiles without a full scan (issue 12, mixed load): the count and exact total of every project's
-- expenses per category (no foreign key: a project's delete takes its expenses, whose trigger empties its rows),
-- kept by statement triggers that add each write's difference under the row's lock
-- (INSERT … ON CONFLICT DO UPDATE re-reads the latest row, so concurrent writers never lose an update).
-- GET /api/expenses/summary reads it whenever no search is given: at most projects × 10 rows instead of every
-- expense. The reconciliation recomputes it from the expenses and reports any difference.
CREATE TABLE expense_category_totals (
  project_id integer NOT NULL,
  category text NOT NULL,
  count integer NOT NULL,
  amount numeric(14, 2) NOT NULL,
  PRIMARY KEY (project_id, category)
);
--> statement-breakpoint
CREATE INDEX expense_category_totals_category_idx ON expense_category_totals USING btree (category);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION expense_category_totals_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO expense_category_totals AS t (project_id, category, count, amount)
    SELECT project_id, category, count(*), sum(amount) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (project_id, category) DO UPDATE SET count = t.count + excluded.count, amount = t.amount + excluded.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO expense_category_totals AS t (project_id, category, count, amount)
    SELECT project_id, category, -count(*), -sum(amount) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (project_id, category) DO UPDATE SET count = t.count + excluded.count, amount = t.amount + excluded.amount;
  ELSE
    INSERT INTO expense_category_totals AS t (project_id, category, count, amount)
    SELECT project_id, category, sum(n), sum(a) FROM (
      SELECT project_id, category, 1 AS n, amount AS a FROM new_rows
      UNION ALL SELECT project_id, category, -1, -amount FROM old_rows) d
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (project_id, category) DO UPDATE SET count = t.count + excluded.count, amount = t.amount + excluded.amount;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    -- A group whose last expense went (deleted, moved, or its project deleted) leaves no row behind.
    DELETE FROM expense_category_totals t USING (SELECT DISTINCT project_id, category FROM old_rows) o
    WHERE t.project_id = o.project_id AND t.category = o.category AND t.count = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER expenses_category_totals_ins AFTER INSERT ON expenses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_category_totals_after_change();
--> statement-breakpoint
CREATE TRIGGER expenses_category_totals_upd AFTER UPDATE ON expenses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_category_totals_after_change();
--> statement-breakpoint
CREATE TRIGGER expenses_category_totals_del AFTER DELETE ON expenses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION expense_category_totals_after_change();
--> statement-breakpoint
-- Rebuilds the table from the expenses (after a bulk load with the triggers off, or a restore).
CREATE OR REPLACE FUNCTION refresh_expense_category_totals() RETURNS void LANGUAGE sql AS $$
  DELETE FROM expense_category_totals;
  INSERT INTO expense_category_totals (project_id, category, count, amount)
  SELECT project_id, category, count(*), sum(amount) FROM expenses GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT refresh_expense_category_totals();
