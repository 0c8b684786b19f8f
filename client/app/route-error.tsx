import { Alert, Button, Center, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}

/** Route error boundary: a friendly message instead of a blank screen when a screen crashes or fails to load. */
export function RouteError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);

  return (
    <Center py="xl">
      <Alert w="100%" maw={560} color="red" variant="light" title="Something went wrong" icon={<IconAlertTriangle />}>
        <Stack gap="sm">
          <Text size="sm">This page could not be displayed. Reloading usually fixes it; your saved data is not affected.</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Details: {describe(error)}
          </Text>
          <Group gap="sm">
            <Button size="xs" color="red" leftSection={<IconRefresh size={14} />} onClick={() => window.location.reload()}>
              Reload page
            </Button>
            <Button size="xs" variant="default" component={Link} to="/">
              Back to Dashboard
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Center>
  );
}
