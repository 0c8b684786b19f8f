import { accountingOverviewSchema, accountingQuerySchema, receiptPageSchema, receiptsQuerySchema } from '../accounting';
import { form1099SummarySchema } from '../accounting-1099-api';
import { revenueMethodSettingSchema } from '../accounting-revenue';
import { exportYearQuerySchema } from './accounting-exports';
import { defineEndpoint } from './endpoint';

/** The Accounting Dashboard: the year's overview and its receipts (?year= defaults to this year). */
export const accountingApi = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/accounting/overview',
    query: accountingQuerySchema,
    response: accountingOverviewSchema,
  }),
  form1099: defineEndpoint({ method: 'GET', path: '/api/accounting/1099', query: exportYearQuerySchema, response: form1099SummarySchema }),
  receipts: defineEndpoint({ method: 'GET', path: '/api/accounting/receipts', query: receiptsQuerySchema, response: receiptPageSchema }),
  /** The revenue recognition method of the overview (the owner's choice, stored in configurations). */
  revenueMethod: defineEndpoint({ method: 'GET', path: '/api/accounting/revenue-method', response: revenueMethodSettingSchema }),
  updateRevenueMethod: defineEndpoint({
    method: 'PUT',
    path: '/api/accounting/revenue-method',
    body: revenueMethodSettingSchema,
    response: revenueMethodSettingSchema,
  }),
};
