import { type SQL, sql } from 'drizzle-orm';
import { UNASSIGNED_CODE } from '../../../domain/api/job-cost';
import { type JobCostFigures, jobCostLine } from '../../../domain/job-cost';
import { type Cents, cents, centsFromDb } from '../../../domain/money';
import type { Db } from '../../db/client';
import { laborPaySql } from '../../db/rule-fragments';
import { intArray, rows } from '../../db/sql-fragments';
import { workRecordBurdenByProfilesSql } from '../labor-burden/burden-sql';

/** Which projects a job cost statement reads: one project (the job cost screen), the active ones or all of them. */
export type JobCostScope = { projectId: number } | { projectIds: readonly number[] } | { projects: 'active' | 'all' };

/** The condition "this project id column is in the scope" (one id: a plain equality, so the per-project plan is kept). */
export function scopeCondition(scope: JobCostScope, column: SQL): SQL {
  if ('projectId' in scope) return sql`${column} = ${scope.projectId}`;
  if ('projectIds' in scope) return sql`${column} = ANY(${intArray(scope.projectIds)})`;
  if (scope.projects === 'all') return sql`true`;
  return sql`${column} IN (SELECT sp.id FROM projects sp WHERE sp.is_active)`;
}

/**
 * The code a cost carries when none was chosen: for a crew member or subcontractor, the code whose trade word is
 * the longest found in his position or specialty; else the code its expense category defaults to; else Unassigned.
 * `who` is the position or specialty text (NULL when none), `category` the expense category (NULL: a work record).
 */
export function defaultCostCodeSql(who: SQL, category: SQL): SQL {
  return sql`coalesce(
    (SELECT d.id FROM cost_codes d, unnest(d.trades) k WHERE ${who} IS NOT NULL AND lower(${who}) LIKE '%' || k || '%'
      ORDER BY length(k) DESC, d.code LIMIT 1),
    (SELECT d.id FROM cost_codes d WHERE coalesce(${category}, 'labor') = ANY (d.categories) ORDER BY d.code LIMIT 1),
    (SELECT d.id FROM cost_codes d WHERE d.code = ${UNASSIGNED_CODE}))`;
}

/** One project's cost code as the statement reads it: money as exact decimal text, the burden in cents. */
export type JobCostRow = {
  projectId: number;
  projectBudget: string;
  code: string;
  name: string;
  budget: string | null;
  etc: string | null;
  changes: string;
  committed: string;
  open: string;
  expenses: string;
  wage: string;
  burden: string;
};

/**
 * The job cost by project and cost code, in one statement (the ONE definition: the job cost screen reads it for
 * one project, the company report for many): the budget lines (Unassigned's budget is the project's budget less
 * the other lines, see jobCostLinesOf), the approved change orders by the code each moves, the commitments' lines
 * with what was billed against each, the expenses and the work records by their code (or its default,
 * defaultCostCodeSql), and each employee record's burden from his profile of its year (burden-sql.ts). A code
 * shows when any of these is non-zero or it has a budget line; Unassigned shows for every project of the scope.
 * Rows are ordered by project, then code.
 */
