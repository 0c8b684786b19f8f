import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '../../../domain/api/billing';
import type { RequestOf } from '../../../domain/api/endpoint';
import type { DataTable } from '../../../domain/data-changes';
import { invalidateAfterWrite, type Write } from '../../app/data-changes';
import { callApi } from '../../lib/call-api';

type Body<K extends keyof typeof billingApi> = RequestOf<(typeof billingApi)[K]>['body'];

/** One billing write of a project, refreshing what it changes. */
function useProjectWrite<T, R>(projectId: number, tables: DataTable[], call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  const writes: Write[] = tables.map((table) => ({ table, projectIds: [projectId] }));
  return useMutation({ mutationFn: call, onSuccess: () => invalidateAfterWrite(queryClient, ...writes) });
}

export const useCreateChangeOrder = (projectId: number) =>
  useProjectWrite(projectId, ['change_orders'], (body: Body<'createChangeOrder'>) =>
    callApi(billingApi.createChangeOrder, { params: { id: projectId }, body }),
  );

export const useUpdateChangeOrder = (projectId: number) =>
  useProjectWrite(projectId, ['change_orders', 'sov_lines'], ({ id, body }: { id: number; body: Body<'updateChangeOrder'> }) =>
    callApi(billingApi.updateChangeOrder, { params: { id }, body }),
  );

export const useUpdateTerms = (projectId: number) =>
  useProjectWrite(projectId, ['project_billing'], (body: Body<'updateTerms'>) =>
    callApi(billingApi.updateTerms, { params: { id: projectId }, body }),
  );

export const useReviseEstimate = (projectId: number) =>
  useProjectWrite(projectId, ['project_estimates', 'project_billing'], (body: Body<'reviseEstimate'>) =>
    callApi(billingApi.reviseEstimate, { params: { id: projectId }, body }),
  );

export const useUpdateSov = (projectId: number) =>
  useProjectWrite(projectId, ['sov_lines'], (body: Body<'updateSov'>) =>
    callApi(billingApi.updateSov, { params: { id: projectId }, body }),
  );

export const useCreateInvoice = (projectId: number) =>
  useProjectWrite(projectId, ['invoices'], (body: Body<'createInvoice'>) =>
    callApi(billingApi.createInvoice, { params: { id: projectId }, body }),
  );

export const useInvoiceStatus = (projectId: number) =>
  useProjectWrite(projectId, ['invoices'], ({ id, status }: { id: number; status: 'sent' | 'void' }) =>
    callApi(billingApi.invoiceStatus, { params: { id }, body: { status } }),
  );

export const useSendInvoice = (projectId: number) =>
  useProjectWrite(projectId, ['invoices', 'email_outbox'], ({ id, to }: { id: number; to: string | null }) =>
    callApi(billingApi.sendInvoice, { params: { id }, body: { to } }),
  );

export const useRecordPayment = (projectId: number) =>
  useProjectWrite(projectId, ['invoice_payments', 'invoices'], ({ id, body }: { id: number; body: Body<'recordPayment'> }) =>
    callApi(billingApi.recordPayment, { params: { id }, body }),
  );

/** Fills in the WIP snapshots of earlier month ends (refreshes the snapshot list). */
export function useBackfillWipSnapshots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(billingApi.backfillWipSnapshots, { body: {} }),
    onSuccess: () => invalidateAfterWrite(queryClient, 'wip_snapshots'),
  });
}
