import { z } from 'zod';
import { accountingQuerySchema, RECEIPT_FILTERS } from '../accounting';
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
  /** Advances given and recovered in the year (issue 37). */
  advancesCsv: csvEndpoint('advances'),
};
