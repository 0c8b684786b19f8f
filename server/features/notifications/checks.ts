import { type SQL, sql } from 'drizzle-orm';
import { paperworkLacking } from '../../../domain/accounting-1099';
import { UNASSIGNED_CODE } from '../../../domain/api/job-cost';
import { centsFromDb, centsToDecimalString } from '../../../domain/money';
import type { CheckResult } from '../../../domain/notification-rules';
import type { Db } from '../../db/client';
import { profitMarginSql, timelineOverrunSql } from '../../db/rule-fragments';
import { intArray, rows } from '../../db/sql-fragments';
import { type Payee, yearPayees } from '../accounting/payees-1099';
import { type JobCostRow, jobCostLinesOf, jobCostRows, rowsByProject } from '../job-cost/job-cost-sql';
import { projectionsOf } from '../projection/service';

const money = (v: SQL) => sql`to_char(${v}, 'FM$999,999,999,999,990.00')`;
/** A figure that fits notifications.current_value (numeric(12,2)) whatever the project holds. */
const fit = (v: SQL) => sql`least(greatest(${v}, -9999999999.99), 9999999999.99)`;

/**
 * The alerts every enabled rule raises for the active projects (or one project) as of `today`, one row each:
 * project, rule, current and threshold values, severity, texts and the subject key that keeps one open alert per subject.
 */
type Inputs = {
  /** The checked projects' contract value and estimate at completion (the one projection, issue 39 scope 1), dollars. */
  projected: { id: number; contract: string; eac: string; cost: string }[];
  /** This year's 1099 payees with what they were paid toward the 1099-NEC and what paperwork they lack. */
  payees: { kind: Payee['kind']; id: number; name: string; nec: string; missing: string }[];
  /** The cost codes of the checked projects projected above their revised budget by the job cost (issue 42), dollars. */
  overruns: { pid: number; code: string; name: string; revised: string; eac: string }[];
};

