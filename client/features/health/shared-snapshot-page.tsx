import { Alert, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { healthApi } from '../../../domain/api/health';
import { isLinkToken } from '../../../domain/shared-links';
import { decodeSnapshot } from '../../../domain/snapshot';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { SharedSnapshotView } from './shared-snapshot-view';
import { SnapshotView } from './snapshot-view';

function LoadFailed({ message, detail }: { message: string; detail: string }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="xs" align="center">
        <Title order={1} size="h3">
          Error Loading Snapshot
        </Title>
        <Text fw={600} ta="center">
          {message}
        </Text>
        <Text c="dimmed" ta="center">
          {detail}
        </Text>
      </Stack>
    </Paper>
  );
}

/** A shared link (issue 39): only the figures the owner ticked, from the server; revoked or expired links say so. */
function StoredLink({ token }: { token: string }) {
  const link = useQuery({
    queryKey: ['shared-snapshot', 'link', token],
    queryFn: () => callApi(healthApi.openSharedLink, { params: { token } }),
  });
  return (
    <Container size="md" py="xl" component="main">
      {link.isPending ? (
        <Skeleton height={360} aria-label="Loading the snapshot" />
      ) : link.isError ? (
        <LoadFailed
          message={
            link.error instanceof ApiError
              ? (link.error.serverMessage ?? 'This snapshot link could not be opened.')
              : 'This snapshot link could not be opened.'
          }
          detail={
            link.error instanceof ApiError && link.error.status === 410 ? 'The figures are no longer shared.' : 'The link may be mistyped.'
          }
        />
      ) : (
        <Stack gap="md">
          <Title order={1} size="h2">
            Project Health Snapshot
          </Title>
          <Paper withBorder p="md" radius="md">
            <SharedSnapshotView snapshot={link.data} logoSrc={link.data.company.hasLogo ? `/api/shared-snapshots/${token}/logo` : null} />
          </Paper>
        </Stack>
      )}
    </Container>
  );
}

/** /shared-snapshot/:data: a shared link's page, or an older self-contained link decoded from the URL with whether its figures are genuine. */
export default function SharedSnapshotPage() {
  const { data = '' } = useParams();
  if (isLinkToken(data)) return <StoredLink token={data} />;
  return <SelfContainedSnapshot data={data} />;
}

function SelfContainedSnapshot({ data }: { data: string }) {
  const decoded = decodeSnapshot(data);
  const verdict = useQuery({
    queryKey: ['shared-snapshot', data],
    queryFn: () => callApi(healthApi.verifySnapshot, { body: { data } }),
    enabled: decoded.ok,
  });

  return (
    <Container size="md" py="xl" component="main">
      {decoded.ok ? (
        <Stack gap="md">
          <Title order={1} size="h2">
            Project Health Snapshot
          </Title>
          {verdict.data?.verified && verdict.data.signedAt && (
            <Alert color="teal" variant="light" icon={<IconRosetteDiscountCheck />} title="Genuine">
              Verified by Plumbline on {new Date(verdict.data.signedAt).toLocaleDateString('en-US', { dateStyle: 'long' })}
            </Alert>
          )}
          {verdict.data && !verdict.data.verified && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title="Not verified">
              These figures were changed after sharing
            </Alert>
          )}
          <Paper withBorder p="md" radius="md">
            <SnapshotView snapshot={decoded.snapshot} />
          </Paper>
        </Stack>
      ) : (
        <Paper withBorder p="xl" radius="md">
          <Stack gap="xs" align="center">
            <Title order={1} size="h3">
              Error Loading Snapshot
            </Title>
            <Text fw={600}>{decoded.message}</Text>
            <Text c="dimmed" ta="center">
              Unable to load project health snapshot. The link may be invalid or expired.
            </Text>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
