import { Alert, Badge, Button, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPhotoSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../lib/format';
import { EmptyState } from '../../lib/ui/empty-state';
import { categoryStyle } from '../photos/photo-thumb';
import { Bullets, EngineNote, PanelSkeleton } from './analysis-parts';
import { analysisQueries } from './analysis-queries';
import { capitalize, formatPct, TREND_COLORS, WORK_QUALITY_COLORS } from './analysis-view';

/** Progress Analysis: trend, assessment, alerts, recommendations and the recent photo analyses. */
export function ProgressPanel({ projectId, onOpenPhotos }: { projectId: number; onOpenPhotos: () => void }) {
  const query = useQuery(analysisQueries.progress(projectId));
  if (query.isPending) return <PanelSkeleton />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Progress analysis">
        The progress analysis could not be loaded.
        <div>
          <Button size="compact-sm" variant="subtle" color="red" mt="xs" px={0} onClick={() => query.refetch()}>
            Try again
          </Button>
        </div>
      </Alert>
    );
  }
  const a = query.data;
  if (!a.hasData) {
    return (
      <EmptyState message={a.message}>
        {a.unanalyzedPhotos > 0 && (
          <Button variant="light" size="xs" leftSection={<IconPhotoSearch size={14} />} onClick={onOpenPhotos}>
            Open Photo Analysis
          </Button>
        )}
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      <EngineNote engine={a.engine} />
      <Group gap="xs">
        <Text size="sm" fw={500}>
          Progress trend
        </Text>
        <Badge color={TREND_COLORS[a.progressTrend] ?? 'gray'} variant="light">
          {capitalize(a.progressTrend)}
        </Badge>
      </Group>
      <Text size="sm">{a.overallAssessment}</Text>
      {a.unanalyzedPhotos > 0 && (
        <Text size="xs" c="dimmed">
          {a.unanalyzedPhotos} recent photo{a.unanalyzedPhotos === 1 ? ' is' : 's are'} not analysed yet; analyse{' '}
          {a.unanalyzedPhotos === 1 ? 'it' : 'them'} in the Photo Analysis tab.
        </Text>
      )}
      {a.alertsAndConcerns.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title="Alerts and concerns">
          <List size="sm" spacing={4}>
            {a.alertsAndConcerns.map((x) => (
              <List.Item key={x}>{x}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Bullets title="Recommendations" items={a.recommendations} empty="No recommendations." />
      <div>
        <Title order={5} mb="xs">
          Recent analyses
        </Title>
        <Stack gap="xs">
          {a.recentAnalyses.map((r) => (
            <Paper key={r.photoId} withBorder p="sm" radius="md">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={500} lineClamp={1}>
                  {r.caption || `${categoryStyle(r.category).label} photo`} · {formatDate(r.photoDate)}
                </Text>
                <Badge color={WORK_QUALITY_COLORS[r.workQuality]} variant="light" style={{ flexShrink: 0 }}>
                  {capitalize(r.workQuality)}
                </Badge>
              </Group>
              <Group gap="xs" mt={6} wrap="nowrap">
                <Progress value={r.progressPercentage} style={{ flex: 1 }} aria-label={`Progress ${r.progressPercentage}%`} />
                <Text size="xs" fw={600} w={52} ta="right">
                  {formatPct(r.progressPercentage)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" mt={6}>
                {r.workDescription}
              </Text>
            </Paper>
          ))}
        </Stack>
      </div>
    </Stack>
  );
}
