import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../api';

type LoadErrorProps = {
  title: string;
  error: unknown;
  /** Queries never retry on their own (docs/product/calls.md §7.1), so the alert offers it. */
  onRetry?: () => void;
};

/** Red alert for a list or figure that could not be loaded. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle />}>
      {errorMessage(error, 'The server did not answer. Check that it is running, then try again.')}
      {onRetry && (
        <div>
          <Button size="compact-sm" variant="subtle" color="red" mt="xs" px={0} onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
    </Alert>
  );
}
