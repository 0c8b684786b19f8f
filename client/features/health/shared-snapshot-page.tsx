import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { healthApi } from '../../../domain/api/health';
import { decodeSnapshot } from '../../../domain/snapshot';
import { callApi } from '../../lib/call-api';
import { SnapshotView } from './snapshot-view';

/** /shared-snapshot/:data: the public, read-only snapshot decoded from the link, and whether its figures are genuine. */
export default function SharedSnapshotPage() {
  const { data = '' } = useParams();
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
