import { sql } from 'drizzle-orm';
import type { CommitmentsByPayee, CompanyJobCost, ReportProjectSet } from '../../../domain/api/job-cost-reports';
import { type CsvValue, toCsv } from '../../../domain/csv';
import {
  COMPANY_JOB_COST_FIGURES,
  type CompanyJobCostFigures,
  companyJobCostLines,
  companyJobCostTotals,
  type PayeeFigures,
  payeeTotals,
} from '../../../domain/job-cost-report';
import { centsFromDb, centsToDollars } from '../../../domain/money';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql-fragments';
import { type Column, money, ReportPdf } from '../accounting/pdf-doc';
import { branding } from '../company-profile/service';
import { jobCostLinesOf, jobCostRows, rowsByProject, scopeCondition } from './job-cost-sql';

const dollarsOf = (f: CompanyJobCostFigures) =>
  Object.fromEntries(COMPANY_JOB_COST_FIGURES.map((k) => [k, centsToDollars(f[k])])) as Record<keyof CompanyJobCostFigures, number>;

/**
 * The company's job cost by cost code (GET /api/reports/job-cost): the one job cost statement (jobCostRowsSql) over
 * the active or all projects, each project's lines computed as its job cost screen computes them (jobCostLinesOf),
 * then summed by code in cents (companyJobCostLines). One statement, whatever the number of projects.
 */
export async function companyJobCost(db: Db, projects: ReportProjectSet, asOf = new Date()): Promise<CompanyJobCost> {
  const byProject = rowsByProject(await jobCostRows(db, { projects }));
  const lines = companyJobCostLines(byProject.flatMap((list) => jobCostLinesOf(list)));
  return {
    asOf: asOf.toISOString(),
    projects: byProject.length,
    lines: lines.map((l) => ({ costCode: l.code, name: l.name, ...dollarsOf(l.figures) })),
    totals: dollarsOf(companyJobCostTotals(lines)),
  };
}

type PayeeRow = { payeeType: 'supplier' | 'subcontractor'; payeeId: number; name: string; commitments: number } & Record<
  'committed' | 'billed' | 'open',
  string
>;

/**
 * Committed cost by supplier and subcontractor (GET /api/reports/commitments-by-payee), in one statement: the lines
 * of issued and closed commitments of the projects (a draft commits nothing), what was billed against each, and by
 * payee what is committed (issued: the lines; closed: what was billed, as commitmentLineFigures says), billed and
 * still open (issued lines less their bills, never below zero). Largest commitment first.
 */
export async function commitmentsByPayee(db: Db, projects: ReportProjectSet, asOf = new Date()): Promise<CommitmentsByPayee> {
  const inScope = (column: ReturnType<typeof sql>) => scopeCondition({ projects }, column);
  const list = await rows<PayeeRow>(
    db.execute(sql`
      WITH billed AS (SELECT e.commitment_line_id AS line_id, sum(e.amount) AS amt
        FROM expenses e JOIN commitment_lines l ON l.id = e.commitment_line_id JOIN commitments m ON m.id = l.commitment_id
        WHERE ${inScope(sql`m.project_id`)} GROUP BY 1)
      SELECT CASE WHEN m.supplier_id IS NOT NULL THEN 'supplier' ELSE 'subcontractor' END AS "payeeType",
        coalesce(m.supplier_id, m.subcontractor_id) AS "payeeId",
        min(coalesce(su.name, coalesce(nullif(sc.company, ''), sc.name))) AS name,
        count(DISTINCT m.id)::int AS commitments,
        sum(CASE m.status WHEN 'issued' THEN l.amount ELSE coalesce(b.amt, 0) END)::text AS committed,
        coalesce(sum(b.amt), 0)::text AS billed,
        sum(CASE WHEN m.status = 'issued' THEN greatest(l.amount - coalesce(b.amt, 0), 0) ELSE 0 END)::text AS open
      FROM commitments m JOIN commitment_lines l ON l.commitment_id = m.id LEFT JOIN billed b ON b.line_id = l.id
        LEFT JOIN suppliers su ON su.id = m.supplier_id LEFT JOIN subcontractors sc ON sc.id = m.subcontractor_id
      WHERE m.status IN ('issued', 'closed') AND ${inScope(sql`m.project_id`)}
      GROUP BY 1, 2`),
  );
  const figures = list
    .map((r) => ({
      payeeType: r.payeeType,
      payeeId: Number(r.payeeId),
      name: r.name,
      commitments: Number(r.commitments),
      committed: centsFromDb(r.committed),
      billed: centsFromDb(r.billed),
      open: centsFromDb(r.open),
    }))
    .sort((a, b) => b.committed - a.committed || a.name.localeCompare(b.name) || a.payeeId - b.payeeId);
  const d = (f: PayeeFigures) => ({
    commitments: f.commitments,
    committed: centsToDollars(f.committed),
    billed: centsToDollars(f.billed),
    open: centsToDollars(f.open),
  });
  return {
    asOf: asOf.toISOString(),
    rows: figures.map((r) => ({ payeeType: r.payeeType, payeeId: r.payeeId, name: r.name, ...d(r) })),
    totals: d(payeeTotals(figures)),
  };
}

