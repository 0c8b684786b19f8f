import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../lib/ui/load-error';
import { accountingQueries } from './accounting-queries';
import { RevenueMethodControl } from './revenue-method-control';

/** Settings → Accounting (issue 37): the revenue basis, the owner's choice; the office sees it. */
export function RevenueBasisCard() {
  const basis = useQuery(accountingQueries.revenueMethod());
  return (
    <Card component="section" aria-labelledby="accounting-settings-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="accounting-settings-title">
            Accounting
          </Title>
          <Text size="sm" c="dimmed">
            The basis revenue, profit, margins and the tax estimate are on, everywhere they are shown.
          </Text>
        </div>
        {basis.isPending ? (
          <Skeleton height={60} />
        ) : basis.isError ? (
          <LoadError title="Could not load the revenue basis" error={basis.error} onRetry={() => basis.refetch()} />
        ) : (
          <RevenueMethodControl method={basis.data.method} />
        )}
      </Stack>
    </Card>
  );
}
