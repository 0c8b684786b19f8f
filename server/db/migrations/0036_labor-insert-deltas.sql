-- New work records add their pay, count and unpriced employees to their projects' kept labor figures instead of
-- recomputing them from every work record of the project (issue 12's mixed load: 5 ms of database time per work
-- record on a busy project, most of it that rescan). Exact under concurrency as the expense deltas of 0008: the
-- employees are share-locked and the projects locked (FOR NO KEY UPDATE, in id order) before the pay is read in a
-- fresh statement, and `labor_total + delta` is evaluated on the newest committed project row. The pay is
-- labor_pay() with the employee's committed rates, the figure the recomputation would add for the same rows. Changed
-- and deleted work records, and rate changes, keep the recomputation (refresh_project_labor): an unpriced employee
-- leaves a project's list only when none of their records there is unpriced, which needs the other records.
-- GET /api/system/reconciliation recomputes every figure from the rows and compares.
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
  -- Several projects are locked in id order first (no deadlock between two multi-project writes); one project's row
  -- is locked by the UPDATE itself, which adds the delta to its newest committed version.
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
      sum(labor_pay(t.entry_type, t.days, t.hours, t.custom_pay, em.daily_rate, em.hourly_rate)) AS pay,
      count(*)::int AS n,
      count(*) FILTER (WHERE labor_rate_missing(t.entry_type, t.custom_pay, em.daily_rate, em.hourly_rate))::int AS unpriced,
      array_agg(DISTINCT t.employee_id) FILTER (
        WHERE t.employee_id IS NOT NULL AND labor_rate_missing(t.entry_type, t.custom_pay, em.daily_rate, em.hourly_rate)) AS unpriced_ids
    FROM new_rows t LEFT JOIN employees em ON em.id = t.employee_id
    WHERE t.project_id IS NOT NULL
    GROUP BY t.project_id) d
  WHERE p.id = d.project_id;
  PERFORM set_config('plumbline.kept_figures_only', '', true);
  RETURN NULL;
END $$;
