import { Badge, Box, Button, Group, Image, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { formatFileSize, PHOTO_MESSAGES, type Photo } from '../../../domain/photos';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useMayChange } from '../auth/auth-queries';
import { confirmDelete } from '../cost-tracking/confirm-delete';
import { hasDialogAbove } from '../cost-tracking/dialog-on-top';
import { PHOTO_DETAIL_Z_INDEX, useDeletePhoto } from './photo-api';
import { categoryStyle, NoPreview } from './photo-thumb';

type PhotoDetailDialogProps = {
  photo: Photo | null;
  onClose: () => void;
};

/** Types a browser can show in an <img>; HEIC/HEIF and TIFF generally cannot, so they get a placeholder. */
const VIEWABLE = /^image\/(jpeg|png|webp|gif|bmp)$/;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

const uploadedAt = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** One photo at full size with its details, Download (the original file) and Delete (after a confirmation; a foreman's own photos only). */
export function PhotoDetailDialog({ photo, onClose }: PhotoDetailDialogProps) {
  const isMobile = useMediaQuery('(max-width: 48em)');
  const rootRef = useRef<HTMLDivElement>(null);
  const del = useDeletePhoto();
  const mayChange = useMayChange();
  const [broken, setBroken] = useState<number | null>(null);

  const askDelete = (p: Photo) =>
    confirmDelete({
      title: 'Delete photo',
      message: `Delete "${p.originalName}"? The photo and its file are removed for good.`,
      onConfirm: () =>
        del.mutate(p.id, {
          onSuccess: () => {
            notifySuccess('Success', 'Photo deleted');
            onClose();
          },
          onError: () => notifyError(PHOTO_MESSAGES.deleteFailed),
        }),
    });

  const style = photo ? categoryStyle(photo.category) : null;
  const showImage = photo && VIEWABLE.test(photo.mimeType) && broken !== photo.id;

  return (
    <Modal
      ref={rootRef}
      opened={photo !== null}
      onClose={() => !hasDialogAbove(rootRef.current) && onClose()}
      title={photo?.caption || photo?.originalName || 'Photo'}
      size="xl"
      fullScreen={isMobile}
      zIndex={PHOTO_DETAIL_Z_INDEX}
    >
      {photo && style && (
        <Stack gap="md">
          <Box bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
            {showImage ? (
              <Image
                src={photo.url}
                alt={photo.caption || photo.originalName}
                fit="contain"
                mah="65vh"
                onError={() => setBroken(photo.id)}
              />
            ) : (
              <Box h={220}>
                <NoPreview name={photo.originalName} />
              </Box>
            )}
          </Box>
          <Group gap="xs">
            <Badge color={style.color} variant="light">
              {style.label}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatFileSize(photo.size)}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <Field label="Caption">{photo.caption || '—'}</Field>
            <Field label="Location">{photo.location || '—'}</Field>
            <Field label="Taken by">{photo.takenBy || '—'}</Field>
            <Field label="Uploaded">{uploadedAt(photo.createdAt)}</Field>
            <Field label="File">{photo.originalName}</Field>
          </SimpleGrid>
          <Group justify="space-between" gap="sm">
            {mayChange(photo) ? (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={() => askDelete(photo)}
                loading={del.isPending}
              >
                Delete
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                Uploaded by the office: only the owner or the office can delete it
              </Text>
            )}
            <Button component="a" href={photo.url} download={photo.originalName} leftSection={<IconDownload size={16} />}>
              Download
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
