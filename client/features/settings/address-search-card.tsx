import { Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { geocodingApi } from '../../../domain/api/geocoding';
import { invalidateAfterWrite } from '../../app/data-changes';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { LoadError } from '../../lib/ui/load-error';
import { useRole } from '../auth/auth-queries';
import { settingsQueries } from './settings-queries';

/**
 * Settings → Address search (issue 39 scope 6): off until the owner turns it on, because then the addresses typed in
 * the project form go from this server to OpenStreetMap Nominatim. The office sees the setting.
 */
export function AddressSearchCard() {
  const role = useRole();
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQueries.geocoding());
  const save = useMutation({
    mutationFn: (enabled: boolean) => callApi(geocodingApi.saveSettings, { body: { enabled } }),
    onSuccess: (r) => {
      // The answer is the new setting: shown at once, so the switch never flips back while the list refetches.
      queryClient.setQueryData(settingsQueries.geocoding().queryKey, r);
      invalidateAfterWrite(queryClient, 'configurations');
      notifySuccess(r.enabled ? 'Address search is on' : 'Address search is off');
    },
    onError: (e) => notifyError(errorMessage(e, 'Could not change address search')),
  });
  const checked = save.isPending && save.variables !== undefined ? save.variables : settings.data?.enabled === true;
  return (
    <Card component="section" aria-labelledby="address-search-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="address-search-title">
            Address search
          </Title>
          <Text size="sm" c="dimmed">
            Suggests US addresses in the project form. When on, the address text typed there is sent from this server to OpenStreetMap
            Nominatim (a public service; at most one search a second). When off, nothing is sent and addresses are typed by hand.
          </Text>
        </div>
        {settings.isPending ? (
          <Skeleton height={30} />
        ) : settings.isError ? (
          <LoadError title="Could not load the address search setting" error={settings.error} onRetry={() => settings.refetch()} />
        ) : (
          <Switch
            label="Search addresses with OpenStreetMap Nominatim"
            description={role === 'owner' ? undefined : 'Only the owner can change this'}
            checked={checked}
            disabled={role !== 'owner' || save.isPending}
            onChange={(e) => save.mutate(e.currentTarget.checked)}
          />
        )}
      </Stack>
    </Card>
  );
}
