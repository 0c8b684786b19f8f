import { z } from 'zod';
import { accountingQuerySchema, RECEIPT_FILTERS } from '../accounting';
import { parseTin } from '../accounting-1099';
import { lazySchema } from '../lazy-schema';
import { queryInt, searchSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/** ?year= of an export (this year when omitted). */
export const exportYearQuerySchema = lazySchema(() => z.object({ year: queryInt('Year', 1900, 2999).optional() }));

/** The expenses export takes Receipt Management's filters too. */
export const expensesExportQuerySchema = lazySchema(() =>
  exportYearQuerySchema.extend({
    search: searchSchema,
    category: z.enum(RECEIPT_FILTERS, { error: `Category must be one of ${RECEIPT_FILTERS.join(', ')}` }).optional(),
  }),
);

/** ?year= and the payer's EIN (?payerTin=, optional: Plumbline does not keep it) of the 1099-NEC filing files. */
export const necFilingQuerySchema = lazySchema(() =>
  exportYearQuerySchema.extend({
    payerTin: z
      .string()
      .optional()
      .transform((v, ctx): string | null => {
        const t = parseTin(v ?? '');
        if (t === undefined) {
          ctx.addIssue({ code: 'custom', message: "Payer's EIN must be 9 digits (12-3456789)" });
          return z.NEVER;
        }
        return t;
      }),
  }),
);

/** The four PDF reports (part 2 §7). */
export const YEAR_REPORT_TYPES = ['annual', 'receipts', 'tax', '1099'] as const;

/** ?year= and ?taxRate= of a PDF report (the tax report shows the rate). */
export const reportPdfQuerySchema = accountingQuerySchema;

/** The CSV exports of a year besides the expenses (route /api/accounting/exports/{kind}.csv, columns in docs/csv-exports.md). */
export const YEAR_CSV_KINDS = ['expenses', 'work-records', 'payroll-payments', '1099-payees', 'advances'] as const;
export type YearCsvKind = (typeof YEAR_CSV_KINDS)[number];

const csvEndpoint = (kind: Exclude<YearCsvKind, 'expenses'>) =>
  defineEndpoint({ method: 'GET', path: `/api/accounting/exports/${kind}.csv`, query: exportYearQuerySchema, produces: 'text/csv' });

/** The accountant's files of a year: PDF reports, the pack and the CSV exports (columns in docs/csv-exports.md). */
export const accountingExportsApi = {
  reportPdf: defineEndpoint({
    method: 'GET',
    path: '/api/accounting/reports/:type',
    params: lazySchema(() =>
      z.object({ type: z.enum(YEAR_REPORT_TYPES, { error: `Report type must be one of ${YEAR_REPORT_TYPES.join(', ')}` }) }),
    ),
    query: reportPdfQuerySchema,
    produces: 'application/pdf',
  }),
  pack: defineEndpoint({ method: 'GET', path: '/api/accounting/pack', query: accountingQuerySchema, produces: 'application/zip' }),
  expensesCsv: defineEndpoint({
    method: 'GET',
    path: '/api/accounting/exports/expenses.csv',
    query: expensesExportQuerySchema,
    produces: 'text/csv',
  }),
  workRecordsCsv: csvEndpoint('work-records'),
  payrollPaymentsCsv: csvEndpoint('payroll-payments'),
  payees1099Csv: csvEndpoint('1099-payees'),
  /** The year's 1099-NECs as the IRS IRIS Taxpayer Portal's CSV upload (issue 41; docs/csv-exports.md). */
  necIrisCsv: defineEndpoint({
    method: 'GET',
    path: '/api/accounting/exports/1099-nec-iris.csv',
    query: necFilingQuerySchema,
    produces: 'text/csv',
  }),
  /** Copy B of each 1099-NEC for the recipients, one page each (issue 41). */
  necCopiesPdf: defineEndpoint({
    method: 'GET',
    path: '/api/accounting/reports/1099-nec-copies.pdf',
    query: necFilingQuerySchema,
    produces: 'application/pdf',
  }),
  /** Advances given and recovered in the year (issue 37). */
  advancesCsv: csvEndpoint('advances'),
};
