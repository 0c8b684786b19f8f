import { Button, Group, Modal, Skeleton } from '@mantine/core';
import { IconDownload, IconShare } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { healthApi } from '../../../domain/api/health';
import type { Project } from '../../../domain/projects';
import { callApi } from '../../lib/call-api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { LoadError } from '../../lib/ui/load-error';
import { healthKeys } from './health-keys';
import { SnapshotView } from './snapshot-view';

type Props = { project: Project; opened: boolean; onClose: () => void };

/** Project Health Snapshot (spec part 1 §2.5): the server's signed figures, Share (copies the link) and Download (an image made in the browser). */
export function SnapshotDialog({ project, opened, onClose }: Props) {
  const snapshot = useQuery({
    queryKey: [...healthKeys.project(project.id), 'snapshot'],
    queryFn: () => callApi(healthApi.snapshot, { params: { id: project.id } }),
    enabled: opened,
  });
  const body = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState(false);

  const share = async () => {
    if (!snapshot.data) return;
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${snapshot.data.path}`);
      notifySuccess('Link copied!');
    } catch {
      notifyError('Could not copy link to clipboard.', 'Share failed');
    }
  };
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

  return (
    <Modal opened={opened} onClose={onClose} title="Project Health Snapshot" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {snapshot.isPending ? (
        <Skeleton height={320} />
      ) : snapshot.isError ? (
        <LoadError title="Could not load the snapshot" error={snapshot.error} onRetry={() => void snapshot.refetch()} />
      ) : (
        <>
          <div ref={body} style={{ padding: 4, background: 'var(--mantine-color-body)' }}>
            <SnapshotView snapshot={snapshot.data.snapshot} />
          </div>
          <Group justify="flex-end" mt="md">
            <Button variant="default" leftSection={<IconDownload size={16} />} loading={saving} onClick={() => void download()}>
              Download
            </Button>
            <Button leftSection={<IconShare size={16} />} onClick={() => void share()}>
              Share
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
