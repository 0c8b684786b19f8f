import { accountingOverviewSchema, accountingQuerySchema, receiptPageSchema, receiptsQuerySchema } from '../accounting';
import { defineEndpoint } from './endpoint';

/** The Accounting Dashboard: the year's overview and its receipts (?year= defaults to this year). */
export const accountingApi = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/accounting/overview',
    query: accountingQuerySchema,
    response: accountingOverviewSchema,
  }),
  receipts: defineEndpoint({ method: 'GET', path: '/api/accounting/receipts', query: receiptsQuerySchema, response: receiptPageSchema }),
};
