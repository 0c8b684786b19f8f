import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { budgetLinesInputSchema, CostCode, CostCodeSuggestion, costCodeInputSchema, JobCost } from '../../../domain/api/job-cost';
import { UNASSIGNED_CODE } from '../../../domain/api/job-cost';
import { jobCostTotals, projectedMargin } from '../../../domain/job-cost';
import { type Cents, cents, centsFromDb, centsToDecimalString, centsToDollars, dollarsToCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../http/errors';
import { jobCostLinesOf, jobCostRows } from './job-cost-sql';

export { defaultCostCodeSql } from './job-cost-sql';

type CostCodeRow = { id: number; code: string; name: string; trades: string[]; categories: string[]; active: boolean; used: boolean };

const costCodeSelect = sql`SELECT c.id, c.code, c.name, c.trades, c.categories, c.active,
    (EXISTS (SELECT 1 FROM project_cost_codes x WHERE x.cost_code_id = c.id)
      OR EXISTS (SELECT 1 FROM commitment_lines x WHERE x.cost_code_id = c.id)
      OR EXISTS (SELECT 1 FROM expenses x WHERE x.cost_code_id = c.id)
      OR EXISTS (SELECT 1 FROM time_entries x WHERE x.cost_code_id = c.id)
      OR EXISTS (SELECT 1 FROM change_orders x WHERE x.cost_code_id = c.id)) AS used
  FROM cost_codes c`;

/** The company's cost codes by code. */
export async function listCostCodes(db: Db): Promise<CostCode[]> {
  return rows<CostCodeRow>(db.execute(sql`${costCodeSelect} ORDER BY c.code`));
}

type CostCodeFields = z.output<typeof costCodeInputSchema>;

/** A category defaults to one code: giving it to this code takes it from the code that had it. */
async function takeCategories(tx: Db, id: number, categories: readonly string[]): Promise<void> {
  if (categories.length === 0) return;
  await tx.execute(sql`UPDATE cost_codes SET categories = ARRAY(SELECT unnest(categories) EXCEPT SELECT unnest(${`{${categories.join(',')}}`}::text[]))
    WHERE id <> ${id} AND categories && ${`{${categories.join(',')}}`}::text[]`);
}

function duplicateCode(code: string): AppError {
  return new AppError('conflict', `Cost code ${code} already exists`, [{ path: 'code', message: `Cost code ${code} already exists` }]);
}

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string; cause?: { code?: string } })?.code === '23505' || (e as { cause?: { code?: string } })?.cause?.code === '23505';

/** Adds a cost code; 409 when the code exists. */
export async function createCostCode(db: Db, input: CostCodeFields): Promise<CostCode> {
  return inTransaction(db, async (tx) => {
    const [dup] = await rows<{ id: number }>(tx.execute(sql`SELECT id FROM cost_codes WHERE code = ${input.code}`));
    if (dup) throw duplicateCode(input.code);
    const [row] = await rows<{ id: number }>(
      tx.execute(sql`INSERT INTO cost_codes (code, name, trades, categories, active)
        VALUES (${input.code}, ${input.name}, ${`{${input.trades.map(quoteArrayItem).join(',')}}`}::text[], ${`{${input.categories.join(',')}}`}::text[], ${input.active})
        RETURNING id`),
    ).catch((e) => {
      if (isUniqueViolation(e)) throw duplicateCode(input.code);
      throw e;
    });
    await takeCategories(tx, row.id, input.categories);
    return getCostCode(tx, row.id);
  });
}

