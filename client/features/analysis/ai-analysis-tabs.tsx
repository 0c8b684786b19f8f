import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, List, Paper, Progress, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconChartLine, IconCoin, IconPhotoSearch, IconSparkles } from '@tabler/icons-react';
import type { EngineInfoView } from '../../../domain/analysis/engine';
import type { StoredPhotoAnalysis } from '../../../domain/analysis/photo-analysis';
import type { ProgressAnalysisResponse } from '../../../domain/analysis/progress-analysis';
import { PROFIT_UNAVAILABLE_MESSAGE, type ProfitAnalysisResponse } from '../../../domain/analysis/profit-analysis';
import type { Photo } from '../../../domain/photos';
import { marginTone } from '../../../domain/projects';
import { ApiError, apiRequest } from '../../lib/api';
import { formatDate, formatMoney } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import { EmptyState } from '../../lib/ui/empty-state';
import { usePhotos } from '../photos/photo-api';
import { categoryStyle, PhotoThumb } from '../photos/photo-thumb';
import { toneText } from '../projects/tone';
import {
  BUDGET_HEALTH_COLORS,
  capitalize,
  engineLabel,
  fallbackText,
  formatPct,
  formatVariance,
  photoAnalysesKey,
  profitAnalysisKey,
  progressAnalysisKey,
  TREND_COLORS,
  varianceColor,
  WORK_QUALITY_COLORS,
} from './analysis-view';
import { FigureTile } from '../../lib/ui/figure-tile';

/** Which engine produced a result, and why a configured model's answer was not used. */
function EngineNote({ engine }: { engine: EngineInfoView }) {
  const fallback = fallbackText(engine);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge variant="light" color={engine.name === 'openai-compatible' ? 'violet' : 'gray'} leftSection={<IconSparkles size={12} />}>
          {engineLabel(engine)}
        </Badge>
      </Group>
      {fallback && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} title="Model answer not used">
          {fallback}
        </Alert>
      )}
    </Stack>
  );
}

function PanelSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading analysis">
      <Skeleton h={22} w={140} />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={72} />
        ))}
      </SimpleGrid>
      <Skeleton h={80} />
      <Skeleton h={80} />
    </Stack>
  );
}


