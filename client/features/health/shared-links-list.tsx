import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { healthApi } from '../../../domain/api/health';
import type { SharedLink } from '../../../domain/shared-links';
import { invalidateAfterWrite } from '../../app/data-changes';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { formatDate } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { healthKeys } from './health-keys';

const STATE_COLOR = { active: 'teal', expired: 'gray', revoked: 'red' } as const;

/** The project's shared links with their state; Revoke stops an active one at once (issue 39). */
export function SharedLinksList({ projectId }: { projectId: number }) {
  const queryClient = useQueryClient();
  const links = useQuery({
    queryKey: healthKeys.sharedLinks(projectId),
    queryFn: () => callApi(healthApi.sharedLinks, { params: { id: projectId } }),
  });
  const revoke = useMutation({
    mutationFn: (id: number) => callApi(healthApi.revokeSharedLink, { params: { id } }),
    onSuccess: () => {
      invalidateAfterWrite(queryClient, 'shared_links');
      notifySuccess('Link revoked', 'It no longer opens.');
    },
    onError: (e) => notifyError(errorMessage(e, 'Could not revoke the link')),
  });
  if (links.isPending || links.isError || links.data.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-label="Shared links">
      <Text fw={600} size="sm">
        Shared links
      </Text>
      {links.data.map((l: SharedLink) => (
        <Group key={l.id} justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Badge color={STATE_COLOR[l.state]} variant="light">
              {l.state}
            </Badge>
            <Text size="sm">
              Shared {formatDate(l.createdAt)} · {l.state === 'expired' ? 'expired' : 'expires'} {formatDate(l.expiresAt)} ·{' '}
              {l.fields.length} {l.fields.length === 1 ? 'figure' : 'figures'}
            </Text>
          </Group>
          {l.state === 'active' && (
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={revoke.isPending && revoke.variables === l.id}
              onClick={() => revoke.mutate(l.id)}
              aria-label={`Revoke the link shared ${formatDate(l.createdAt)}`}
            >
              Revoke
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
