import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { COMPLETION_PHOTO_CATEGORIES } from '../../../domain/photos';
import { errorMessage } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { hasDialogAbove } from '../cost-tracking/dialog-on-top';
import { REQUIRED_PHOTOS_Z_INDEX, usePhotos, useRecordPhotoRequest } from './photo-api';
import { PhotoUploadCard } from './photo-upload-card';

export type RequiredPhotosDialogProps = {
  opened: boolean;
  kind: 'before' | 'completion';
  projectId: number;
  /** Cancel: nothing recorded. */
  onClose: () => void;
  /** After Skip Photos or Continue recorded the request (PUT /api/projects/{id}/photos/status). */
  onDone: (how: 'skipped' | 'uploaded') => void;
};

const COPY = {
  before: {
    title: 'Before Photos',
    why: 'Take a few photos of the site before work starts. They document the starting condition for the customer, protect you in a dispute, and give the progress and completion analyses something to compare against.',
  },
  completion: {
    title: 'Completion Photos',
    why: 'Take photos of the finished work before closing the project. They are the record of what was delivered, feed the completion analysis, and are the pictures your marketing posts can use.',
  },
} as const;

/**
 * Asks for before or completion photos (spec part 1 §2.11, §4): add photos here (category before / completed),
 * then Continue; or Skip Photos. Both record the request; Cancel records nothing.
 */
export function RequiredPhotosDialog({ opened, kind, projectId, onClose, onDone }: RequiredPhotosDialogProps) {
  const isMobile = useMediaQuery('(max-width: 48em)');
  const rootRef = useRef<HTMLDivElement>(null);
  const record = useRecordPhotoRequest(projectId);
  // Every project card holds one of these (closed): only an open dialog loads the project's photos.
  const photos = usePhotos(projectId, opened);
  const copy = COPY[kind];
  const hasKind = (photos.data ?? []).some((p) =>
    kind === 'before' ? p.category === 'before' : (COMPLETION_PHOTO_CATEGORIES as readonly string[]).includes(p.category),
  );

  const [finishing, setFinishing] = useState<'skipped' | 'uploaded' | null>(null);
  const finish = (how: 'skipped' | 'uploaded') => {
    setFinishing(how);
    record.mutate(kind, {
      onSuccess: () => onDone(how),
      onError: (e) => notifyError(errorMessage(e, 'Failed to save. Please try again.')),
      onSettled: () => setFinishing(null),
    });
  };

  return (
    <Modal
      ref={rootRef}
      opened={opened}
      onClose={() => !hasDialogAbove(rootRef.current) && !record.isPending && onClose()}
      title={copy.title}
      size="lg"
      fullScreen={isMobile}
      zIndex={REQUIRED_PHOTOS_Z_INDEX}
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Alert variant="light" color="blue" icon={<IconInfoCircle />}>
          {copy.why}
        </Alert>
        {opened && <PhotoUploadCard projectId={projectId} defaultCategory={kind === 'before' ? 'before' : 'completed'} />}
        {!hasKind && (
          <Text size="sm" c="dimmed">
            Upload at least one {kind === 'before' ? 'before' : 'completion'} photo to continue, or skip photos for this project.
          </Text>
        )}
        {/* Kept in view at the bottom while the upload card scrolls (a phone shows little at once). */}
        <Group
          justify="flex-end"
          gap="sm"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 1, borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Button variant="default" onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <Button
            variant="light"
            color="gray"
            onClick={() => finish('skipped')}
            loading={finishing === 'skipped'}
            disabled={finishing === 'uploaded'}
          >
            Skip Photos
          </Button>
          <Button onClick={() => finish('uploaded')} disabled={!hasKind || finishing === 'skipped'} loading={finishing === 'uploaded'}>
            Continue
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