/** A text[] literal item, quoted (trade words may hold spaces). */
function quoteArrayItem(s: string): string {
  return `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

async function getCostCode(db: Db, id: number): Promise<CostCode> {
  const [row] = await rows<CostCodeRow>(db.execute(sql`${costCodeSelect} WHERE c.id = ${id}`));
  if (!row) throw notFound('Cost code');
  return row;
}

/** Renames, renumbers or (de)activates a cost code; Unassigned keeps its number and stays active. */
export async function updateCostCode(db: Db, id: number, input: CostCodeFields): Promise<CostCode> {
  return inTransaction(db, async (tx) => {
    const current = await getCostCode(tx, id);
    if (current.code === UNASSIGNED_CODE && (input.code !== UNASSIGNED_CODE || !input.active))
      throw new AppError('invalid', 'Unassigned (00) holds what no other code claims: it keeps its number and stays active', [
        { path: 'code', message: 'Unassigned keeps code 00' },
      ]);
    const [dup] = await rows<{ id: number }>(tx.execute(sql`SELECT id FROM cost_codes WHERE code = ${input.code} AND id <> ${id}`));
    if (dup) throw duplicateCode(input.code);
    await tx.execute(sql`UPDATE cost_codes SET code = ${input.code}, name = ${input.name},
      trades = ${`{${input.trades.map(quoteArrayItem).join(',')}}`}::text[], categories = ${`{${input.categories.join(',')}}`}::text[],
      active = ${input.active} WHERE id = ${id}`);
    await takeCategories(tx, id, input.categories);
    return getCostCode(tx, id);
  });
}

/**
 * The cost code to pre-fill on an expense (GET /api/cost-codes/suggestion), in one statement: the active code the
 * supplier's expenses dated in the last 365 days carry most often (ties: the one used most recently), else the active
 * code the category defaults to (cost_codes.categories), else none.
 */
export async function costCodeSuggestion(db: Db, q: { supplierId?: number; category?: string }): Promise<CostCodeSuggestion> {
  const supplierId = q.supplierId ?? null;
  const category = q.category ?? null;
  const [row] = await rows<CostCodeSuggestion>(
    db.execute(sql`SELECT coalesce(h.id, c.id) AS "costCodeId",
        CASE WHEN h.id IS NOT NULL THEN 'supplier-history' WHEN c.id IS NOT NULL THEN 'category' END AS source
      FROM (SELECT 1) one
      LEFT JOIN LATERAL (SELECT e.cost_code_id AS id FROM expenses e JOIN cost_codes k ON k.id = e.cost_code_id AND k.active
          WHERE e.supplier_id = ${supplierId}::int AND e.date >= current_date - 365
          GROUP BY e.cost_code_id ORDER BY count(*) DESC, max(e.date) DESC, max(e.id) DESC LIMIT 1) h ON true
      LEFT JOIN LATERAL (SELECT k.id FROM cost_codes k WHERE k.active AND ${category}::text = ANY (k.categories)
          ORDER BY k.code LIMIT 1) c ON true`),
  );
  return row ?? { costCodeId: null, source: null };
}

/**
 * The job cost of a project by cost code (GET /api/projects/:id/job-cost): its rows of the one job cost statement
 * (jobCostRowsSql, job-cost-sql.ts), each line's figures by jobCostLine, the totals and the projected margin.
 */
export async function jobCost(db: Db, projectId: number): Promise<JobCost> {
  const [project] = await rows<{ id: number; name: string; budget: string; cot: string }>(
    db.execute(sql`SELECT id, name, budget::text AS budget, change_order_total::text AS cot FROM projects WHERE id = ${projectId}`),
  );
  if (!project) throw notFound('Project');
  const list = await jobCostRows(db, { projectId });
  const [burdened] = await rows<{ any: boolean }>(
    db.execute(sql`SELECT EXISTS (SELECT 1 FROM time_entries t JOIN employee_burden eb ON eb.employee_id = t.employee_id
      AND eb.year = extract(year FROM t.date)::int WHERE t.project_id = ${projectId}) AS any`),
  );
  const projectBudget = centsFromDb(project.budget);
  const figures = jobCostLinesOf(list);
  const totals = jobCostTotals(figures.map((x) => x.f));
  const contract = cents(projectBudget + centsFromDb(project.cot));
  const margin = projectedMargin(contract, totals.estimateAtCompletion);
  const d = (c: Cents) => centsToDollars(c);
  const dollarsOf = (f: Omit<typeof totals, never>) =>
    Object.fromEntries(Object.entries(f).map(([k, v]) => [k, d(v as Cents)])) as Record<keyof typeof totals, number>;
  return {
    projectId: project.id,
    projectName: project.name,
    contractValue: d(contract),
    lines: figures.map(({ code, name, f, laborAtWage, laborBurden }) => {
      const { estimateEntered, ...rest } = f;
      return { costCode: code, name, ...dollarsOf(rest), laborAtWage: d(laborAtWage), laborBurden: d(laborBurden), estimateEntered };
    }),
    totals: {
      ...dollarsOf(totals),
      laborAtWage: d(cents(figures.reduce((s, x) => s + x.laborAtWage, 0))),
      laborBurden: d(cents(figures.reduce((s, x) => s + x.laborBurden, 0))),
    },
    projectedMargin: d(margin.margin),
    projectedMarginPercent: margin.percent,
    laborBurdened: burdened?.any === true,
  };
}

/**
 * Replaces a project's budget by cost code: every given line's budget and estimate to complete (Unassigned's budget
 * given too), lines not given are removed; the project's budget becomes the sum of the lines, in one transaction
 * under the project's row lock.
 */
export async function saveBudgetLines(db: Db, projectId: number, input: z.output<typeof budgetLinesInputSchema>): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [project] = await rows<{ id: number }>(tx.execute(sql`SELECT id FROM projects WHERE id = ${projectId} FOR UPDATE`));
    if (!project) throw notFound('Project');
    const lines = input.lines;
    const codes = lines.map((l) => l.costCode);
    const known = await rows<{ id: number; code: string; active: boolean }>(
      tx.execute(sql`SELECT id, code, active FROM cost_codes WHERE code = ANY (${`{${codes.join(',')}}`}::text[])`),
    );
    const byCode = new Map(known.map((k) => [k.code, k]));
    const errors = lines.flatMap((l, i) =>
      byCode.has(l.costCode) ? [] : [{ path: `lines.${i}.costCode`, message: `Cost code ${l.costCode} does not exist` }],
    );
    if (errors.length > 0) throw new AppError('invalid', errors[0].message, errors);
    const total = lines.reduce((s, l) => s + dollarsToCents(l.budget), 0);
    if (total > 9_999_999_999) throw new AppError('invalid', 'The budget lines add up to more than $99,999,999.99');
    await tx.execute(sql`DELETE FROM project_cost_codes WHERE project_id = ${projectId}
      AND cost_code_id <> ALL (${`{${lines.map((l) => byCode.get(l.costCode)?.id).join(',')}}`}::int[])`);
    for (const l of lines) {
      const id = byCode.get(l.costCode)?.id;
      const budget = l.costCode === UNASSIGNED_CODE ? '0' : centsToDecimalString(dollarsToCents(l.budget));
      const etc = l.estimateToComplete === null ? null : centsToDecimalString(dollarsToCents(l.estimateToComplete));
      await tx.execute(sql`INSERT INTO project_cost_codes (project_id, cost_code_id, budget, estimate_to_complete)
        VALUES (${projectId}, ${id}, ${budget}::numeric, ${etc}::numeric)
        ON CONFLICT (project_id, cost_code_id) DO UPDATE SET budget = excluded.budget,
          estimate_to_complete = excluded.estimate_to_complete, updated_at = now()`);
    }
    await tx.execute(sql`UPDATE projects SET budget = ${centsToDecimalString(cents(total))}::numeric, updated_at = now()
      WHERE id = ${projectId} AND budget <> ${centsToDecimalString(cents(total))}::numeric`);
  });
}

/**
 * The sum of a project's budget lines other than Unassigned: the project form cannot lower the budget below it
 * (Unassigned would go negative); the message says what to do.
 */
export async function assertBudgetCoversLines(db: Db, projectId: number, budget: Cents): Promise<void> {
  const [r] = await rows<{ assigned: string | null }>(
    db.execute(sql`SELECT sum(l.budget)::text AS assigned FROM project_cost_codes l WHERE l.project_id = ${projectId}`),
  );
  const assigned = centsFromDb(r?.assigned ?? '0');
  if (budget < assigned)
    throw new AppError(
      'invalid',
      `The budget by cost code already assigns $${(assigned / 100).toFixed(2)}: lower those lines on the Job cost page first, or give a budget of at least that`,
      [{ path: 'budget', message: `The cost code lines already assign $${(assigned / 100).toFixed(2)}` }],
    );
}