function candidatesSql(today: string, inputs: Inputs, projectIds?: readonly number[]): SQL {
  const d = sql`${today}::date`;
  const planned = { estimatedDays: sql`p.estimated_days`, startDate: sql`p.start_date`, endDate: sql`p.end_date`, status: sql`p.status` };
  const only = projectIds === undefined ? sql`` : sql` AND p.id = ANY(${intArray(projectIds)})`;
  return sql`
    r AS (SELECT rule_key, severity, threshold_value AS t FROM notification_rules WHERE enabled AND threshold_value IS NOT NULL),
    p AS (
      SELECT p.id, p.name, (p.budget + p.change_order_total) AS budget, p.expense_total + p.labor_total AS spent, p.start_date,
        p.has_before_photos, p.has_completion_photos, p.before_photos_requested, p.completion_photos_requested,
        ${timelineOverrunSql(planned, d)} AS overrun
      FROM projects p WHERE p.is_active${only}),
    po AS (SELECT * FROM json_to_recordset(${JSON.stringify(inputs.projected)}::json)
      AS v(id int, contract numeric, eac numeric, cost numeric)),
    py AS (SELECT * FROM json_to_recordset(${JSON.stringify(inputs.payees)}::json)
      AS v(kind text, id int, name text, nec numeric, missing text)),
    jo AS (SELECT * FROM json_to_recordset(${JSON.stringify(inputs.overruns)}::json)
      AS v(pid int, code text, name text, revised numeric, eac numeric)),
    c AS (
      SELECT p.id AS project_id, 'budget_used' AS rule_key, 'budget' AS type,
        CASE WHEN p.spent >= p.budget THEN 'critical' ELSE r.severity END AS severity,
        'Budget threshold exceeded' AS title,
        CASE WHEN p.budget > 0 THEN format('%s has used %s%% of its budget (%s of %s).', p.name, round(p.spent * 100 / p.budget, 1),
          ${money(sql`p.spent`)}, ${money(sql`p.budget`)}) ELSE format('%s has costs of %s on a zero budget.', p.name, ${money(sql`p.spent`)}) END AS message,
        ${fit(sql`CASE WHEN p.budget > 0 THEN round(p.spent * 100 / p.budget, 2) ELSE 100 END`)} AS cur, r.t AS thr,
        'Review the remaining costs and agree a change order if the scope grew.' AS action, 'budget_used:' || p.id AS subject
      FROM p JOIN r ON r.rule_key = 'budget_used'
      WHERE (p.budget > 0 AND p.spent * 100 >= p.budget * r.t) OR (p.budget <= 0 AND p.spent > 0)
      UNION ALL
      SELECT p.id, 'timeline_overrun', 'timeline', CASE WHEN p.overrun > 100 THEN 'critical' ELSE r.severity END,
        'Timeline overrun', format('%s is %s%% past its planned days.', p.name, round(p.overrun, 1)),
        ${fit(sql`round(p.overrun, 2)`)}, r.t, 'Set a new finish date with the client and review crew days.', 'timeline_overrun:' || p.id
      FROM p JOIN r ON r.rule_key = 'timeline_overrun'
      WHERE p.overrun > 0 AND p.overrun >= r.t
      UNION ALL
      SELECT p.id, 'margin_below', 'performance', CASE WHEN p.spent > p.budget THEN 'critical' ELSE r.severity END,
        'Profit margin below threshold', format('%s has a profit margin of %s%%, below %s%%.', p.name, ${profitMarginSql(sql`p.budget`, sql`p.spent`)}, r.t),
        ${fit(profitMarginSql(sql`p.budget`, sql`p.spent`))}, r.t, 'Check pricing and remaining costs before the next purchase.', 'margin_below:' || p.id
      FROM p JOIN r ON r.rule_key = 'margin_below'
      WHERE p.budget > 0 AND p.spent > 0 AND ${profitMarginSql(sql`p.budget`, sql`p.spent`)} < r.t
      UNION ALL
      SELECT p.id, 'insurance_expiring', 'other', CASE WHEN s.insurance_expiry < ${d} THEN 'critical' ELSE r.severity END,
        'Subcontractor insurance expiring',
        CASE WHEN s.insurance_expiry < ${d} THEN format('%s''s insurance expired on %s (on %s).', s.name, to_char(s.insurance_expiry, 'YYYY-MM-DD'), p.name)
          ELSE format('%s''s insurance expires on %s, in %s days (on %s).', s.name, to_char(s.insurance_expiry, 'YYYY-MM-DD'), s.insurance_expiry - ${d}, p.name) END,
        ${fit(sql`(s.insurance_expiry - ${d})::numeric`)}, r.t, 'Ask the subcontractor for a renewed certificate of insurance.',
        'insurance_expiring:' || p.id || ':' || s.id
      FROM p JOIN (
          -- On the job: assigned to it, or paid or logged on it (a subcontractor is often only paid, never assigned).
          SELECT project_id, subcontractor_id FROM project_subcontractors
          UNION SELECT project_id, subcontractor_id FROM expenses WHERE subcontractor_id IS NOT NULL
          UNION SELECT project_id, subcontractor_id FROM time_entries WHERE subcontractor_id IS NOT NULL
        ) ps ON ps.project_id = p.id JOIN subcontractors s ON s.id = ps.subcontractor_id
        JOIN r ON r.rule_key = 'insurance_expiring'
      WHERE s.insurance_expiry IS NOT NULL AND s.insurance_expiry - ${d} <= r.t
      UNION ALL
      SELECT p.id, 'photos_missing', 'other', r.severity, 'Required photos missing',
        format('%s is missing %s photos.', p.name,
          CASE WHEN NOT p.has_before_photos AND (p.before_photos_requested OR ${d} - p.start_date >= r.t) THEN 'before' ELSE 'completion' END),
        ${fit(sql`(${d} - p.start_date)::numeric`)}, r.t, 'Upload the photos from the job site.', 'photos_missing:' || p.id
      FROM p JOIN r ON r.rule_key = 'photos_missing'
      WHERE (NOT p.has_before_photos AND (p.before_photos_requested OR ${d} - p.start_date >= r.t))
        OR (p.completion_photos_requested AND NOT p.has_completion_photos)
      UNION ALL
      SELECT p.id, 'projected_overrun', 'performance', CASE WHEN po.cost > po.contract THEN 'critical' ELSE r.severity END,
        'Projected cost overrun',
        format('%s is projected to cost %s against a contract of %s: a loss of %s.', p.name, ${money(sql`po.eac`)}, ${money(sql`po.contract`)},
          ${money(sql`po.eac - po.contract`)}),
        ${fit(sql`CASE WHEN po.contract > 0 THEN round((po.eac - po.contract) * 100 / po.contract, 2) ELSE 100 END`)}, r.t,
        'Review the estimate to complete, and agree a change order if the scope grew.', 'projected_overrun:' || p.id
      FROM p JOIN po ON po.id = p.id JOIN r ON r.rule_key = 'projected_overrun'
      WHERE po.eac > po.contract AND (po.contract <= 0 OR (po.eac - po.contract) * 100 > po.contract * r.t)
      UNION ALL
      SELECT NULL::int, 'unpaid_wages', 'other', r.severity, 'Unpaid wages in a paid week',
        format('%s has %s of work in the week of %s, which is paid, but no payment covers it.', em.name, ${money(sql`u.pay`)},
          to_char(u.week_start, 'YYYY-MM-DD')),
        ${fit(sql`u.pay`)}, r.t, 'Pay the week again from Weekly Payroll: only the people not yet paid are paid.',
        'unpaid_wages:' || u.employee_id || ':' || to_char(u.week_start, 'YYYY-MM-DD')
      FROM (SELECT week_start, employee_id, sum(pay) AS pay FROM payroll_week_lines GROUP BY 1, 2) u
        JOIN employees em ON em.id = u.employee_id JOIN r ON r.rule_key = 'unpaid_wages'
      WHERE u.pay > r.t
        AND EXISTS (SELECT 1 FROM payments pm WHERE pm.week_start_date = u.week_start AND pm.payment_type = 'payroll')
        AND NOT EXISTS (SELECT 1 FROM payments pm WHERE pm.week_start_date = u.week_start AND pm.employee_id = u.employee_id
          AND pm.payment_type = 'payroll')
      UNION ALL
      SELECT NULL::int, 'w9_missing', 'other', r.severity, 'Payee without W-9',
        format('%s was paid %s in %s without %s on file: 24 %% backup withholding applies to their payments, and a 1099-NEC is due.',
          py.name, ${money(sql`py.nec`)}, ${today.slice(0, 4)}::text, py.missing),
        ${fit(sql`py.nec`)}, r.t, 'Ask for a completed Form W-9 with their TIN before the next payment.',
        'w9_missing:' || py.kind || ':' || py.id || ':' || ${today.slice(0, 4)}::text
      FROM py JOIN r ON r.rule_key = 'w9_missing'
      WHERE py.nec >= r.t AND py.missing <> ''
      UNION ALL
      SELECT cb.project_id, 'commitment_over_budget', 'budget', CASE WHEN cb.revised <= 0 THEN 'critical' ELSE r.severity END,
        'Commitments above the budget',
        format('%s: commitments on %s %s come to %s against a revised budget of %s.', p.name, k.code, k.name, ${money(sql`cb.committed`)},
          ${money(sql`cb.revised`)}),
        ${fit(sql`CASE WHEN cb.revised > 0 THEN round((cb.committed - cb.revised) * 100 / cb.revised, 2) ELSE 100 END`)}, r.t,
        'Move budget from another cost code, agree a change order, or renegotiate the commitment.',
        'commitment_over_budget:' || cb.project_id || ':' || k.code
      FROM (
          SELECT m.project_id, l.cost_code_id,
            sum(CASE m.status WHEN 'issued' THEN l.amount ELSE coalesce((SELECT sum(e.amount) FROM expenses e WHERE e.commitment_line_id = l.id), 0) END) AS committed,
            coalesce((SELECT pc.budget FROM project_cost_codes pc WHERE pc.project_id = m.project_id AND pc.cost_code_id = l.cost_code_id), 0)
              + coalesce((SELECT sum(co.amount) FROM change_orders co WHERE co.project_id = m.project_id AND co.status = 'approved'
                  AND co.cost_code_id = l.cost_code_id), 0) AS revised
          FROM commitments m JOIN commitment_lines l ON l.commitment_id = m.id
          WHERE m.status <> 'draft' AND m.project_id IN (SELECT id FROM p)
          GROUP BY m.project_id, l.cost_code_id
        ) cb JOIN p ON p.id = cb.project_id JOIN cost_codes k ON k.id = cb.cost_code_id AND k.code <> '00'
        JOIN r ON r.rule_key = 'commitment_over_budget'
      WHERE cb.committed > cb.revised AND (cb.revised <= 0 OR (cb.committed - cb.revised) * 100 > cb.revised * r.t)
      UNION ALL
      SELECT m.project_id, 'bill_over_commitment', 'budget', r.severity, 'Bills above a commitment line',
        format('%s: bills on %s line %s (%s) come to %s, %s above the line.', p.name, m.number, l.position, l.description,
          ${money(sql`bl.billed`)}, ${money(sql`bl.billed - l.amount`)}),
        ${fit(sql`bl.billed - l.amount`)}, r.t, 'Check the bills against the purchase order, and record a change to it if the work grew.',
        'bill_over_commitment:' || l.id
      FROM (SELECT e.commitment_line_id AS line_id, sum(e.amount) AS billed FROM expenses e
          WHERE e.commitment_line_id IS NOT NULL AND e.project_id IN (SELECT id FROM p) GROUP BY 1) bl
        JOIN commitment_lines l ON l.id = bl.line_id JOIN commitments m ON m.id = l.commitment_id JOIN p ON p.id = m.project_id
        JOIN r ON r.rule_key = 'bill_over_commitment'
      WHERE bl.billed - l.amount > r.t
      UNION ALL
      SELECT jo.pid, 'cost_code_overrun', 'budget', CASE WHEN jo.revised <= 0 THEN 'critical' ELSE r.severity END,
        'Cost code projected over budget',
        format('%s: %s %s is projected to cost %s against a revised budget of %s.', p.name, jo.code, jo.name, ${money(sql`jo.eac`)},
          ${money(sql`jo.revised`)}),
        ${fit(sql`CASE WHEN jo.revised > 0 THEN round((jo.eac - jo.revised) * 100 / jo.revised, 2) ELSE 100 END`)}, r.t,
        'Review the line''s estimate to complete on the Job cost tab, move budget from another code or agree a change order.',
        'cost_code_overrun:' || jo.pid || ':' || jo.code
      FROM jo JOIN p ON p.id = jo.pid JOIN r ON r.rule_key = 'cost_code_overrun'
      WHERE jo.revised <= 0 OR (jo.eac - jo.revised) * 100 > jo.revised * r.t
      UNION ALL
      SELECT NULL::int, 'certificate_expiring', 'other', CASE WHEN ce.expiry_date < ${d} THEN 'critical' ELSE r.severity END,
        'Certificate of insurance expiring',
        CASE WHEN ce.expiry_date < ${d}
          THEN format('%s''s %s certificate expired on %s.', ce.name, ce.what, to_char(ce.expiry_date, 'YYYY-MM-DD'))
          ELSE format('%s''s %s certificate expires on %s, in %s days.', ce.name, ce.what, to_char(ce.expiry_date, 'YYYY-MM-DD'),
            ce.expiry_date - ${d}) END,
        ${fit(sql`(ce.expiry_date - ${d})::numeric`)}, r.t, 'Ask for a renewed certificate of insurance before the next payment.',
        'certificate_expiring:' || ce.payee || ':' || ce.kind || ':' || to_char(ce.expiry_date, 'YYYY-MM-DD')
      FROM (
          -- The latest certificate of each kind of each payee who works for the company now (an active subcontractor, a
          -- supplier paid in the last year): a renewed one replaces the one it follows.
          SELECT DISTINCT ON (ic.subcontractor_id, ic.supplier_id, ic.kind) ic.kind, ic.expiry_date,
            CASE WHEN ic.subcontractor_id IS NOT NULL THEN 'subcontractor:' || ic.subcontractor_id ELSE 'supplier:' || ic.supplier_id END AS payee,
            coalesce(nullif(sc.company, ''), sc.name, su.name) AS name,
            CASE ic.kind WHEN 'general_liability' THEN 'general liability' WHEN 'workers_comp' THEN 'workers'' compensation'
              ELSE 'workers'' compensation exemption' END AS what
          FROM insurance_certificates ic
          LEFT JOIN subcontractors sc ON sc.id = ic.subcontractor_id LEFT JOIN suppliers su ON su.id = ic.supplier_id
          WHERE (sc.id IS NOT NULL AND sc.active) OR (su.id IS NOT NULL AND EXISTS (
            SELECT 1 FROM expenses e WHERE e.supplier_id = su.id AND e.date > ${d} - 365))
          ORDER BY ic.subcontractor_id, ic.supplier_id, ic.kind, ic.expiry_date DESC, ic.id DESC
        ) ce JOIN r ON r.rule_key = 'certificate_expiring'
      WHERE ce.expiry_date - ${d} <= r.t
      UNION ALL
      SELECT w.project_id, 'waiver_overdue', 'other', r.severity, 'Lien waiver not received',
        format('%s: the lien waiver from %s for the payment of %s on %s has not come back after %s days.', p.name,
          coalesce(nullif(sc.company, ''), sc.name, su.name), ${money(sql`w.amount`)}, to_char(e.date, 'YYYY-MM-DD'), ${d} - e.date),
        ${fit(sql`(${d} - e.date)::numeric`)}, r.t, 'Ask for the signed waiver before the next payment, and upload it when it comes.',
        'waiver_overdue:' || w.id
      FROM lien_waivers w JOIN expenses e ON e.id = w.expense_id JOIN p ON p.id = w.project_id
        LEFT JOIN subcontractors sc ON sc.id = w.subcontractor_id LEFT JOIN suppliers su ON su.id = w.supplier_id
        JOIN r ON r.rule_key = 'waiver_overdue'
      WHERE w.direction = 'collect' AND w.status = 'requested' AND ${d} - e.date >= r.t)`;
}

