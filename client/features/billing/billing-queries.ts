import { queryOptions } from '@tanstack/react-query';
import { billingApi } from '../../../domain/api/billing';
import { callApi } from '../../lib/call-api';
import { billingKeys } from './billing-keys';

/** Each billing key with the call that fills it (contracts: domain/api/billing.ts). */
export const billingQueries = {
  changeOrders: (id: number) =>
    queryOptions({ queryKey: billingKeys.changeOrders(id), queryFn: () => callApi(billingApi.changeOrders, { params: { id } }) }),
  terms: (id: number) => queryOptions({ queryKey: billingKeys.terms(id), queryFn: () => callApi(billingApi.terms, { params: { id } }) }),
  sov: (id: number) => queryOptions({ queryKey: billingKeys.sov(id), queryFn: () => callApi(billingApi.sov, { params: { id } }) }),
  invoices: (id: number) =>
    queryOptions({ queryKey: billingKeys.invoices(id), queryFn: () => callApi(billingApi.invoices, { params: { id } }) }),
  invoice: (id: number) =>
    queryOptions({ queryKey: billingKeys.invoice(id), queryFn: () => callApi(billingApi.invoice, { params: { id } }) }),
  aging: (asOf: string) =>
    queryOptions({ queryKey: billingKeys.aging(asOf), queryFn: () => callApi(billingApi.aging, { query: { asOf } }) }),
  wip: (monthEnd: string | null) =>
    queryOptions({
      queryKey: billingKeys.wip(monthEnd),
      queryFn: () => callApi(billingApi.wip, { query: monthEnd ? { monthEnd } : {} }),
    }),
  snapshots: () => queryOptions({ queryKey: billingKeys.snapshots(), queryFn: () => callApi(billingApi.wipSnapshots) }),
};
