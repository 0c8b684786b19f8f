import { Alert, Badge, Button, Card, Group, List, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPhotoSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StoredPhotoAnalysis } from '../../../domain/analysis/photo-analysis';
import { analysisApi } from '../../../domain/api/analysis';
import type { Photo } from '../../../domain/photos';
import { invalidateAfterWrite } from '../../app/data-changes';
import { callApi } from '../../lib/call-api';
import { formatDate } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import { EmptyState } from '../../lib/ui/empty-state';
import { usePhotos } from '../photos/photo-api';
import { categoryStyle, PhotoThumb } from '../photos/photo-thumb';
import { EngineNote, PanelSkeleton } from './analysis-parts';
import { analysisQueries } from './analysis-queries';
import { capitalize, formatPct, WORK_QUALITY_COLORS } from './analysis-view';

export function PhotoResult({ result }: { result: StoredPhotoAnalysis }) {
  return (
    <Stack gap={6} mt="xs">
      <EngineNote engine={result.engine} />
      <Group gap="xs">
        <Badge color={WORK_QUALITY_COLORS[result.workQuality]} variant="light">
          Work quality: {capitalize(result.workQuality)}
        </Badge>
        <Badge
          color={result.photoQuality.rating === 'good' ? 'green' : result.photoQuality.rating === 'fair' ? 'yellow' : 'red'}
          variant="outline"
        >
          Photo: {capitalize(result.photoQuality.rating)}
        </Badge>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Progress value={result.progressPercentage} style={{ flex: 1 }} aria-label={`Progress ${result.progressPercentage}%`} />
        <Text size="xs" fw={600} w={52} ta="right">
          {formatPct(result.progressPercentage)}
        </Text>
      </Group>
      <Text size="sm">{result.workDescription}</Text>
      {result.issues.length > 0 && (
        <Alert color="red" variant="light" p="xs" icon={<IconAlertTriangle size={16} />}>
          {result.issues.join(' ')}
        </Alert>
      )}
      <List size="xs" spacing={2}>
        {[...result.photoQuality.notes, ...result.recommendations].map((x) => (
          <List.Item key={x}>{x}</List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed">
        Analysed {new Date(result.analyzedAt).toLocaleString('en-US')}
      </Text>
    </Stack>
  );
}

/** Photo Analysis: each photo of the project with an Analyze button and its stored result. */
export function PhotoPanel({ projectId }: { projectId: number }) {
  const queryClient = useQueryClient();
  const photos = usePhotos(projectId);
  const analyses = useQuery(analysisQueries.photoAnalyses(projectId));
  const [pendingId, setPendingId] = useState<number | null>(null);
  const analyze = useMutation({
    mutationFn: (photoId: number) => callApi(analysisApi.analyzePhoto, { params: { id: photoId } }),
    onMutate: (photoId) => setPendingId(photoId),
    onSettled: () => setPendingId(null),
    onSuccess: async (result) => {
      queryClient.setQueryData(analysisQueries.photoAnalyses(projectId).queryKey, (old) => [
        result,
        ...(old ?? []).filter((x) => x.photoId !== result.photoId),
      ]);
      await invalidateAfterWrite(queryClient, { table: 'project_photos', projectIds: [projectId] });
    },
    onError: () => notifyError('Failed to analyze photo'),
  });

  if (photos.isPending || analyses.isPending) return <PanelSkeleton />;
  if (photos.isError) {
    return (
      <Alert color="red" variant="light" title="Photos">
        The project's photos could not be loaded.
      </Alert>
    );
  }
  if (photos.data.length === 0) return <EmptyState message="No photos yet. Upload photos in the Upload tab, then analyse them here." />;
  const byPhoto = new Map((analyses.data ?? []).map((r) => [r.photoId, r]));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        The built-in engine measures each photo (light, contrast, sharpness, size) and estimates progress from the project's schedule and
        costs at the photo's date. It does not judge workmanship from pixels; a configured model can.
      </Text>
      {photos.data.map((photo: Photo) => {
        const result = byPhoto.get(photo.id);
        const { label, color } = categoryStyle(photo.category);
        return (
          <Card key={photo.id} withBorder radius="md" p="sm" data-testid={`photo-analysis-${photo.id}`}>
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <div style={{ width: 88, flexShrink: 0 }}>
                <PhotoThumb photo={photo} showCategory={false} />
              </div>
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Group gap={6}>
                  <Badge size="xs" color={color}>
                    {label}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {formatDate(photo.createdAt.slice(0, 10))}
                  </Text>
                </Group>
                <Text size="sm" fw={500} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {photo.caption || photo.originalName}
                </Text>
                <Group>
                  <Button
                    size="xs"
                    variant={result ? 'default' : 'filled'}
                    leftSection={<IconPhotoSearch size={14} />}
                    loading={pendingId === photo.id}
                    disabled={pendingId !== null && pendingId !== photo.id}
                    onClick={() => analyze.mutate(photo.id)}
                  >
                    {result ? 'Analyze again' : 'Analyze'}
                  </Button>
                </Group>
              </Stack>
            </Group>
            {result && <PhotoResult result={result} />}
          </Card>
        );
      })}
    </Stack>
  );
}
