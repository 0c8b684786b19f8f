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
  estimates: (id: number) =>
    queryOptions({ queryKey: billingKeys.estimates(id), queryFn: () => callApi(billingApi.estimates, { params: { id } }) }),
  invoices: (id: number) =>
    queryOptions({ queryKey: billingKeys.invoices(id), queryFn: () => callApi(billingApi.invoices, { params: { id } }) }),
  invoice: (id: number) =>
    queryOptions({ queryKey: billingKeys.invoice(id), queryFn: () => callApi(billingApi.invoice, { params: { id } }) }),
  /** The invoice's e-mail as it will be sent, read before sending. */
  invoiceEmail: (id: number) =>
    queryOptions({ queryKey: billingKeys.invoiceEmail(id), queryFn: () => callApi(billingApi.invoiceEmail, { params: { id } }) }),
  aging: (asOf: string) =>
    queryOptions({ queryKey: billingKeys.aging(asOf), queryFn: () => callApi(billingApi.aging, { query: { asOf } }) }),
  /** A month end's snapshot, or the live report as of a day (null: today). */
  wip: (monthEnd: string | null, asOf: string | null = null) =>
    queryOptions({
      queryKey: billingKeys.wip(monthEnd, asOf),
      queryFn: () => callApi(billingApi.wip, { query: monthEnd ? { monthEnd } : asOf ? { asOf } : {} }),
    }),
  snapshots: () => queryOptions({ queryKey: billingKeys.snapshots(), queryFn: () => callApi(billingApi.wipSnapshots) }),
};
