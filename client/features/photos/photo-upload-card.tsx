import '@mantine/dropzone/styles.css';
import {
  ActionIcon,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Progress,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCamera, IconCheck, IconPhotoPlus, IconUpload, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DEFAULT_PHOTO_CATEGORY,
  formatFileSize,
  PHOTO_CATEGORIES,
  PHOTO_CATEGORY_LABELS,
  PHOTO_MESSAGES,
  type PhotoCategory,
  uploadSummary,
} from '../../../domain/photos';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { CameraCaptureDialog } from './camera-capture-dialog';
import { invalidatePhotoData, uploadPhoto, usePhotos } from './photo-api';
import { PhotoThumb } from './photo-thumb';
import { type SelectedPhoto, usePhotoSelection } from './use-photo-selection';

const CATEGORY_OPTIONS = PHOTO_CATEGORIES.map((value) => ({ value, label: PHOTO_CATEGORY_LABELS[value] }));
/** What the file picker offers: images, plus HEIC/HEIF/IMG that some browsers give no image type. */
const PICKER_ACCEPT = 'image/*,.heic,.heif,.img';
const RECENT_COUNT = 6;

type PhotoUploadCardProps = {
  projectId: number;
  defaultCategory?: PhotoCategory;
  /** Called after an upload round with the number of photos stored (or already stored). */
  onUploaded?: (count: number) => void;
};

