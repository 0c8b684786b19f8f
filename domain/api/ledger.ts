import { ledgerAccountKeyParamsSchema, ledgerAccountUpdateSchema } from '../ledger/accounts';
import {
  accountLinesSchema,
  asOfQuerySchema,
  balanceSheetSchema,
  chartSchema,
  entryParamsSchema,
  entrySchema,
  ledgerExportBodySchema,
  ledgerPeriodQuerySchema,
  profitAndLossSchema,
  trialBalanceSchema,
} from '../ledger/api-schemas';
import { defineEndpoint } from './endpoint';

const text = (path: string, produces: string) => defineEndpoint({ method: 'GET', path, query: ledgerPeriodQuerySchema, produces });
/** The new entries of a period as a QuickBooks file, remembered as exported (GET with since=last only reads). */
const newEntries = (path: string, produces: string) => defineEndpoint({ method: 'POST', path, body: ledgerExportBodySchema, produces });

/** The general ledger (issue 41 scope 1-4): chart of accounts, reports with drill-down, and the accountant's files. */
export const ledgerApi = {
  accounts: defineEndpoint({ method: 'GET', path: '/api/ledger/accounts', response: chartSchema }),
  updateAccount: defineEndpoint({
    method: 'PUT',
    path: '/api/ledger/accounts/:key',
    params: ledgerAccountKeyParamsSchema,
    body: ledgerAccountUpdateSchema,
    response: chartSchema.element,
  }),
  trialBalance: defineEndpoint({
    method: 'GET',
    path: '/api/ledger/trial-balance',
    query: ledgerPeriodQuerySchema,
    response: trialBalanceSchema,
  }),
  profitAndLoss: defineEndpoint({
    method: 'GET',
    path: '/api/ledger/profit-and-loss',
    query: ledgerPeriodQuerySchema,
    response: profitAndLossSchema,
  }),
  balanceSheet: defineEndpoint({ method: 'GET', path: '/api/ledger/balance-sheet', query: asOfQuerySchema, response: balanceSheetSchema }),
  accountLines: defineEndpoint({
    method: 'GET',
    path: '/api/ledger/accounts/:key/lines',
    params: ledgerAccountKeyParamsSchema,
    query: ledgerPeriodQuerySchema,
    response: accountLinesSchema,
  }),
  entry: defineEndpoint({ method: 'GET', path: '/api/ledger/entries/:entryNo', params: entryParamsSchema, response: entrySchema }),
  hledger: text('/api/accounting/journal.hledger', 'text/plain'),
  qboJournal: text('/api/ledger/exports/qbo-journal.csv', 'text/csv'),
  iif: text('/api/ledger/exports/journal.iif', 'application/octet-stream'),
  qboJournalNew: newEntries('/api/ledger/exports/qbo-journal.csv', 'text/csv'),
  iifNew: newEntries('/api/ledger/exports/journal.iif', 'application/octet-stream'),
  customers: defineEndpoint({ method: 'GET', path: '/api/ledger/exports/qbo-customers.csv', produces: 'text/csv' }),
  vendors: defineEndpoint({ method: 'GET', path: '/api/ledger/exports/qbo-vendors.csv', produces: 'text/csv' }),
};
