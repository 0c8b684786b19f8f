import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOf } from '../../../domain/api/endpoint';
import { lienWaiversApi } from '../../../domain/api/lien-waivers';
import type { WaiverDirection, WaiverKind, WaiverStatus } from '../../../domain/lien-waivers';
import { invalidateAfterWrite } from '../../app/data-changes';
import { callApi } from '../../lib/call-api';
import { lienWaiverKeys } from './lien-waiver-keys';

/** Each lien waiver key with the call that fills it (contracts: domain/api/lien-waivers.ts). */
export const lienWaiverQueries = {
  list: (projectId: number, direction: WaiverDirection) =>
    queryOptions({
      queryKey: lienWaiverKeys.list(projectId, direction),
      queryFn: () => callApi(lienWaiversApi.listWaivers, { query: { projectId, direction } }),
    }),
  period: (projectId: number, from: string | null, to: string) =>
    queryOptions({
      queryKey: lienWaiverKeys.period(projectId, from, to),
      queryFn: () =>
        callApi(lienWaiversApi.listWaivers, { query: { projectId, direction: 'collect', ...(from === null ? {} : { from }), to } }),
    }),
  templates: () => queryOptions({ queryKey: lienWaiverKeys.templates(), queryFn: () => callApi(lienWaiversApi.listTemplates) }),
};

/** One write of a project's waivers, refreshing what it changes (the waiver lists and the compliance screens). */
function useWaiverWrite<T, R>(projectId: number, call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => invalidateAfterWrite(queryClient, { table: 'lien_waivers', projectIds: [projectId] }),
  });
}

export const useCreateWaiver = (projectId: number) =>
  useWaiverWrite(projectId, (body: RequestOf<typeof lienWaiversApi.createWaiver>['body']) =>
    callApi(lienWaiversApi.createWaiver, { body }),
  );

export const useWaiverStatus = (projectId: number) =>
  useWaiverWrite(projectId, ({ id, status }: { id: number; status: WaiverStatus }) =>
    callApi(lienWaiversApi.setWaiverStatus, { params: { id }, body: { status } }),
  );

/** Uploads the signed copy (multipart field "document"); the server checks its bytes (415 otherwise). */
export const useUploadWaiverDocument = (projectId: number) =>
  useWaiverWrite(projectId, ({ id, file }: { id: number; file: File }) => {
    const form = new FormData();
    form.append('document', file);
    return callApi(lienWaiversApi.uploadWaiverDocument, { params: { id }, form });
  });

export const useDeleteWaiver = (projectId: number) =>
  useWaiverWrite(projectId, (id: number) => callApi(lienWaiversApi.deleteWaiver, { params: { id }, body: undefined }));

/** Templates are not per project: a save or delete refreshes the templates list. */
function useTemplateWrite<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => invalidateAfterWrite(queryClient, 'lien_waiver_templates') });
}

export const useSaveTemplate = () =>
  useTemplateWrite(({ state, kind, body }: { state: string; kind: WaiverKind; body: string }) =>
    callApi(lienWaiversApi.saveTemplate, { params: { state, kind }, body: { body } }),
  );

export const useDeleteTemplate = () =>
  useTemplateWrite(({ state, kind }: { state: string; kind: WaiverKind }) =>
    callApi(lienWaiversApi.deleteTemplate, { params: { state, kind }, body: undefined }),
  );
