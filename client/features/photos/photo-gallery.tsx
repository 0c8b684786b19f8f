import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { countByCategory, PHOTO_CATEGORIES, PHOTO_CATEGORY_LABELS, type Photo, type PhotoCategory } from '../../../domain/photos';
import { errorMessage } from '../../lib/api';
import { EmptyState } from '../../lib/ui/empty-state';
import { usePhotos } from './photo-api';
import { PhotoDetailDialog } from './photo-detail-dialog';
import { PhotoThumb } from './photo-thumb';

type Filter = 'all' | PhotoCategory;
const FILTERS: Filter[] = ['all', ...PHOTO_CATEGORIES];
const filterLabel = (f: Filter) => (f === 'all' ? 'All' : PHOTO_CATEGORY_LABELS[f]);
const GRID_COLS = { base: 2, xs: 3, md: 4 };

/** Photo Gallery (spec part 1 §2.11): category filter buttons with counts, a thumbnail grid, and the photo detail dialog. */
export function PhotoGallery({ projectId }: { projectId: number }) {
  const photos = usePhotos(projectId);
  const [filter, setFilter] = useState<Filter>('all');
  const [openId, setOpenId] = useState<number | null>(null);

  const list = photos.data ?? [];
  const counts = useMemo(() => countByCategory(list), [list]);
  const shown = filter === 'all' ? list : list.filter((p) => p.category === filter);
  // Looked up by id, so the dialog closes by itself once its photo is deleted.
  const open: Photo | null = list.find((p) => p.id === openId) ?? null;

  return (
    <Stack gap="md">
      <Group gap="xs" role="group" aria-label="Filter photos by category">
        {FILTERS.map((f) => (
          <Button
            key={f}
            size="compact-sm"
            variant={filter === f ? 'filled' : 'default'}
            onClick={() => setFilter(f)}
            aria-pressed={filter === f}
          >
            {filterLabel(f)} ({counts[f]})
          </Button>
        ))}
      </Group>

      {photos.isPending ? (
        <SimpleGrid cols={GRID_COLS} spacing="sm" role="status" aria-busy="true" aria-label="Loading photos">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} style={{ aspectRatio: '1' }} radius="sm" />
          ))}
        </SimpleGrid>
      ) : photos.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} title="Could not load photos">
          {errorMessage(photos.error, 'Failed to load photos')}
        </Alert>
      ) : shown.length === 0 ? (
        <EmptyState message={filter === 'all' ? 'No photos yet.' : `No ${filterLabel(filter).toLowerCase()} photos.`}>
          {filter === 'all' && (
            <Text size="sm" c="dimmed" ta="center">
              Add photos on the Upload tab.
            </Text>
          )}
        </EmptyState>
      ) : (
        <SimpleGrid cols={GRID_COLS} spacing="sm" role="list" aria-label="Photos">
          {shown.map((p) => (
            // biome-ignore lint/a11y/useSemanticElements: a Mantine grid cell; the grid itself has role="list"
            <div key={p.id} role="listitem">
              <UnstyledButton onClick={() => setOpenId(p.id)} aria-label={`Open photo ${p.originalName}`} w="100%">
                <PhotoThumb photo={p} />
                <Text size="xs" mt={4} truncate="end" c={p.caption ? undefined : 'dimmed'}>
                  {p.caption || p.originalName}
                </Text>
              </UnstyledButton>
            </div>
          ))}
        </SimpleGrid>
      )}
      <PhotoDetailDialog photo={open} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
