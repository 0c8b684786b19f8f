import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { defineEndpoint } from './endpoint';

/** Which projects a company report sums: the active ones (default) or all of them. */
export const REPORT_PROJECT_SETS = ['active', 'all'] as const;
export type ReportProjectSet = (typeof REPORT_PROJECT_SETS)[number];

/** ?projects=active|all of the company job cost reports. */
export const jobCostReportQuerySchema = lazySchema(() =>
  z.object({
    projects: z.enum(REPORT_PROJECT_SETS, { error: 'Projects must be active or all' }).optional().default('active'),
  }),
);
export type JobCostReportQuery = z.input<typeof jobCostReportQuerySchema>;

const companyFiguresShape = () => ({
  revisedBudget: z.number(),
  committed: z.number(),
  actual: z.number(),
  openCommitments: z.number(),
  estimateToComplete: z.number(),
  estimateAtCompletion: z.number(),
  projectedOverUnder: z.number(),
});

/** The company's job cost by cost code: each line the sum over the projects of that code's project lines. */
export const companyJobCostSchema = lazySchema(() =>
  z.object({
    /** When it was computed (ISO timestamp). */
    asOf: z.string(),
    /** How many projects were summed. */
    projects: z.number().int(),
    lines: z.array(z.object({ costCode: z.string(), name: z.string(), ...companyFiguresShape() })),
    totals: z.object(companyFiguresShape()),
  }),
);
export type CompanyJobCost = z.infer<typeof companyJobCostSchema>;

const payeeFiguresShape = () => ({
  /** Issued and closed commitments (a draft commits nothing and is not counted). */
  commitments: z.number().int(),
  committed: z.number(),
  billed: z.number(),
  open: z.number(),
});

/** Committed cost by supplier (purchase orders) and subcontractor (subcontracts). */
export const commitmentsByPayeeSchema = lazySchema(() =>
  z.object({
    asOf: z.string(),
    rows: z.array(
      z.object({
        payeeType: z.enum(['supplier', 'subcontractor']),
        payeeId: z.number().int(),
        name: z.string(),
        ...payeeFiguresShape(),
      }),
    ),
    totals: z.object(payeeFiguresShape()),
  }),
);
export type CommitmentsByPayee = z.infer<typeof commitmentsByPayeeSchema>;

/** The company job cost reports (issue 42 scope 7): by cost code (JSON, CSV, PDF) and by payee (JSON, CSV). */
export const jobCostReportsApi = {
  companyJobCost: defineEndpoint({
    method: 'GET',
    path: '/api/reports/job-cost',
    query: jobCostReportQuerySchema,
    response: companyJobCostSchema,
  }),
  companyJobCostCsv: defineEndpoint({
    method: 'GET',
    path: '/api/reports/job-cost.csv',
    query: jobCostReportQuerySchema,
    produces: 'text/csv',
  }),
  companyJobCostPdf: defineEndpoint({
    method: 'GET',
    path: '/api/reports/job-cost.pdf',
    query: jobCostReportQuerySchema,
    produces: 'application/pdf',
  }),
  commitmentsByPayee: defineEndpoint({
    method: 'GET',
    path: '/api/reports/commitments-by-payee',
    query: jobCostReportQuerySchema,
    response: commitmentsByPayeeSchema,
  }),
  commitmentsByPayeeCsv: defineEndpoint({
    method: 'GET',
    path: '/api/reports/commitments-by-payee.csv',
    query: jobCostReportQuerySchema,
    produces: 'text/csv',
  }),
};
