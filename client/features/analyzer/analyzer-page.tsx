import { Card, NumberInput, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PAY_SCALE } from '../../../domain/analyzer/pay-scale';
import { clampLaborDays, clampTargetMargin, TARGET_MARGIN } from '../../../domain/analyzer/pricing';
import { LoadError } from '../../lib/ui/load-error';
import { projectQueries } from '../projects/project-queries';
import { analyzerQueries } from './analyzer-queries';
import { InsightsSection } from './insights-section';
import { PayScaleTable } from './pay-scale-table';
import { LaborSection, PricingSection } from './pricing-sections';
import { AnalysisFigures, TimelineAndRecommendations } from './project-sections';

function ProjectAnalysisSections({ projectId, targetMargin }: { projectId: number; targetMargin: number }) {
  const q = useQuery(analyzerQueries.project(projectId));
  if (q.isError) return <LoadError title="Could not load the project analysis" error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton height={220} radius="md" aria-busy />;
  return (
    <Stack gap="lg">
      <AnalysisFigures a={q.data} />
      <TimelineAndRecommendations a={q.data} />
      <PricingSection f={q.data.figures} targetMargin={targetMargin} />
    </Stack>
  );
}

/** AI Project Analyzer (spec part 2 §2): insights over all active projects, then one project's analysis and calculators. */
export default function AnalyzerPage() {
  const projects = useQuery(projectQueries.list());
  const [projectId, setProjectId] = useState<string | null>(null);
  const [target, setTarget] = useState<number>(TARGET_MARGIN.default);
  const [laborDays, setLaborDays] = useState<number>(0);
  const [position, setPosition] = useState<string>(PAY_SCALE[0].position);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        AI Project Analyzer
      </Title>
      <InsightsSection />
      <Card component="section" aria-labelledby="controls-title">
        <Title order={2} size="h4" id="controls-title" mb="sm">
          Controls
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
          <Select
            label="Project"
            placeholder={projects.isLoading ? 'Loading projects…' : 'Select a project'}
            data={(projects.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            value={projectId}
            onChange={setProjectId}
            searchable
            nothingFoundMessage="No project matches"
          />
          <NumberInput
            label="Target margin %"
            min={TARGET_MARGIN.min}
            max={TARGET_MARGIN.max}
            clampBehavior="strict"
            value={target}
            onChange={(v) => setTarget(clampTargetMargin(typeof v === 'number' ? v : Number(v === '' ? TARGET_MARGIN.default : v)))}
            description="0 to 50"
          />
          <NumberInput
            label="Labor days"
            min={0}
            clampBehavior="strict"
            decimalScale={1}
            value={laborDays}
            onChange={(v) => setLaborDays(clampLaborDays(typeof v === 'number' ? v : Number(v)))}
            description="8-hour days"
          />
          <Select
            label="Position type"
            data={PAY_SCALE.map((p) => ({ value: p.position, label: `${p.position} (${p.category})` }))}
            value={position}
            onChange={(v) => v && setPosition(v)}
            allowDeselect={false}
            searchable
          />
        </SimpleGrid>
        {projects.isError && (
          <LoadError title="Could not load the projects" error={projects.error} onRetry={() => void projects.refetch()} />
        )}
      </Card>
      {projectId ? (
        <ProjectAnalysisSections projectId={Number(projectId)} targetMargin={target} />
      ) : (
        <Text c="dimmed">Select a project to see its analysis, timeline and pricing.</Text>
      )}
      <LaborSection position={position} laborDays={laborDays} />
      <PayScaleTable />
    </Stack>
  );
}
