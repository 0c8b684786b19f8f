import { sql } from 'drizzle-orm';
import type { Reconciliation } from '../../../domain/reconciliation';
import type { Db } from '../../db/client';
import {
  laborPayFromHistorySql,
  laborPaySql,
  laborRateMissingSql,
  rateInForceJoinSql,
  workWithHistoryRatesSql,
} from '../../db/rule-fragments';
import { rows } from '../../db/sql-fragments';
import { adjustmentAmountInWeek, adjustmentsOfWeek, advancesOfWeek, netPaySql } from '../payroll/week-rules';

/** Labor pay of a record of tr, the work records with the rates in force from the history (not their kept rates). */
const pay = laborPaySql;

/**
 * Recomputes from the detail rows, in SQL numeric and in one statement (one snapshot), every figure the app
 * stores instead of summing on read, and lists each one that differs (kinds in domain/reconciliation.ts).
 */
export async function reconcile(db: Db): Promise<Reconciliation> {
  const [row] = await rows<Omit<Reconciliation, 'checkedAt'>>(
    db.execute(sql`
      WITH tr AS MATERIALIZED (${workWithHistoryRatesSql}),
      e AS (SELECT project_id, sum(amount) AS total FROM expenses GROUP BY project_id),
      l AS (
        SELECT t.project_id, sum(${pay}) AS total, count(*)::int AS records, (count(*) FILTER (WHERE ${laborRateMissingSql}))::int AS unpriced,
          coalesce(array_agg(DISTINCT t.employee_id ORDER BY t.employee_id) FILTER (WHERE ${laborRateMissingSql} AND t.employee_id IS NOT NULL),
            '{}') AS unpriced_ids
        FROM tr t GROUP BY t.project_id
      ),
      proj AS (
        SELECT p.id, p.name, p.status, p.expense_total, p.labor_total,
          coalesce(e.total, 0) AS expenses, coalesce(l.total, 0) AS labor,
          p.work_count, coalesce(l.records, 0) AS records,
          p.unpriced_work_count, p.unpriced_employee_ids, coalesce(l.unpriced, 0) AS unpriced, coalesce(l.unpriced_ids, '{}') AS unpriced_ids
        FROM projects p LEFT JOIN e ON e.project_id = p.id LEFT JOIN l ON l.project_id = p.id
      ),
      weeks AS (
        SELECT pm.id, em.name || ', week of ' || pm.week_start_date::text AS label, pm.amount AS stored,
          greatest(${netPaySql(sql`w.pay`, sql`j.total`, sql`d.total`)}, 0) AS expected
        FROM payments pm JOIN employees em ON em.id = pm.employee_id
        LEFT JOIN LATERAL (
          SELECT sum(${laborPayFromHistorySql}) AS pay FROM time_entries t ${rateInForceJoinSql}
          WHERE t.employee_id = pm.employee_id AND t.date BETWEEN pm.week_start_date AND pm.week_start_date + 6
        ) w ON true
        LEFT JOIN LATERAL (
          SELECT sum(${adjustmentAmountInWeek(sql`pm.week_start_date`)}) AS total FROM payroll_adjustments j
          WHERE j.employee_id = pm.employee_id AND ${adjustmentsOfWeek(sql`pm.week_start_date`, sql`true`)}
        ) j ON true
        LEFT JOIN LATERAL (
          SELECT sum(a.amount) AS total FROM payroll_advances a
          WHERE a.employee_id = pm.employee_id AND ${advancesOfWeek(sql`pm.week_start_date`, sql`true`)}
        ) d ON true
        WHERE pm.payment_type = 'payroll' AND pm.week_start_date IS NOT NULL
      ),
      ec AS (SELECT project_id, category, count(*)::int AS n, sum(amount) AS total FROM expenses GROUP BY project_id, category),
      cat AS (
        SELECT coalesce(t.project_id, ec.project_id) AS project_id, coalesce(t.category, ec.category) AS category,
          coalesce(t.count, 0) AS stored_n, coalesce(t.amount, 0) AS stored, coalesce(ec.n, 0) AS n, coalesce(ec.total, 0) AS expected
        FROM expense_category_totals t FULL JOIN ec ON ec.project_id = t.project_id AND ec.category = t.category
        WHERE t.count IS DISTINCT FROM ec.n OR t.amount IS DISTINCT FROM ec.total
      ),
      cm AS (
        SELECT date_trunc('month', date)::date AS month, project_id, category AS source, count(*)::int AS n, sum(amount) AS total
        FROM expenses GROUP BY 1, 2, 3
        UNION ALL
        SELECT date_trunc('month', t.date)::date, t.project_id, 'work', count(*)::int, sum(${pay})
        FROM tr t GROUP BY 1, 2
      ),
      mon AS (
        SELECT coalesce(t.month, cm.month) AS month, coalesce(t.project_id, cm.project_id) AS project_id,
          coalesce(t.source, cm.source) AS source, coalesce(t.count, 0) AS stored_n, coalesce(t.amount, 0) AS stored,
          coalesce(cm.n, 0) AS n, coalesce(cm.total, 0) AS expected
        FROM cost_month_totals t FULL JOIN cm ON cm.month = t.month AND cm.project_id = t.project_id AND cm.source = t.source
        WHERE t.count IS DISTINCT FROM cm.n OR t.amount IS DISTINCT FROM cm.total
      ),
      epm AS (
        SELECT date_trunc('month', date)::date AS month, project_id, coalesce(payment_method, '') AS method, count(*)::int AS n,
          sum(amount) AS total, sum(backup_withholding_cents)::bigint AS withheld
        FROM expenses GROUP BY 1, 2, 3
      ),
      pmon AS (
        SELECT coalesce(t.month, epm.month) AS month, coalesce(t.project_id, epm.project_id) AS project_id,
          coalesce(t.payment_method, epm.method) AS method, coalesce(t.count, 0) AS stored_n, coalesce(t.amount, 0) AS stored,
          coalesce(t.withheld_cents, 0) AS stored_w, coalesce(epm.n, 0) AS n, coalesce(epm.total, 0) AS expected,
          coalesce(epm.withheld, 0) AS expected_w
        FROM expense_payment_month_totals t FULL JOIN epm ON epm.month = t.month AND epm.project_id = t.project_id AND epm.method = t.payment_method
        WHERE t.count IS DISTINCT FROM epm.n OR t.amount IS DISTINCT FROM epm.total OR t.withheld_cents IS DISTINCT FROM epm.withheld
      ),
      pl AS (
        SELECT payroll_week_start(t.date) AS week_start, t.employee_id, t.project_id, count(*)::int AS n,
          sum(CASE WHEN t.entry_type = 'hours' THEN 0 ELSE coalesce(t.days, 0) END) AS days,
          sum(CASE WHEN t.entry_type = 'hours' THEN coalesce(t.hours, 0) ELSE 0 END) AS hours, sum(${pay}) AS pay
        FROM tr t WHERE t.employee_id IS NOT NULL GROUP BY 1, 2, 3
      ),
      lines AS (
        SELECT coalesce(l.week_start, pl.week_start) AS week_start, coalesce(l.employee_id, pl.employee_id) AS employee_id,
          coalesce(l.project_id, pl.project_id) AS project_id, coalesce(l.pay, 0) AS stored, coalesce(pl.pay, 0) AS expected,
          concat_ws(', ', CASE WHEN l.count IS DISTINCT FROM pl.n THEN 'records ' || coalesce(l.count, 0) || ' stored, ' || coalesce(pl.n, 0) || ' found' END,
            CASE WHEN l.days IS DISTINCT FROM pl.days THEN 'days ' || coalesce(l.days, 0) || ' stored, ' || coalesce(pl.days, 0) || ' found' END,
            CASE WHEN l.hours IS DISTINCT FROM pl.hours THEN 'hours ' || coalesce(l.hours, 0) || ' stored, ' || coalesce(pl.hours, 0) || ' found' END,
            CASE WHEN l.pay IS DISTINCT FROM pl.pay THEN 'pay differs' END) AS what
        FROM payroll_week_lines l FULL JOIN pl ON pl.week_start = l.week_start AND pl.employee_id = l.employee_id AND pl.project_id = l.project_id
        WHERE l.count IS DISTINCT FROM pl.n OR l.days IS DISTINCT FROM pl.days OR l.hours IS DISTINCT FROM pl.hours OR l.pay IS DISTINCT FROM pl.pay
      ),
      diffs AS (
        SELECT 'project-expenses' AS kind, id, name AS label, expense_total AS stored, expenses AS expected
        FROM proj WHERE expense_total <> expenses
        UNION ALL
        SELECT 'project-labor', id, name, labor_total, labor FROM proj WHERE labor_total <> labor
        UNION ALL
        SELECT 'project-work-count', id, name, work_count, records FROM proj WHERE work_count <> records
        UNION ALL
        SELECT 'project-unpriced-work', id, name || CASE WHEN unpriced_employee_ids <> unpriced_ids THEN ' (employees differ)' ELSE '' END,
          unpriced_work_count, unpriced
        FROM proj WHERE unpriced_work_count <> unpriced OR unpriced_employee_ids <> unpriced_ids
        UNION ALL
        SELECT 'completed-project', proj.id, proj.name, c.final_cost, proj.expenses + proj.labor
        FROM proj JOIN LATERAL (
          SELECT final_cost FROM completed_projects WHERE original_project_id = proj.id ORDER BY id DESC LIMIT 1
        ) c ON true
        WHERE proj.status = 'completed' AND c.final_cost <> proj.expenses + proj.labor
        UNION ALL
        SELECT 'payroll-week', id, label, stored, expected FROM weeks WHERE stored <> expected
        UNION ALL
        SELECT 'advance-deduction', a.id,
          em.name || ', advance of ' || a.advance_date::text || ' deducted in the week of ' || a.week_start_date::text || ' without a payroll payment',
          a.amount, 0
        FROM payroll_advances a JOIN employees em ON em.id = a.employee_id
        WHERE a.status = 'deducted' AND a.week_start_date IS NOT NULL AND NOT EXISTS (
          SELECT 1 FROM payments pm WHERE pm.employee_id = a.employee_id AND pm.week_start_date = a.week_start_date
            AND pm.payment_type = 'payroll')
        UNION ALL
        SELECT 'unpaid-wages', u.employee_id,
          em.name || ', week of ' || u.week_start::text || ': work in a paid week that no payment covers (pay the week again)',
          0, u.pay
        FROM (SELECT week_start, employee_id, sum(pay) AS pay FROM pl GROUP BY 1, 2) u JOIN employees em ON em.id = u.employee_id
        WHERE u.pay <> 0
          AND EXISTS (SELECT 1 FROM payments pm WHERE pm.week_start_date = u.week_start AND pm.payment_type = 'payroll')
          AND NOT EXISTS (SELECT 1 FROM payments pm WHERE pm.week_start_date = u.week_start AND pm.employee_id = u.employee_id
            AND pm.payment_type = 'payroll')
        UNION ALL
        SELECT 'expense-category', cat.project_id,
          coalesce(p.name, 'Project ' || cat.project_id) || ', ' || cat.category || ' (' || cat.stored_n || ' stored, ' || cat.n || ' found)',
          cat.stored, cat.expected
        FROM cat LEFT JOIN projects p ON p.id = cat.project_id
        UNION ALL
        SELECT 'cost-month', mon.project_id,
          coalesce(p.name, 'Project ' || mon.project_id) || ', ' || to_char(mon.month, 'YYYY-MM') || ' ' || mon.source
            || ' (' || mon.stored_n || ' stored, ' || mon.n || ' found)',
          mon.stored, mon.expected
        FROM mon LEFT JOIN projects p ON p.id = mon.project_id
        UNION ALL
        SELECT 'payment-month', pmon.project_id,
          coalesce(p.name, 'Project ' || pmon.project_id) || ', ' || to_char(pmon.month, 'YYYY-MM') || ' paid by '
            || CASE WHEN pmon.method = '' THEN 'no method' ELSE pmon.method END
            || ' (' || pmon.stored_n || ' stored, ' || pmon.n || ' found'
            || CASE WHEN pmon.stored_w <> pmon.expected_w THEN '; withheld ' || pmon.stored_w || ' ¢ stored, ' || pmon.expected_w || ' ¢ found' ELSE '' END
            || ')',
          pmon.stored, pmon.expected
        FROM pmon LEFT JOIN projects p ON p.id = pmon.project_id
        UNION ALL
        SELECT 'payroll-line', lines.project_id,
          coalesce(em.name, 'Employee ' || lines.employee_id) || ' on ' || coalesce(p.name, 'Project ' || lines.project_id)
            || ', week of ' || lines.week_start::text || ' (' || lines.what || ')',
          lines.stored, lines.expected
        FROM lines LEFT JOIN projects p ON p.id = lines.project_id LEFT JOIN employees em ON em.id = lines.employee_id
        UNION ALL
        SELECT 'commitment-bill', m.project_id,
          m.number || ' line ' || l.position || ': bill ' || e.id || ' ' || concat_ws(' and ',
            CASE WHEN e.project_id <> m.project_id THEN 'is on another project' END,
            CASE WHEN m.supplier_id IS DISTINCT FROM e.supplier_id OR m.subcontractor_id IS DISTINCT FROM e.subcontractor_id
              THEN 'is to another payee' END,
            CASE WHEN m.status = 'draft' THEN 'draws on a draft' END),
          e.amount, 0
        FROM expenses e JOIN commitment_lines l ON l.id = e.commitment_line_id JOIN commitments m ON m.id = l.commitment_id
        WHERE e.project_id <> m.project_id OR m.status = 'draft'
          OR m.supplier_id IS DISTINCT FROM e.supplier_id OR m.subcontractor_id IS DISTINCT FROM e.subcontractor_id
        UNION ALL
        SELECT 'commitment-line', m.project_id, m.number || ' line ' || l.position || ' (' || l.description || ') billed over without a reason',
          b.billed, l.amount
        FROM commitment_lines l JOIN commitments m ON m.id = l.commitment_id
        JOIN (SELECT commitment_line_id AS id, sum(amount) AS billed, bool_or(over_commitment_reason IS NOT NULL) AS explained
          FROM expenses WHERE commitment_line_id IS NOT NULL GROUP BY 1) b ON b.id = l.id
        WHERE b.billed > l.amount AND NOT b.explained
        UNION ALL
        SELECT 'budget-lines', p.id, p.name || ': the cost code lines assign more than the budget', s.assigned, p.budget
        FROM projects p JOIN (SELECT project_id, sum(budget) AS assigned FROM project_cost_codes GROUP BY 1) s ON s.project_id = p.id
        WHERE s.assigned > p.budget
      )
      SELECT (SELECT count(*) FROM projects)::int AS projects, (SELECT count(*) FROM weeks)::int AS "payrollWeeks",
        coalesce((SELECT json_agg(json_build_object('kind', kind, 'id', id, 'label', label, 'stored', stored::float8,
          'expected', expected::float8) ORDER BY kind, id) FROM diffs), '[]'::json) AS differences`),
  );
  return { checkedAt: new Date().toISOString(), ...row };
}
