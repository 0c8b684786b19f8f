import { z } from 'zod';
import {
  agingQuerySchema,
  agingReportSchema,
  estimateHistorySchema,
  estimateRevisionInputSchema,
  wipBackfillResultSchema,
  wipQuerySchema,
  wipReportSchema,
  wipSnapshotListSchema,
} from '../billing/report-schemas';
import {
  billingTermsInputSchema,
  billingTermsSchema,
  changeOrderInputSchema,
  changeOrderListSchema,
  changeOrderSchema,
  changeOrderUpdateSchema,
  invoiceDetailSchema,
  invoiceEmailPreviewSchema,
  invoiceInputSchema,
  invoiceSendInputSchema,
  invoiceSendResultSchema,
  invoiceStatusInputSchema,
  invoiceSummarySchema,
  paymentInputSchema,
  sovInputSchema,
  sovSchema,
} from '../billing/schemas';
import { lazySchema } from '../lazy-schema';
import { idParamsSchema } from '../validation';
import { defineEndpoint } from './endpoint';

/** Billing (issue 20): change orders, schedule of values, pay applications, payments received, A/R aging and WIP. */
export const billingApi = {
  changeOrders: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/change-orders',
    params: idParamsSchema,
    response: changeOrderListSchema,
  }),
  createChangeOrder: defineEndpoint({
    method: 'POST',
    path: '/api/projects/:id/change-orders',
    params: idParamsSchema,
    body: changeOrderInputSchema,
    response: changeOrderSchema,
    status: 201,
  }),
  updateChangeOrder: defineEndpoint({
    method: 'PUT',
    path: '/api/change-orders/:id',
    params: idParamsSchema,
    body: changeOrderUpdateSchema,
    response: changeOrderSchema,
  }),
  terms: defineEndpoint({ method: 'GET', path: '/api/projects/:id/billing-terms', params: idParamsSchema, response: billingTermsSchema }),
  updateTerms: defineEndpoint({
    method: 'PUT',
    path: '/api/projects/:id/billing-terms',
    params: idParamsSchema,
    body: billingTermsInputSchema,
    response: billingTermsSchema,
  }),
  /** A job's dated estimated total cost (issue 37): the one in force today and every revision. */
  estimates: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/estimates',
    params: idParamsSchema,
    response: estimateHistorySchema,
  }),
  reviseEstimate: defineEndpoint({
    method: 'POST',
    path: '/api/projects/:id/estimates',
    params: idParamsSchema,
    body: estimateRevisionInputSchema,
    response: estimateHistorySchema,
    status: 201,
  }),
  /** The schedule of values; a project without one gets its default (the original contract and each approved change order). */
  sov: defineEndpoint({ method: 'GET', path: '/api/projects/:id/schedule-of-values', params: idParamsSchema, response: sovSchema }),
  updateSov: defineEndpoint({
    method: 'PUT',
    path: '/api/projects/:id/schedule-of-values',
    params: idParamsSchema,
    body: sovInputSchema,
    response: sovSchema,
  }),
  invoices: defineEndpoint({
    method: 'GET',
    path: '/api/projects/:id/invoices',
    params: idParamsSchema,
    response: lazySchema(() => z.array(invoiceSummarySchema)),
  }),
  createInvoice: defineEndpoint({
    method: 'POST',
    path: '/api/projects/:id/invoices',
    params: idParamsSchema,
    body: invoiceInputSchema,
    response: invoiceDetailSchema,
    status: 201,
  }),
  invoice: defineEndpoint({ method: 'GET', path: '/api/invoices/:id', params: idParamsSchema, response: invoiceDetailSchema }),
  invoicePdf: defineEndpoint({ method: 'GET', path: '/api/invoices/:id/pdf', params: idParamsSchema, produces: 'application/pdf' }),
  invoiceStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/invoices/:id/status',
    params: idParamsSchema,
    body: invoiceStatusInputSchema,
    response: invoiceSummarySchema,
  }),
  invoiceEmail: defineEndpoint({
    method: 'GET',
    path: '/api/invoices/:id/email',
    params: idParamsSchema,
    response: invoiceEmailPreviewSchema,
  }),
  sendInvoice: defineEndpoint({
    method: 'POST',
    path: '/api/invoices/:id/send',
    params: idParamsSchema,
    body: invoiceSendInputSchema,
    response: invoiceSendResultSchema,
  }),
  recordPayment: defineEndpoint({
    method: 'POST',
    path: '/api/invoices/:id/payments',
    params: idParamsSchema,
    body: paymentInputSchema,
    response: invoiceDetailSchema,
    status: 201,
  }),
  aging: defineEndpoint({ method: 'GET', path: '/api/billing/aging', query: agingQuerySchema, response: agingReportSchema }),
  /** JSON by default; ?format=pdf or csv answers the file instead. */
  wip: defineEndpoint({ method: 'GET', path: '/api/billing/wip', query: wipQuerySchema, response: wipReportSchema }),
  wipSnapshots: defineEndpoint({ method: 'GET', path: '/api/billing/wip/snapshots', response: wipSnapshotListSchema }),
  /** Fills in the month-end snapshots of earlier months that have none (from the dated records). */
  backfillWipSnapshots: defineEndpoint({
    method: 'POST',
    path: '/api/billing/wip/snapshots/backfill',
    // It takes no input: no body, or an empty JSON object (anything else is 400).
    body: lazySchema(() => z.object({}).strict().nullish()),
    response: wipBackfillResultSchema,
  }),
};
