import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../lib/ui/empty-state';
import { LoadError } from '../../lib/ui/load-error';
import { settingsQueries } from './settings-queries';
import { isOutboxOnly } from './settings-values';
import { SmsMessageItem } from './sms-message-item';

/** The newest text messages (pay stubs) and where they went: kept in the app's outbox or sent by a provider. */
export function SmsOutbox() {
  const outbox = useQuery(settingsQueries.smsOutbox());
  const messages = outbox.data ?? [];

  return (
    <Card component="section" aria-labelledby="sms-outbox-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="sms-outbox-title">
            Text Messages
          </Title>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={16} />}
            loading={outbox.isFetching}
            onClick={() => outbox.refetch()}
          >
            Refresh
          </Button>
        </Group>

        {outbox.isPending ? (
          <Group justify="center" py="md">
            <Loader size="sm" aria-label="Loading messages" />
          </Group>
        ) : outbox.isError ? (
          <LoadError title="Could not load text messages" error={outbox.error} onRetry={() => outbox.refetch()} />
        ) : (
          <>
            {isOutboxOnly(messages) && (
              <Alert color="blue" variant="light" icon={<IconInfoCircle />} title="Messages are kept in the outbox">
                No SMS provider is configured, so pay stubs are kept here in the outbox instead of being texted. Set SMS_PROVIDER_URL and
                SMS_API_KEY to send real text messages.
              </Alert>
            )}
            {messages.length === 0 ? (
              <EmptyState message="No messages yet">
                <Text size="sm" c="dimmed" ta="center">
                  Pay stubs sent from the payroll page appear here.
                </Text>
              </EmptyState>
            ) : (
              <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Text messages">
                {messages.map((m) => (
                  <SmsMessageItem key={m.id} message={m} />
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