/** What a check reads besides the rules' own SQL: the projection and the year's 1099 payees (see Inputs). */
async function checkInputs(db: Db, today: string, projectIds?: readonly number[]): Promise<Inputs> {
  const where = projectIds === undefined ? sql`p.is_active` : sql`p.is_active AND p.id = ANY(${intArray(projectIds)})`;
  const year = Number(today.slice(0, 4));
  const [{ byId }, payees, costRows] = await Promise.all([
    projectionsOf(db, today, where),
    yearPayees(db, year),
    // The checked projects' job cost in one statement (every active project's on a full check).
    jobCostRows(
      db,
      projectIds === undefined ? { projects: 'active' } : projectIds.length === 1 ? { projectId: projectIds[0] } : { projectIds },
    ),
  ]);
  // Only a job with a budget by cost code is judged by code: without one every cost sits on a code with no budget
  // while its budget sits on Unassigned, and the budget alert already watches the whole job.
  const byCode = (list: JobCostRow[]) => list.some((r) => r.code !== UNASSIGNED_CODE && r.budget !== null && centsFromDb(r.budget) > 0);
  const overruns = rowsByProject(costRows)
    .filter(byCode)
    .flatMap((list) =>
      jobCostLinesOf(list)
        // Unassigned holds what nobody coded: its "overrun" is uncoded cost, which the budget alert already watches.
        .filter((l) => l.code !== UNASSIGNED_CODE && l.f.estimateAtCompletion > l.f.revisedBudget)
        .map((l) => ({
          pid: list[0].projectId,
          code: l.code,
          name: l.name,
          revised: centsToDecimalString(l.f.revisedBudget),
          eac: centsToDecimalString(l.f.estimateAtCompletion),
        })),
    );
  return {
    overruns,
    projected: [...byId].map(([id, pj]) => ({
      id,
      contract: centsToDecimalString(pj.contractValue),
      eac: centsToDecimalString(pj.estimateAtCompletion),
      cost: centsToDecimalString(pj.costToDate),
    })),
    // The W-9 rule reads what the payee lacks whatever the year's filing threshold (the rule's own threshold decides).
    payees: payees.map((p) => ({
      kind: p.kind,
      id: p.id,
      name: p.company ? `${p.name} (${p.company})` : p.name,
      nec: centsToDecimalString(p.nec),
      missing: paperworkLacking({ w9OnFile: p.w9OnFile, hasTin: p.tin !== null })
        .map((doc) => `a ${doc}`)
        .join(' or '),
    })),
  };
}