export function jobCostRowsSql(scope: JobCostScope): SQL {
  const inScope = (column: SQL) => scopeCondition(scope, column);
  const burden = workRecordBurdenByProfilesSql(
    'projectId' in scope
      ? { projectId: scope.projectId }
      : 'projects' in scope && scope.projects === 'all'
        ? {}
        : { projectScope: inScope },
  );
  // Expenses and work records are summed first by their stored code (a bill's own, else its commitment line's), payee or
  // crew member's trade and category; the default code (defaultCostCodeSql, three small subqueries) is then looked up
  // once per distinct trade and category (exd, labd) instead of once per row or group (bench: median 44 → 33 ms on the
  // busiest job; per group it cost the company report thousands of lookups). An empty trade defaults as no trade does
  // (neither matches a trade word), so both share one key.
  return sql`
      WITH un AS (SELECT id FROM cost_codes WHERE code = ${UNASSIGNED_CODE}),
      lines AS (SELECT project_id AS pid, cost_code_id AS cc, budget, estimate_to_complete FROM project_cost_codes
        WHERE ${inScope(sql`project_id`)}),
      co AS (SELECT c.project_id AS pid, coalesce(c.cost_code_id, (SELECT id FROM un)) AS cc, sum(c.amount) AS amt
        FROM change_orders c WHERE ${inScope(sql`c.project_id`)} AND c.status = 'approved' GROUP BY 1, 2),
      billed AS (SELECT e.commitment_line_id AS line_id, sum(e.amount) AS amt
        FROM expenses e JOIN commitment_lines l ON l.id = e.commitment_line_id JOIN commitments m ON m.id = l.commitment_id
        WHERE ${inScope(sql`m.project_id`)} GROUP BY 1),
      cm AS (SELECT m.project_id AS pid, l.cost_code_id AS cc,
          sum(CASE m.status WHEN 'issued' THEN l.amount WHEN 'closed' THEN coalesce(b.amt, 0) ELSE 0 END) AS committed,
          sum(CASE WHEN m.status = 'issued' THEN greatest(l.amount - coalesce(b.amt, 0), 0) ELSE 0 END) AS open
        FROM commitments m JOIN commitment_lines l ON l.commitment_id = m.id LEFT JOIN billed b ON b.line_id = l.id
        WHERE ${inScope(sql`m.project_id`)} GROUP BY 1, 2),
      ex0 AS (SELECT e.project_id AS pid, coalesce(e.cost_code_id, cl.cost_code_id) AS ccx,
          CASE WHEN e.category IN ('labor', 'subcontractor') THEN coalesce(s.specialty, emp.position) END AS who, e.category,
          sum(e.amount) AS amt
        FROM expenses e
        LEFT JOIN commitment_lines cl ON cl.id = e.commitment_line_id
        LEFT JOIN subcontractors s ON s.id = e.subcontractor_id
        LEFT JOIN employees emp ON emp.id = e.employee_id
        WHERE ${inScope(sql`e.project_id`)} GROUP BY 1, 2, 3, 4),
      exd AS (SELECT u.who, u.category, ${defaultCostCodeSql(sql`u.who`, sql`u.category`)} AS cc
        FROM (SELECT DISTINCT coalesce(who, '') AS who, category FROM ex0 WHERE ccx IS NULL) u),
      ex AS (SELECT ex0.pid, coalesce(ex0.ccx, exd.cc) AS cc, sum(ex0.amt) AS amt
        FROM ex0 LEFT JOIN exd ON ex0.ccx IS NULL AND exd.who = coalesce(ex0.who, '') AND exd.category = ex0.category GROUP BY 1, 2),
      b AS (${burden}),
      lab0 AS (SELECT t.project_id AS pid, t.cost_code_id AS ccx, coalesce(emp.position, s.specialty) AS who,
          sum(${laborPaySql}) AS wage, coalesce(sum(b.total), 0) AS burden_cents
        FROM time_entries t
        LEFT JOIN employees emp ON emp.id = t.employee_id
        LEFT JOIN subcontractors s ON s.id = t.subcontractor_id
        LEFT JOIN b ON b.id = t.id
        WHERE ${inScope(sql`t.project_id`)} GROUP BY 1, 2, 3),
      labd AS (SELECT u.who, ${defaultCostCodeSql(sql`u.who`, sql`NULL::text`)} AS cc
        FROM (SELECT DISTINCT coalesce(who, '') AS who FROM lab0 WHERE ccx IS NULL) u),
      lab AS (SELECT lab0.pid, coalesce(lab0.ccx, labd.cc) AS cc, sum(lab0.wage) AS wage, sum(lab0.burden_cents) AS burden_cents
        FROM lab0 LEFT JOIN labd ON lab0.ccx IS NULL AND labd.who = coalesce(lab0.who, '') GROUP BY 1, 2),
      codes AS (SELECT pid, cc FROM lines UNION SELECT pid, cc FROM co UNION SELECT pid, cc FROM cm UNION SELECT pid, cc FROM ex
        UNION SELECT pid, cc FROM lab
        UNION SELECT p.id, un.id FROM projects p, un WHERE ${inScope(sql`p.id`)})
      SELECT codes.pid AS "projectId", p.budget::text AS "projectBudget", k.code, k.name,
        CASE WHEN k.code = ${UNASSIGNED_CODE} THEN NULL ELSE coalesce(lines.budget, 0)::text END AS budget,
        lines.estimate_to_complete::text AS etc,
        coalesce(co.amt, 0)::text AS changes,
        coalesce(cm.committed, 0)::text AS committed, coalesce(cm.open, 0)::text AS open,
        coalesce(ex.amt, 0)::text AS expenses,
        coalesce(lab.wage, 0)::text AS wage, coalesce(lab.burden_cents, 0)::text AS burden
      FROM codes JOIN cost_codes k ON k.id = codes.cc JOIN projects p ON p.id = codes.pid
      LEFT JOIN lines ON lines.pid = codes.pid AND lines.cc = codes.cc
      LEFT JOIN co ON co.pid = codes.pid AND co.cc = codes.cc
      LEFT JOIN cm ON cm.pid = codes.pid AND cm.cc = codes.cc
      LEFT JOIN ex ON ex.pid = codes.pid AND ex.cc = codes.cc
      LEFT JOIN lab ON lab.pid = codes.pid AND lab.cc = codes.cc
      ORDER BY codes.pid, k.code`;
}

