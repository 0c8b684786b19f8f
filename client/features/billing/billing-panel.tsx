import { Card, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { dollarsToCents } from '../../../domain/money';
import { formatMoney } from '../../lib/format';
import { LoadError } from '../../lib/ui/load-error';
import { ProjectPayeesCard } from '../compliance/project-payees-card';
import { LienWaiversCard } from '../lien-waivers/lien-waivers-card';
import { billingQueries } from './billing-queries';
import { Figure } from './billing-ui';
import { ChangeOrdersCard } from './change-orders-card';
import { EstimatesCard } from './estimates-card';
import { InvoicesCard } from './invoices-card';
import { SovCard } from './sov-card';
import { TermsCard } from './terms-card';
/** The Billing tab of a project page (issue 20): contract, change orders, terms, schedule of values, invoices and lien waivers. */
export function BillingPanel({ projectId }: { projectId: number }) {
  const cos = useQuery(billingQueries.changeOrders(projectId));
  const sov = useQuery(billingQueries.sov(projectId));
  const invoices = useQuery(billingQueries.invoices(projectId));
  const open = (invoices.data ?? []).filter((i) => i.status !== 'void');
  const latest = open[0];
  const paid = open.reduce((s, i) => s + dollarsToCents(i.paidTotal), 0) / 100;
  const outstanding = open.reduce((s, i) => s + dollarsToCents(i.balance), 0) / 100;
  return (
    <Stack gap="md">
      <Card>
        {cos.data ? (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
            <Figure label="Original budget" value={formatMoney(cos.data.originalBudget)} />
            <Figure
              label="Approved change orders"
              value={formatMoney((dollarsToCents(cos.data.contractValue) - dollarsToCents(cos.data.originalBudget)) / 100)}
            />
            <Figure label="Contract value" value={formatMoney(cos.data.contractValue)} />
            <Figure label="Billed to date" value={formatMoney(latest?.completedToDate ?? 0)} />
            <Figure label="Retainage held" value={formatMoney(latest?.retainage ?? 0)} />
            <Figure label="Received / outstanding" value={`${formatMoney(paid)} / ${formatMoney(outstanding)}`} />
          </SimpleGrid>
        ) : (
          cos.isError && <LoadError title="Could not load the contract" error={cos.error} onRetry={() => cos.refetch()} />
        )}
      </Card>
      <ChangeOrdersCard projectId={projectId} />
      {sov.isError && <LoadError title="Could not load the schedule of values" error={sov.error} onRetry={() => sov.refetch()} />}
      {sov.data && <InvoicesCard projectId={projectId} sov={sov.data} />}
      {sov.data && <SovCard projectId={projectId} sov={sov.data} />}
      <ProjectPayeesCard projectId={projectId} />
      <LienWaiversCard projectId={projectId} />
      <TermsCard projectId={projectId} />
      <EstimatesCard projectId={projectId} />
    </Stack>
  );
}
