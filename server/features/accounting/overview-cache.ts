import type { FastifyReply } from 'fastify';
import type { AccountingOverview } from '../../../domain/accounting';
import { withTaxRate } from '../../../domain/accounting-overview';
import { DEFAULT_TAX_RATE } from '../../../domain/accounting-tax';
import { accountingApi } from '../../../domain/api/accounting';
import type { ResponseCache } from '../../http/response-cache';

/** The tables the year's figures are computed from: any change to them drops the cached overview. */
export const ACCOUNTING_TABLES = [
  'expenses',
  'time_entries',
  'employees',
  'projects',
  'suppliers',
  'receipts',
  // The revenue basis (configurations) and what each basis reads: invoices (billed), payments received (cash),
  // dated estimates and approved change orders (earned, issue 37).
  'configurations',
  'invoices',
  'invoice_payments',
  'project_estimates',
  'change_orders',
];

/** The cache key of a year's overview: one per year, whatever the tax rate asked (at most 1,100 years exist). */
export const overviewKey = (year: number) => `accounting:${year}`;

/**
 * GET /api/accounting/overview from the response cache, which holds one body per year computed at the default
 * rate: that rate is served as stored (gzipped once); another rate is applied to the stored figures (no SQL).
 */
export async function sendOverview(
  cache: ResponseCache,
  reply: FastifyReply,
  year: number,
  taxRate: number,
  compute: (year: number, taxRate: number) => Promise<AccountingOverview>,
) {
  const schema = accountingApi.overview.response;
  const atDefault = () => compute(year, DEFAULT_TAX_RATE);
  if (taxRate === DEFAULT_TAX_RATE) return cache.respond(reply, overviewKey(year), schema, atDefault, ACCOUNTING_TABLES);
  const stored = JSON.parse(await cache.json(overviewKey(year), schema, atDefault, ACCOUNTING_TABLES)) as AccountingOverview;
  return cache.send(reply, JSON.stringify(withTaxRate(stored, taxRate)));
}