/** Runs jobCostRowsSql. */
export async function jobCostRows(db: Db, scope: JobCostScope): Promise<JobCostRow[]> {
  const list = await rows<JobCostRow>(db.execute(jobCostRowsSql(scope)));
  return list.map((r) => ({ ...r, projectId: Number(r.projectId) }));
}

/** One project's line: its code and figures, and of actual the labor at wage and its burden (cents). */
export type JobCostLineOf = { code: string; name: string; f: JobCostFigures; laborAtWage: Cents; laborBurden: Cents };

/**
 * The lines of ONE project from its rows of jobCostRowsSql: Unassigned's original budget is the project's budget
 * less the other lines' budgets; each line's figures by jobCostLine (the estimate-to-complete floor per line).
 */
export function jobCostLinesOf(list: readonly JobCostRow[]): JobCostLineOf[] {
  if (list.length === 0) return [];
  const projectBudget = centsFromDb(list[0].projectBudget);
  const assigned = list.reduce((s, r) => s + (r.budget === null ? 0 : centsFromDb(r.budget)), 0);
  return list.map((r) => {
    const laborAtWage = centsFromDb(r.wage);
    const laborBurden = cents(Number(r.burden));
    const originalBudget = r.budget === null ? cents(projectBudget - assigned) : centsFromDb(r.budget);
    const f = jobCostLine({
      originalBudget,
      approvedChanges: centsFromDb(r.changes),
      committed: centsFromDb(r.committed),
      actual: cents(centsFromDb(r.expenses) + laborAtWage + laborBurden),
      openCommitments: centsFromDb(r.open),
      enteredEstimateToComplete: r.etc === null ? null : centsFromDb(r.etc),
    });
    return { code: r.code, name: r.name, f, laborAtWage, laborBurden };
  });
}

/** The rows of many projects (ordered by project) split into each project's rows. */
export function rowsByProject(list: readonly JobCostRow[]): JobCostRow[][] {
  const out: JobCostRow[][] = [];
  for (const r of list) {
    const last = out[out.length - 1];
    if (last && last[0].projectId === r.projectId) last.push(r);
    else out.push([r]);
  }
  return out;
}