/**
 * Runs every enabled rule and stores the alerts in one statement. An open (unacknowledged) alert of the same
 * subject is updated in place, never duplicated, even under concurrent checks (partial unique index + ON
 * CONFLICT); an alert acknowledged in the last 7 days is not raised again at the same severity.
 */
export async function runChecks(db: Db, today: string, projectId?: number | readonly number[]): Promise<CheckResult> {
  const ids = projectId === undefined ? undefined : typeof projectId === 'number' ? [projectId] : projectId;
  const inputs = await checkInputs(db, today, ids);
  // Open alerts of the enabled rules whose cause is gone: of the checked projects (every project on a full check)
  // and the company-wide ones (payroll, 1099), which every check looks at.
  const covered = ids === undefined ? sql`true` : sql`(n.project_id IS NULL OR n.project_id = ANY(${intArray(ids)}))`;
  const [row] = await rows<CheckResult>(
    db.execute(sql`
      WITH ${candidatesSql(today, inputs, ids)},
      gone AS (
        UPDATE notifications n SET acknowledged = true, acknowledged_at = now(), resolved_at = now()
        WHERE NOT n.acknowledged AND n.subject_key IS NOT NULL AND n.rule_key IN (SELECT rule_key FROM r) AND ${covered}
          AND NOT EXISTS (SELECT 1 FROM c WHERE c.subject = n.subject_key)
        RETURNING 1),
      ins AS (
        INSERT INTO notifications (project_id, rule_key, subject_key, type, severity, title, message, current_value, threshold_value, action_required)
        SELECT c.project_id, c.rule_key, c.subject, c.type, c.severity, c.title, c.message, c.cur, c.thr, c.action FROM c
        WHERE NOT EXISTS (SELECT 1 FROM notifications n WHERE n.subject_key = c.subject AND n.acknowledged
          AND n.resolved_at IS NULL AND n.severity = c.severity AND n.acknowledged_at > now() - interval '7 days')
        ON CONFLICT (subject_key) WHERE NOT acknowledged DO UPDATE
          SET severity = EXCLUDED.severity, message = EXCLUDED.message, current_value = EXCLUDED.current_value,
            threshold_value = EXCLUDED.threshold_value
          WHERE (notifications.severity, notifications.message, notifications.current_value, notifications.threshold_value)
            IS DISTINCT FROM (EXCLUDED.severity, EXCLUDED.message, EXCLUDED.current_value, EXCLUDED.threshold_value)
        RETURNING (xmax = 0) AS inserted)
      SELECT (SELECT count(*) FROM ins WHERE inserted)::int AS "notificationsGenerated", (SELECT count(*) FROM p)::int AS "projectsChecked",
        (SELECT count(*) FROM gone)::int AS "notificationsResolved"`),
  );
  return row;
}
