import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api';

type QueryErrorProps = {
  title: string;
  error: unknown;
  onRetry: () => void;
};

/** Red alert for a dashboard query that failed, with a retry button (queries never retry on their own). */
export function QueryError({ title, error, onRetry }: QueryErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle />}>
      {errorMessage(error, 'The server did not answer. Check your connection and try again.')}
      <div>
        <Button size="compact-sm" variant="subtle" color="red" mt="xs" px={0} onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Alert>
  );
}