function Bullets({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <div>
      <Title order={5} mb={4}>
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

/** Profit Analysis: margins, budget health, cost efficiency, variances, risks, opportunities, insights. */
function ProfitPanel({ projectId }: { projectId: number }) {
  const query = useQuery<ProfitAnalysisResponse>({ queryKey: profitAnalysisKey(projectId) });
  if (query.isPending) return <PanelSkeleton />;
  if (query.isError) {
    const unavailable = query.error instanceof ApiError && query.error.status === 422;
    return (
      <Alert color={unavailable ? 'yellow' : 'red'} variant="light" icon={<IconAlertTriangle />} title="Profit analysis">
        {PROFIT_UNAVAILABLE_MESSAGE}
        {!unavailable && (
          <div>
            <Button size="compact-sm" variant="subtle" color="red" mt="xs" px={0} onClick={() => query.refetch()}>
              Try again
            </Button>
          </div>
        )}
      </Alert>
    );
  }
  const a = query.data;
  const f = a.figures;
  return (
    <Stack gap="md">
      <EngineNote engine={a.engine} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <FigureTile label="Current profit margin" value={formatPct(a.currentProfitMargin)} color={toneText(marginTone(a.currentProfitMargin))} hint={`${formatMoney(f.totalCosts)} of ${formatMoney(f.budget)}`} />
        <FigureTile label="Projected final margin" value={formatPct(a.projectedFinalMargin)} color={toneText(marginTone(a.projectedFinalMargin))} hint={`Final cost ≈ ${formatMoney(f.projectedFinalCost)}`} />
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            Budget health
          </Text>
          <Badge mt={6} size="lg" color={BUDGET_HEALTH_COLORS[a.budgetHealth]} variant="light">
            {capitalize(a.budgetHealth)}
          </Badge>
          <Text size="xs" c="dimmed" mt={4}>
            Florida average {f.floridaAverageMargin}%
          </Text>
        </Paper>
        <Paper withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            Cost efficiency
          </Text>
          <Text fw={700} size="lg">
            {a.costEfficiencyRating}/10
          </Text>
          <Progress value={a.costEfficiencyRating * 10} color={a.costEfficiencyRating >= 7 ? 'green' : a.costEfficiencyRating >= 4 ? 'yellow' : 'red'} size="sm" aria-label="Cost efficiency rating" />
        </Paper>
      </SimpleGrid>

      <Paper withBorder p="sm" radius="md">
        <Title order={5} mb="xs">
          Comparison to estimates
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <div>
            <Text size="xs" c="dimmed">
              Material cost variance
            </Text>
            <Text fw={600} c={varianceColor(a.comparisonToEstimates.materialCostVariance)}>
              {formatVariance(a.comparisonToEstimates.materialCostVariance)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Labor cost variance
            </Text>
            <Text fw={600} c={varianceColor(a.comparisonToEstimates.laborCostVariance)}>
              {formatVariance(a.comparisonToEstimates.laborCostVariance)}
            </Text>
          </div>
        </SimpleGrid>
        {a.comparisonToEstimates.notes.length > 0 && (
          <List size="xs" c="dimmed" mt="xs" spacing={2}>
            {a.comparisonToEstimates.notes.map((n) => (
              <List.Item key={n}>{n}</List.Item>
            ))}
          </List>
        )}
      </Paper>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Bullets title="Risk factors" items={a.riskFactors} empty="No risk factors in the current figures." />
        <Bullets title="Optimization opportunities" items={a.optimizationOpportunities} empty="No opportunities found." />
      </SimpleGrid>

      <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-blue-light)">
        <Title order={5} mb={4}>
          AI insights
        </Title>
        <Text size="sm">{a.aiInsights}</Text>
      </Paper>
    </Stack>
  );
}

/** Progress Analysis: trend, assessment, alerts, recommendations and the recent photo analyses. */
function ProgressPanel({ projectId, onOpenPhotos }: { projectId: number; onOpenPhotos: () => void }) {
  const query = useQuery<ProgressAnalysisResponse>({ queryKey: progressAnalysisKey(projectId) });
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
          {a.unanalyzedPhotos} recent photo{a.unanalyzedPhotos === 1 ? ' is' : 's are'} not analysed yet; analyse {a.unanalyzedPhotos === 1 ? 'it' : 'them'} in the Photo Analysis tab.
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

function PhotoResult({ result }: { result: StoredPhotoAnalysis }) {
  return (
    <Stack gap={6} mt="xs">
      <EngineNote engine={result.engine} />
      <Group gap="xs">
        <Badge color={WORK_QUALITY_COLORS[result.workQuality]} variant="light">
          Work quality: {capitalize(result.workQuality)}
        </Badge>
        <Badge color={result.photoQuality.rating === 'good' ? 'green' : result.photoQuality.rating === 'fair' ? 'yellow' : 'red'} variant="outline">
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
function PhotoPanel({ projectId }: { projectId: number }) {
  const queryClient = useQueryClient();
  const photos = usePhotos(projectId);
  const analyses = useQuery<StoredPhotoAnalysis[]>({ queryKey: photoAnalysesKey(projectId) });
  const [pendingId, setPendingId] = useState<number | null>(null);
  const analyze = useMutation({
    mutationFn: (photoId: number) => apiRequest<StoredPhotoAnalysis>('POST', `/api/photos/${photoId}/analyze`),
    onMutate: (photoId) => setPendingId(photoId),
    onSettled: () => setPendingId(null),
    onSuccess: async (result) => {
      queryClient.setQueryData<StoredPhotoAnalysis[]>(photoAnalysesKey(projectId), (old) => [result, ...(old ?? []).filter((x) => x.photoId !== result.photoId)]);
      await queryClient.invalidateQueries({ queryKey: progressAnalysisKey(projectId) });
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
        The built-in engine measures each photo (light, contrast, sharpness, size) and estimates progress from the project's schedule and costs at the photo's date. It does not judge workmanship from pixels; a configured model can.
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

/** The AI Analysis tab of the project detail dialog (spec part 1 §2.11). */
export function AiAnalysisTabs({ projectId }: { projectId: number }) {
  const [tab, setTab] = useState<string | null>('progress');
  return (
    <Tabs value={tab} onChange={setTab} variant="pills" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="progress" leftSection={<IconChartLine size={16} />}>
          Progress Analysis
        </Tabs.Tab>
        <Tabs.Tab value="profit" leftSection={<IconCoin size={16} />}>
          Profit Analysis
        </Tabs.Tab>
        <Tabs.Tab value="photos" leftSection={<IconPhotoSearch size={16} />}>
          Photo Analysis
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="progress">
        <ProgressPanel projectId={projectId} onOpenPhotos={() => setTab('photos')} />
      </Tabs.Panel>
      <Tabs.Panel value="profit">
        <ProfitPanel projectId={projectId} />
      </Tabs.Panel>
      <Tabs.Panel value="photos">
        <PhotoPanel projectId={projectId} />
      </Tabs.Panel>
    </Tabs>
  );
}
