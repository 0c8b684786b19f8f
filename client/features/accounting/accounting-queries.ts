import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RECEIPT_FILTERS, ReceiptSort } from '../../../domain/accounting';
import { accountingApi } from '../../../domain/api/accounting';
import { callApi } from '../../lib/call-api';
import { accountingKeys } from './accounting-keys';

/** Rows per page of Receipt Management. */
export const RECEIPTS_PAGE_SIZE = 50;

/** Each key with the call that fills it (contracts: domain/api/accounting.ts). */
export const accountingQueries = {
  overview: (year: number) =>
    queryOptions({ queryKey: accountingKeys.overview(year), queryFn: () => callApi(accountingApi.overview, { query: { year } }) }),
  revenueMethod: () => queryOptions({ queryKey: accountingKeys.revenueMethod(), queryFn: () => callApi(accountingApi.revenueMethod) }),
  form1099: (year: number) =>
    queryOptions({ queryKey: accountingKeys.form1099(year), queryFn: () => callApi(accountingApi.form1099, { query: { year } }) }),
  receipts: (
    year: number,
    search: string,
    category: (typeof RECEIPT_FILTERS)[number],
    page: number,
    order: { sort: ReceiptSort; dir: 'asc' | 'desc' } | null = null,
  ) =>
    queryOptions({
      queryKey: accountingKeys.receipts(year, search, category, page, order ? `${order.sort}:${order.dir}` : 'date:desc'),
      queryFn: () =>
        callApi(accountingApi.receipts, {
          query: { year, search, category, ...order, limit: RECEIPTS_PAGE_SIZE, offset: (page - 1) * RECEIPTS_PAGE_SIZE },
        }),
      placeholderData: keepPreviousData,
    }),
};
