import { Button, Checkbox, Divider, Group, Modal, NumberInput, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconShare } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { companyProfileApi } from '../../../domain/api/company-profile';
import { healthApi } from '../../../domain/api/health';
import { letterhead } from '../../../domain/company-profile';
import type { Project } from '../../../domain/projects';
import {
  DEFAULT_LINK_DAYS,
  MAX_LINK_DAYS,
  pickSnapshot,
  SNAPSHOT_FIELD_LABELS,
  SNAPSHOT_FIELDS,
  type SnapshotField,
} from '../../../domain/shared-links';
import { invalidateAfterWrite } from '../../app/data-changes';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { LoadError } from '../../lib/ui/load-error';
import { companyProfileKeys } from '../company-profile/company-profile-keys';
import { settingsQueries } from '../settings/settings-queries';
import { healthKeys } from './health-keys';
import { SharedLinksList } from './shared-links-list';
import { SharedSnapshotView } from './shared-snapshot-view';

type Props = { project: Project; opened: boolean; onClose: () => void };

/** Hands a link to the phone's share sheet when there is one (Web Share API), else copies it. */
async function shareUrl(url: string, title: string) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notifySuccess('Link copied!', url);
  } catch {
    notifyError(`Could not copy the link: ${url}`, 'Share failed');
  }
}

/**
 * Project Health Snapshot (issue 39): the owner unticks the figures the client should not see (the spec's payload
 * is ticked by default), picks how many days the link lasts, and sees exactly what the recipient will: the
 * preview is drawn by the same pickSnapshot() and view as the signed-out page. Share makes the link and hands it
 * to the phone's share sheet (copy where there is none); earlier links are listed with Revoke.
 */
export function SnapshotDialog({ project, opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const snapshot = useQuery({
    queryKey: [...healthKeys.project(project.id), 'snapshot'],
    queryFn: () => callApi(healthApi.snapshot, { params: { id: project.id } }),
    enabled: opened,
  });
  const profile = useQuery({ queryKey: companyProfileKeys.all, queryFn: () => callApi(companyProfileApi.get, {}), enabled: opened });
  const cashapp = useQuery({ ...settingsQueries.cashappConfig(), enabled: opened });
  const [fields, setFields] = useState<SnapshotField[]>([...SNAPSHOT_FIELDS]);
  const [days, setDays] = useState<number | string>(DEFAULT_LINK_DAYS);
  const body = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);

  const preview = useMemo(() => {
    if (!snapshot.data || !profile.data) return null;
    const { signature: _s, ...full } = snapshot.data.snapshot;
    const head = letterhead(profile.data, cashapp.data?.businessDisplayName ?? null);
    return pickSnapshot(full, fields, { ...head, hasLogo: profile.data.logoUpdatedAt !== null });
  }, [snapshot.data, profile.data, cashapp.data, fields]);

  const validDays = typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= MAX_LINK_DAYS;
  const create = useMutation({
    mutationFn: () => callApi(healthApi.createSharedLink, { params: { id: project.id }, body: { fields, expiresInDays: Number(days) } }),
    onSuccess: async (link) => {
      invalidateAfterWrite(queryClient, 'shared_links');
      await shareUrl(`${window.location.origin}${link.path}`, `${project.name} — project snapshot`);
    },
    onError: (e) => notifyError(errorMessage(e, 'Could not make the link'), 'Share failed'),
  });

  const download = async () => {
    if (!body.current) return;
    setSaving(true);
    try {
      const { toPng } = await import('html-to-image');
      const url = await toPng(body.current, { backgroundColor: '#ffffff', pixelRatio: 2 });
      const a = document.createElement('a');
      a.href = url;
      a.download = `${project.name.replace(/[^\w-]+/g, '-')}-health-snapshot.png`;
      a.click();
      notifySuccess('Snapshot downloaded');
    } catch {
      notifyError('Could not make the snapshot image.');
    } finally {
      setSaving(false);
    }
  };

  const failed = snapshot.isError ? snapshot : profile.isError ? profile : null;
  return (
    <Modal opened={opened} onClose={onClose} title="Project Health Snapshot" size="xl" closeButtonProps={{ 'aria-label': 'Close' }}>
      {failed ? (
        <LoadError title="Could not load the snapshot" error={failed.error} onRetry={() => void failed.refetch()} />
      ) : !preview ? (
        <Skeleton height={320} />
      ) : (
        <Stack gap="md">
          <Checkbox.Group
            label="What the client sees"
            description="Untick a figure to leave it out of the link and the image."
            value={fields}
            onChange={(v) => setFields(SNAPSHOT_FIELDS.filter((f) => v.includes(f)))}
          >
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={6} mt="xs">
              {SNAPSHOT_FIELDS.map((f) => (
                <Checkbox key={f} value={f} label={SNAPSHOT_FIELD_LABELS[f]} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Text size="sm" fw={600}>
            Preview — exactly what the recipient will see
          </Text>
          <div
            ref={body}
            style={{
              padding: 8,
              background: 'var(--mantine-color-body)',
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 8,
            }}
          >
            <SharedSnapshotView
              snapshot={preview}
              logoSrc={
                preview.company.hasLogo ? `/api/company-profile/logo?v=${encodeURIComponent(profile.data?.logoUpdatedAt ?? '')}` : null
              }
            />
          </div>
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <NumberInput
              label="Link expires after (days)"
              min={1}
              max={MAX_LINK_DAYS}
              allowDecimal={false}
              value={days}
              onChange={setDays}
              error={validDays ? undefined : `From 1 to ${MAX_LINK_DAYS} days`}
              w={200}
            />
            <Group gap="sm">
              <Button variant="default" leftSection={<IconDownload size={16} />} loading={saving} onClick={() => void download()}>
                Download
              </Button>
              <Button
                leftSection={<IconShare size={16} />}
                loading={create.isPending}
                disabled={!validDays}
                onClick={() => create.mutate()}
              >
                Share
              </Button>
            </Group>
          </Group>
          <Divider />
          <SharedLinksList projectId={project.id} />
        </Stack>
      )}
    </Modal>
  );
}
