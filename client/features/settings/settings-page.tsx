import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError } from '../../lib/ui/load-error';
import { RevenueBasisCard } from '../accounting/revenue-basis-card';
import { AuditLogCard } from '../audit/audit-log-card';
import { useRole } from '../auth/auth-queries';
import { BackupCard } from '../backups/backup-card';
import { ClosingCard } from '../closing/closing-card';
import { CompanyProfileCard } from '../company-profile/company-profile-card';
import { CostCodesCard } from '../job-cost/cost-codes-card';
import { WaiverTemplatesCard } from '../lien-waivers/waiver-templates-card';
import { TrashCard } from '../projects/trash-card';
import { AddressSearchCard } from './address-search-card';
import { BooksCheckCard } from './books-check-card';
import { CashappConfigForm } from './cashapp-config-form';
import { PaymentStatusCard } from './payment-status-card';
import { settingsQueries } from './settings-queries';
import { SmsOutbox } from './sms-outbox';
import { UsersCard } from './users-card';

/** Settings (spec part 2 §2): the business Cash App handle, a status panel, the books check, the project trash and the text-message outbox. */
export default function SettingsPage() {
  const config = useQuery(settingsQueries.cashappConfig());
  const health = useQuery(settingsQueries.health());
  const role = useRole();

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Settings
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card component="section" aria-labelledby="payment-app-title">
          <Stack gap="md">
            <div>
              <Title order={2} size="h4" id="payment-app-title">
                Business Payment App
              </Title>
              <Text size="sm" c="dimmed">
                The Cash App account your business pays employees from.
              </Text>
            </div>
            {config.isPending ? (
              <Stack gap="md" aria-label="Loading settings">
                <Skeleton height={60} />
                <Skeleton height={60} />
              </Stack>
            ) : (
              <>
                {config.isError && (
                  <LoadError title="Could not load the saved settings" error={config.error} onRetry={() => config.refetch()} />
                )}
                {/* Remount once the saved values arrive (e.g. after a retry), so the form starts from them. */}
                <CashappConfigForm key={config.data ? 'saved' : 'blank'} config={config.data} />
              </>
            )}
          </Stack>
        </Card>
        <PaymentStatusCard config={config.data} health={health} />
      </SimpleGrid>
      {role !== 'foreman' && <CompanyProfileCard canEdit={role === 'owner'} />}
      <UsersCard />
      {role !== 'foreman' && <AddressSearchCard />}
      {role !== 'foreman' && <RevenueBasisCard />}
      {role !== 'foreman' && <ClosingCard />}
      {role !== 'foreman' && <CostCodesCard />}
      {role === 'owner' && <WaiverTemplatesCard />}
      {role !== 'foreman' && (
        <Card withBorder>
          <Anchor component={Link} to="/ledger">
            General ledger: chart of accounts, trial balance with drill-down, QuickBooks and hledger files
          </Anchor>
        </Card>
      )}
      {role === 'owner' && <AuditLogCard />}
      <BooksCheckCard />
      {role !== 'foreman' && <TrashCard />}
      <BackupCard />
      <SmsOutbox />
    </Stack>
  );
}
