import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { JobCost } from '../../../domain/api/job-cost';
import { todayIso } from '../../../domain/dates';
import { wipEstimateFromJobCost } from '../../../domain/job-cost';
import { centsToDollars, dollarsToCents } from '../../../domain/money';
import { errorMessage } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { LoadError } from '../../lib/ui/load-error';
import { billingQueries } from '../billing/billing-queries';
import { useReviseEstimate } from '../billing/use-billing-mutations';

/**
 * The job's estimated total cost for the WIP and earned revenue (issue 42): the one in force today beside the one the
 * job cost gives (its estimate at completion, at wage: wipEstimateFromJobCost), and a button that records the job
 * cost's as a revision dated today, so the WIP's estimated total cost is the estimate at completion and every
 * change of it stays dated (closed periods keep theirs).
 */
export function WipEstimateCard({ projectId, jobCost }: { projectId: number; jobCost: JobCost }) {
  const history = useQuery(billingQueries.estimates(projectId));
  const revise = useReviseEstimate(projectId);
  const t = jobCost.totals;
  const fromJobCost = centsToDollars(wipEstimateFromJobCost(dollarsToCents(t.estimateAtCompletion), dollarsToCents(t.laborBurden)));
  const apply = () =>
    revise.mutate(
      { effectiveDate: todayIso(), estimatedTotalCost: fromJobCost, note: 'Estimate at completion from the job cost' },
      {
        onSuccess: () => notifySuccess('The WIP now uses the job cost’s estimate at completion'),
        onError: (e) => notifyError(errorMessage(e, 'Could not record the estimate')),
      },
    );
  const current = history.data?.current ?? null;
  const same = current !== null && dollarsToCents(current) === dollarsToCents(fromJobCost);
  return (
    <Card>
      <Title order={2} size="h4" id={`wip-estimate-${projectId}`}>
        Estimated total cost for the WIP
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        The WIP and earned revenue measure percent complete against the estimated total cost in force on each day. Keep it equal to the
        estimate at completion below as the job changes.
      </Text>
      {history.isError ? (
        <LoadError title="Could not load the estimated total cost" error={history.error} onRetry={() => history.refetch()} />
      ) : !history.data ? (
        <Skeleton height={60} />
      ) : (
        <Stack gap="xs">
          <Group gap="xl">
            <div>
              <Text size="xs" c="dimmed">
                In force today
              </Text>
              <Text fw={700} data-testid="wip-estimate-current">
                {current === null ? 'None entered' : formatMoney(current)}
              </Text>
            </div>
            <IconArrowRight size={16} aria-hidden />
            <div>
              <Text size="xs" c="dimmed">
                From the job cost
              </Text>
              <Text fw={700} data-testid="wip-estimate-job-cost">
                {formatMoney(fromJobCost)}
              </Text>
            </div>
          </Group>
          {t.laborBurden > 0 && (
            <Text size="xs" c="dimmed">
              The estimate at completion of {formatMoney(t.estimateAtCompletion)} less the {formatMoney(t.laborBurden)} of labor burden
              counted so far: the WIP counts cost as the books do, labor at wage.
            </Text>
          )}
          {same ? (
            <Alert color="green" variant="light" title="The WIP uses the job cost’s estimate" role="status" />
          ) : (
            <Group>
              <Button size="sm" onClick={apply} loading={revise.isPending}>
                Use {formatMoney(fromJobCost)} from today
              </Button>
              <Text size="xs" c="dimmed">
                Recorded as an estimate revision dated today; earlier days keep the estimate they had.
              </Text>
            </Group>
          )}
        </Stack>
      )}
    </Card>
  );
}