/** Exact dollars with two decimals from an API dollar figure (already exact to the cent). */
const csvDollars = (n: number) => (n + 0).toFixed(2);

/** Columns of job-cost-by-cost-code.csv (docs/csv-exports.md). */
export const JOB_COST_CSV_COLUMNS = [
  'Cost Code',
  'Name',
  'Revised Budget',
  'Committed',
  'Actual',
  'Open Commitments',
  'Estimate to Complete',
  'Estimate at Completion',
  'Projected Over/Under',
] as const;

/** The company job cost as CSV: one row per cost code (no totals row: a spreadsheet sums the columns). */
export function companyJobCostCsv(report: CompanyJobCost): string {
  return toCsv(
    JOB_COST_CSV_COLUMNS,
    report.lines.map((l): CsvValue[] => [l.costCode, l.name, ...COMPANY_JOB_COST_FIGURES.map((k) => csvDollars(l[k]))]),
  );
}

/** Columns of commitments-by-payee.csv (docs/csv-exports.md). */
export const PAYEE_CSV_COLUMNS = ['Payee Type', 'Payee', 'Commitments', 'Committed', 'Billed', 'Open'] as const;

/** Committed cost by payee as CSV: one row per supplier or subcontractor, largest commitment first. */
export function commitmentsByPayeeCsv(report: CommitmentsByPayee): string {
  return toCsv(
    PAYEE_CSV_COLUMNS,
    report.rows.map((r): CsvValue[] => [
      r.payeeType,
      r.name,
      String(r.commitments),
      csvDollars(r.committed),
      csvDollars(r.billed),
      csvDollars(r.open),
    ]),
  );
}

/** The file name of a company report download: job-cost-by-cost-code-active-2026-12-07.csv. */
export const jobCostReportFileName = (
  base: 'job-cost-by-cost-code' | 'commitments-by-payee',
  projects: ReportProjectSet,
  asOf: string,
  ext: string,
) => `${base}-${projects}-${asOf.slice(0, 10)}.${ext}`;

/** The company job cost as a landscape PDF: a table by cost code with its totals row. */
export async function companyJobCostPdf(db: Db, report: CompanyJobCost, projects: ReportProjectSet): Promise<Buffer> {
  const pdf = await ReportPdf.create(await branding(db), 'Job cost by cost code', report.asOf.slice(0, 10), 'landscape');
  pdf.paragraph(
    `${projects === 'active' ? 'Active projects' : 'All projects'}: ${report.projects}. Each line is the sum over the projects of that code's job cost line; the estimate to complete of each project line is never below zero.`,
    '#555',
  );
  const w = pdf.width;
  const figureWidth = 74;
  const cols: Column[] = [
    { title: 'Code', width: 44 },
    { title: 'Name', width: w - 44 - figureWidth * 7 },
    ...['Revised budget', 'Committed', 'Actual', 'Open commitments', 'Estimate to complete', 'Estimate at completion', 'Over/under'].map(
      (title): Column => ({ title, width: figureWidth, align: 'right' }),
    ),
  ];
  const figures = (f: Record<(typeof COMPANY_JOB_COST_FIGURES)[number], number>) => COMPANY_JOB_COST_FIGURES.map((k) => money(f[k]));
  pdf.table(
    cols,
    report.lines.map((l) => [l.costCode, l.name, ...figures(l)]),
    ['', 'Total', ...figures(report.totals)],
  );
  return pdf.finish();
}
