import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { JsonEndpoint } from '../../../domain/api/endpoint';
import { marketingApi } from '../../../domain/api/marketing';
import { type CallRequest, callApi, callEndpoint } from '../../lib/call-api';
import { marketingKeys } from './marketing-keys';

/** Each key with the call that fills it (contracts: domain/api/marketing.ts). */
export const marketingQueries = {
  /** GET /api/marketing/content: every stored item, newest first. */
  items: () => queryOptions({ queryKey: marketingKeys.items(), queryFn: () => callApi(marketingApi.list) }),
  /** GET /api/projects/photos-summary: projects with marketing photos. */
  photosSummary: () => queryOptions({ queryKey: marketingKeys.photosSummary(), queryFn: () => callApi(marketingApi.photosSummary) }),
};

/** A marketing write; the stored items are refreshed after it. */
function useMarketingMutation<E extends JsonEndpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CallRequest<E>) => callEndpoint(endpoint, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.items() }),
  });
}

/** POST /api/projects/{id}/generate-marketing */
export const useGenerateMarketing = () => useMarketingMutation(marketingApi.generate);
/** POST /api/marketing/content/{id}/approve */
export const useApproveMarketing = () => useMarketingMutation(marketingApi.approve);
/** DELETE /api/marketing/content/{id} */
export const useRejectMarketing = () => useMarketingMutation(marketingApi.reject);
