import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { JsonEndpoint } from '../../../domain/api/endpoint';
import { socialApi } from '../../../domain/api/social';
import { type CallRequest, callApi, callEndpoint } from '../../lib/call-api';
import { socialKeys } from './social-keys';

/** Each key with the call that fills it (contracts: domain/api/social.ts). */
export const socialQueries = {
  accounts: () => queryOptions({ queryKey: socialKeys.accounts(), queryFn: () => callApi(socialApi.accounts) }),
  /** Every post; refetched every 15 s while shown, so a post the server publishes turns green on its own. */
  posts: () => queryOptions({ queryKey: socialKeys.posts(), queryFn: () => callApi(socialApi.posts), refetchInterval: 15_000 }),
  publisher: () => queryOptions({ queryKey: socialKeys.publisher(), queryFn: () => callApi(socialApi.publisher), staleTime: Infinity }),
};

/** A social write; accounts and posts are refreshed after it. */
function useSocialMutation<E extends JsonEndpoint>(endpoint: E) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CallRequest<E>) => callEndpoint(endpoint, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.all }),
  });
}

export const useConnectAccount = () => useSocialMutation(socialApi.connect);
export const useUpdateAccount = () => useSocialMutation(socialApi.updateAccount);
export const useDisconnectAccount = () => useSocialMutation(socialApi.disconnect);
export const useCreatePost = () => useSocialMutation(socialApi.createPost);
export const useUpdatePost = () => useSocialMutation(socialApi.updatePost);
/** Writes nothing: only the generated text comes back. */
export const useGenerateContent = () =>
  useMutation({ mutationFn: (request: CallRequest<typeof socialApi.generate>) => callEndpoint(socialApi.generate, request) });