function SelectedRow({ item, onRemove, busy }: { item: SelectedPhoto; onRemove: () => void; busy: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap" align="center" role="listitem" aria-label={item.file.name}>
      <Image
        src={item.preview}
        alt=""
        w={44}
        h={44}
        radius="sm"
        fit="cover"
        fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw="
        bg="var(--mantine-color-default-hover)"
      />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate="end">
          {item.file.name}
        </Text>
        {item.status === 'uploading' ? (
          <Progress value={item.progress * 100} size="sm" aria-label={`Uploading ${item.file.name}`} animated />
        ) : item.status === 'failed' ? (
          <Text size="xs" c="red">
            {item.message}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            {formatFileSize(item.file.size)}
            {item.status === 'done' ? ' · uploaded' : ''}
          </Text>
        )}
      </Stack>
      {item.status === 'done' ? (
        <IconCheck size={18} color="var(--mantine-color-teal-7)" aria-label="Uploaded" />
      ) : (
        <ActionIcon variant="subtle" color="gray" onClick={onRemove} disabled={busy} aria-label={`Remove ${item.file.name}`}>
          <IconX size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}

/**
 * Photo upload card (spec part 1 §2.11): Take Photo, Choose File or drag-and-drop into a multi-file list; one
 * category, taken by, caption and location for the batch; Upload sends each file in its own request with its
 * progress; the project's latest photos underneath.
 */
export function PhotoUploadCard({ projectId, defaultCategory = DEFAULT_PHOTO_CATEGORY, onUploaded }: PhotoUploadCardProps) {
  const queryClient = useQueryClient();
  const selection = usePhotoSelection();
  const photos = usePhotos(projectId);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [category, setCategory] = useState<PhotoCategory>(defaultCategory);
  const [takenBy, setTakenBy] = useState('');
  const [caption, setCaption] = useState('');
  const [location, setLocation] = useState('');
  const [busy, setBusy] = useState(false);

  const pending = selection.items.filter((i) => i.status !== 'done');

  const upload = async () => {
    if (pending.length === 0) {
      notifyError(PHOTO_MESSAGES.noneSelected);
      return;
    }
    setBusy(true);
    let stored = 0;
    let already = 0;
    const done: string[] = [];
    const fields = { category, caption, location, takenBy };
    for (const item of pending) {
      selection.update(item.key, { status: 'uploading', progress: 0, message: undefined });
      try {
        const result = await uploadPhoto(projectId, item.file, fields, (progress) => selection.update(item.key, { progress }));
        stored += 1;
        if (result.duplicate) already += 1;
        done.push(item.key);
        selection.update(item.key, { status: 'done', progress: 1 });
      } catch (e) {
        const message = errorMessage(e, PHOTO_MESSAGES.uploadFailed);
        selection.update(item.key, { status: 'failed', message });
        notifyError(`Failed to upload ${item.file.name}: ${message}`);
      }
    }
    setBusy(false);
    await invalidatePhotoData(queryClient);
    if (stored === 0) {
      notifyError(PHOTO_MESSAGES.uploadFailed);
      return;
    }
    // A file already in the project (same name and size) is not stored again (spec part 1 §5); say so.
    const note = already > 0 ? ` (${already} already in this project)` : '';
    notifySuccess(stored === pending.length ? 'Success' : 'Partly uploaded', `${uploadSummary(stored, pending.length)}${note}`);
    // Uploaded files leave the list; failed ones stay with their message for another try.
    for (const key of done) selection.remove(key);
    onUploaded?.(stored);
  };

  const recent = photos.data?.slice(0, RECENT_COUNT) ?? [];

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={`photo-upload-${projectId}`}>
      <Stack gap="md">
        <Title order={3} size="h4" id={`photo-upload-${projectId}`}>
          Upload Photos
        </Title>

        <Group gap="sm" grow>
          <Button variant="light" leftSection={<IconCamera size={18} />} onClick={() => setCameraOpen(true)} disabled={busy}>
            Take Photo
          </Button>
          <FileButton onChange={(files) => selection.add(files)} accept={PICKER_ACCEPT} multiple disabled={busy}>
            {(props) => (
              <Button variant="light" leftSection={<IconPhotoPlus size={18} />} {...props}>
                Choose File
              </Button>
            )}
          </FileButton>
        </Group>

        <Dropzone onDrop={selection.addDropped} activateOnClick={false} disabled={busy} multiple p="md" aria-label="Drop photos here">
          <Group justify="center" gap="sm" mih={56} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={28} color="var(--mantine-color-blue-6)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={28} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoPlus size={28} color="var(--mantine-color-dimmed)" />
            </Dropzone.Idle>
            <Text size="sm" c="dimmed" ta="center">
              Drag photos here · JPEG, PNG, WebP, GIF, BMP, TIFF, HEIC · under 10MB each
            </Text>
          </Group>
        </Dropzone>

        {selection.items.length > 0 && (
          <Stack gap="xs" role="list" aria-label="Selected photos">
            {selection.items.map((item) => (
              <SelectedRow key={item.key} item={item} busy={busy} onRemove={() => selection.remove(item.key)} />
            ))}
          </Stack>
        )}

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label="Category"
            data={CATEGORY_OPTIONS}
            value={category}
            onChange={(v) => v && setCategory(v as PhotoCategory)}
            allowDeselect={false}
            disabled={busy}
          />
          <TextInput
            label="Taken By"
            placeholder="Name"
            value={takenBy}
            onChange={(e) => setTakenBy(e.currentTarget.value)}
            maxLength={255}
            disabled={busy}
          />
          <TextInput
            label="Location"
            placeholder="e.g. Kitchen, north wall"
            value={location}
            onChange={(e) => setLocation(e.currentTarget.value)}
            maxLength={255}
            disabled={busy}
          />
          <Textarea
            label="Caption"
            placeholder="What the photo shows"
            value={caption}
            onChange={(e) => setCaption(e.currentTarget.value)}
            maxLength={1000}
            autosize
            minRows={1}
            maxRows={4}
            disabled={busy}
          />
        </SimpleGrid>

        <Button leftSection={<IconUpload size={18} />} onClick={upload} loading={busy} fullWidth>
          {pending.length > 0 ? `Upload ${pending.length} Photo${pending.length === 1 ? '' : 's'}` : 'Upload Photos'}
        </Button>

        <Stack gap="xs">
          <Text size="sm" fw={600}>
            Recent Photos
          </Text>
          {photos.isPending ? (
            <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" role="status" aria-busy="true" aria-label="Loading photos">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} style={{ aspectRatio: '1' }} />
              ))}
            </SimpleGrid>
          ) : photos.isError ? (
            <Text size="sm" c="red">
              {errorMessage(photos.error, 'Failed to load photos')}
            </Text>
          ) : recent.length === 0 ? (
            <Text size="sm" c="dimmed">
              No photos uploaded yet.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" aria-label="Recent photos">
              {recent.map((p) => (
                <PhotoThumb key={p.id} photo={p} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Stack>
      <CameraCaptureDialog opened={cameraOpen} onClose={() => setCameraOpen(false)} onCapture={(file) => selection.add([file])} />
    </Card>
  );
}
