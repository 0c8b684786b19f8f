import { Anchor, Paper, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { todayIso } from '../../../domain/dates';
import { countOf } from '../../../domain/wording';
import { formatDate, formatMoney } from '../../lib/format';
import { billingQueries } from './billing-queries';

/**
 * The company-wide retainage receivable (issue 37): the retainage held on each project's latest pay application sent,
 * as of the year's end (today for the current year), from the A/R aging. Money earned and owed, not yet due.
 */
export function RetainageReceivable({ year }: { year: number }) {
  const today = todayIso();
  const asOf = `${year}-12-31` < today ? `${year}-12-31` : today;
  const aging = useQuery(billingQueries.aging(asOf));
  if (aging.isError) return null;
  const clients = aging.data?.clients.filter((c) => c.retainage !== 0).length ?? 0;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="retainage-receivable">
      <Text size="sm" c="dimmed">
        Retainage receivable on {formatDate(asOf)}
      </Text>
      {aging.data ? (
        <Text fw={700} fz="lg">
          {formatMoney(aging.data.totals.retainage)}
        </Text>
      ) : (
        <Skeleton height={24} width={120} my={2} />
      )}
      <Text size="xs" c="dimmed">
        Held on pay applications ({countOf(clients, 'client')}), not in the open balances ·{' '}
        <Anchor component={Link} to="/billing" size="xs" underline="always">
          A/R aging
        </Anchor>
      </Text>
    </Paper>
  );
}
