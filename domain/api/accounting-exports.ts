import { z } from 'zod';
import { RECEIPT_FILTERS } from '../accounting';
import { queryInt, searchSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/** ?year= of an export (this year when omitted). */
export const exportYearQuerySchema = z.object({ year: queryInt('Year', 1900, 2999).optional() });

/** The expenses export takes Receipt Management's filters too. */
export const expensesExportQuerySchema = exportYearQuerySchema.extend({
  search: searchSchema,
  category: z.enum(RECEIPT_FILTERS, { error: `Category must be one of ${RECEIPT_FILTERS.join(', ')}` }).optional(),
});

/** The accountant's files of a year: CSV exports (columns in docs/exports.md). */
export const accountingExportsApi = {
  expensesCsv: defineEndpoint({
    method: 'GET',
    path: '/api/accounting/exports/expenses.csv',
    query: expensesExportQuerySchema,
    produces: 'text/csv',
  }),
};
