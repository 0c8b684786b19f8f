import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../domain/api/accounts';
import { authKeys, forgetAllButSession } from '../features/auth/auth-keys';
import { callApi } from '../lib/call-api';

/** Signs out on the server (the session ends there) and forgets every cached answer. */
export function SignOutButton() {
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => callApi(authApi.logout, { body: {} }),
    onSettled: () => {
      forgetAllButSession(queryClient);
      queryClient.setQueryData(authKeys.session(), { authRequired: true, user: null, setupRequired: false });
    },
  });
  return (
    <Tooltip label="Sign out">
      <ActionIcon variant="default" size="lg" aria-label="Sign out" loading={signOut.isPending} onClick={() => signOut.mutate()}>
        <IconLogout size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
