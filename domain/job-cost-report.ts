import type { JobCostFigures } from './job-cost';
import { type Cents, cents, sumCents } from './money';

/**
 * The company's job cost by cost code and its committed cost by payee (issue 42 scope 7). All figures are cents.
 * A company line is the sum over the projects of each project's line of that code, each computed by jobCostLine
 * (so the estimate-to-complete floor at zero applies per project line, before the sum).
 */
export const COMPANY_JOB_COST_FIGURES = [
  'revisedBudget',
  'committed',
  'actual',
  'openCommitments',
  'estimateToComplete',
  'estimateAtCompletion',
  'projectedOverUnder',
] as const;
export type CompanyJobCostFigure = (typeof COMPANY_JOB_COST_FIGURES)[number];
export type CompanyJobCostFigures = Record<CompanyJobCostFigure, Cents>;

/** Zero in every company figure. */
function zeroFigures(): CompanyJobCostFigures {
  return Object.fromEntries(COMPANY_JOB_COST_FIGURES.map((k) => [k, cents(0)])) as CompanyJobCostFigures;
}

/** Adds one project line's figures to a running company line. */
function addFigures(to: CompanyJobCostFigures, f: Pick<JobCostFigures, CompanyJobCostFigure>): void {
  for (const k of COMPANY_JOB_COST_FIGURES) to[k] = cents(to[k] + f[k]);
}

/** One project line as the company report reads it. */
export type ProjectCodeLine = { code: string; name: string; f: Pick<JobCostFigures, CompanyJobCostFigure> };

/** The company lines: one per cost code found on any project, each the sum of that code's project lines, by code. */
export function companyJobCostLines(lines: Iterable<ProjectCodeLine>): { code: string; name: string; figures: CompanyJobCostFigures }[] {
  const byCode = new Map<string, { code: string; name: string; figures: CompanyJobCostFigures }>();
  for (const l of lines) {
    let line = byCode.get(l.code);
    if (!line) {
      line = { code: l.code, name: l.name, figures: zeroFigures() };
      byCode.set(l.code, line);
    }
    addFigures(line.figures, l.f);
  }
  return [...byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** The totals of company lines: each the sum of its column. */
export function companyJobCostTotals(lines: readonly { figures: CompanyJobCostFigures }[]): CompanyJobCostFigures {
  const out = zeroFigures();
  for (const l of lines) addFigures(out, l.figures);
  return out;
}

/** A payee's figures: commitments counted issued or closed, committed, billed and still open (cents). */
export type PayeeFigures = { commitments: number; committed: Cents; billed: Cents; open: Cents };

/** The totals of payee rows: the sums of each column. */
export function payeeTotals(rows: readonly PayeeFigures[]): PayeeFigures {
  return {
    commitments: rows.reduce((s, r) => s + r.commitments, 0),
    committed: sumCents(rows.map((r) => r.committed)),
    billed: sumCents(rows.map((r) => r.billed)),
    open: sumCents(rows.map((r) => r.open)),
  };
}
