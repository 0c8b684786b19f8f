import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { lifecycleOf } from '../../../domain/lifecycle';
import type { OpeningQueries } from '../../app/opening-data';
import { ApiError } from '../../lib/api';
import { LoadError } from '../../lib/ui/load-error';
import { AiAnalysisTabs } from '../analysis/ai-analysis-tabs';
import { ProjectHistory } from '../audit/project-history';
import { useRole } from '../auth/auth-queries';
import { BillingPanel } from '../billing/billing-panel';
import { CostTrackingPanel } from '../cost-tracking/cost-tracking-panel';
import { JobCostPanel } from '../job-cost/job-cost-panel';
import { CompleteProjectButton } from '../lifecycle/complete-project-button';
import { PhotoGallery } from '../photos/photo-gallery';
import { PhotoUploadCard } from '../photos/photo-upload-card';
import { RequiredPhotosDialog } from '../photos/required-photos-dialog';
import { TeamAssignmentCard } from '../team/team-assignment-card';
import { WorkRecordsPanel } from '../work-records/work-records-panel';
import { ProjectDetails } from './project-details';
import { ProjectFormModal } from './project-form-modal';
import { projectQueries } from './project-queries';
import { statusLabel } from './project-status';

const TABS = ['overview', 'costs', 'job-cost', 'billing', 'team', 'work', 'photos', 'analysis', 'history'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL: Record<Tab, string> = {
  overview: 'Overview',
  costs: 'Costs',
  'job-cost': 'Job cost',
  billing: 'Billing',
  team: 'Team',
  work: 'Work',
  photos: 'Photos',
  analysis: 'Analysis',
  history: 'History',
};
/** A foreman's tabs (issue 16): no money, team administration, analysis or money history. */
const FOREMAN_TABS: readonly Tab[] = ['overview', 'work', 'photos'];

/** Where the project is listed (its card), for the back link. */
const LIST: Record<ReturnType<typeof lifecycleOf>, { to: string; label: string }> = {
  active: { to: '/projects', label: 'Projects' },
  inactive: { to: '/inactive-projects', label: 'Inactive Projects' },
  completed: { to: '/completed-projects', label: 'Completed Projects' },
};

function BackLink({ to = '/projects', label = 'Projects' }: { to?: string; label?: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}>
      <IconArrowLeft size={16} aria-hidden />
      Back to {label}
    </Anchor>
  );
}

function ProjectPageSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading project">
      <Skeleton height={32} width="60%" radius="sm" />
      <Skeleton height={20} width="30%" radius="sm" />
      <Skeleton height={36} radius="sm" />
      <Skeleton height={240} radius="md" />
    </Stack>
  );
}

function NotFound() {
  return (
    <Stack gap="md">
      <BackLink />
      <Card maw={520}>
        <Group gap="sm" wrap="nowrap" mb="sm">
          <IconAlertCircle size={22} color="var(--mantine-color-red-text)" aria-hidden />
          <Title order={1} size="h3">
            Project not found
          </Title>
        </Group>
        <Text c="dimmed">There is no project at this address. It may have been deleted, or the link may be mistyped.</Text>
      </Card>
    </Stack>
  );
}

/** The project id in the path, or null when it is not one (the page then says the project was not found). */
function projectIdOf(raw: string | undefined): number | null {
  const id = /^[1-9]\d{0,9}$/.test(raw ?? '') ? Number(raw) : null;
  return id !== null && id <= 2_147_483_647 ? id : null;
}

/** The screen's opening data, fetched before its first render (client/app/opening-data.ts): the project itself. */
export const openingQueries: OpeningQueries = (params) => {
  const id = projectIdOf(params.id);
  return id === null ? [] : [projectQueries.detail(id)];
};

/**
 * A project's own page, /projects/{id} (issue 18): deep-linkable and reload-safe, the open tab in ?tab=.
 * The tabs reuse the panels of the detail and edit dialogs; each loads on its first visit and stays mounted.
 */
export default function ProjectPage() {
  const { id: rawId } = useParams();
  const id = projectIdOf(rawId);
  const valid = id !== null;
  const foreman = useRole() === 'foreman';
  const project = useQuery({ ...projectQueries.detail(id ?? 0), enabled: valid });
  const [params, setParams] = useSearchParams();
  const allowed = foreman ? FOREMAN_TABS : TABS;
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && allowed.includes(asked) ? asked : 'overview';
  const [visited, setVisited] = useState<ReadonlySet<Tab>>(() => new Set([tab]));
  const [editing, setEditing] = useState(false);
  const [askBefore, setAskBefore] = useState(false);

  useEffect(() => {
    setVisited((v) => (v.has(tab) ? v : new Set([...v, tab])));
  }, [tab]);
  useEffect(() => {
    if (project.data) document.title = `${project.data.name} · Plumbline`;
  }, [project.data]);

  if (!valid || (project.error instanceof ApiError && (project.error.status === 404 || project.error.status === 400))) {
    return <NotFound />;
  }
  if (project.isError) {
    return (
      <Stack gap="md">
        <BackLink />
        <LoadError title="Could not load the project" error={project.error} onRetry={() => project.refetch()} />
      </Stack>
    );
  }
  if (project.isPending) {
    return (
      <Stack gap="md">
        <BackLink />
        <ProjectPageSkeleton />
      </Stack>
    );
  }

  const p = project.data;
  const list = LIST[lifecycleOf(p)];
  const show = (next: string | null) => {
    const t = (next as Tab | null) ?? 'overview';
    setParams(t === 'overview' ? {} : { tab: t }, { replace: true });
  };
  const needsBefore = !p.beforePhotosRequested && !p.hasBeforePhotos;

  return (
    <Stack gap="md">
      <BackLink to={list.to} label={list.label} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {p.name}
          </Title>
          <Group gap="xs" mt={4}>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {p.location}
            </Text>
            {p.status !== 'active' && (
              <Badge color="gray" variant="outline">
                {statusLabel(p.status)}
              </Badge>
            )}
            <Badge color={p.isActive ? 'green' : 'gray'} variant="light">
              {p.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </Group>
        </div>
        {!foreman && (
          <Group gap="xs">
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <CompleteProjectButton project={p} />
          </Group>
        )}
      </Group>

      <Tabs value={tab} onChange={show}>
        <Tabs.List mb="md">
          {allowed.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {TAB_LABEL[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview">
          <Card>
            <ProjectDetails project={p} foreman={foreman} />
          </Card>
        </Tabs.Panel>
        {!foreman && <Tabs.Panel value="costs">{visited.has('costs') && <CostTrackingPanel projectId={p.id} />}</Tabs.Panel>}
        {!foreman && <Tabs.Panel value="job-cost">{visited.has('job-cost') && <JobCostPanel projectId={p.id} />}</Tabs.Panel>}
        {!foreman && <Tabs.Panel value="billing">{visited.has('billing') && <BillingPanel projectId={p.id} />}</Tabs.Panel>}
        {!foreman && <Tabs.Panel value="team">{visited.has('team') && <TeamAssignmentCard projectId={p.id} />}</Tabs.Panel>}
        <Tabs.Panel value="work">{visited.has('work') && <WorkRecordsPanel projectId={p.id} />}</Tabs.Panel>
        <Tabs.Panel value="photos">
          {visited.has('photos') && (
            <Stack gap="md">
              {needsBefore && (
                <Group gap="sm">
                  <Text size="sm">No before photos yet.</Text>
                  <Button size="compact-sm" variant="light" onClick={() => setAskBefore(true)}>
                    Add before photos
                  </Button>
                </Group>
              )}
              <PhotoUploadCard projectId={p.id} />
              <PhotoGallery projectId={p.id} />
            </Stack>
          )}
        </Tabs.Panel>
        {!foreman && <Tabs.Panel value="analysis">{visited.has('analysis') && <AiAnalysisTabs projectId={p.id} />}</Tabs.Panel>}
        {!foreman && <Tabs.Panel value="history">{visited.has('history') && <ProjectHistory projectId={p.id} />}</Tabs.Panel>}
      </Tabs>

      {!foreman && <ProjectFormModal opened={editing} project={p} onClose={() => setEditing(false)} />}
      <RequiredPhotosDialog
        opened={askBefore}
        kind="before"
        projectId={p.id}
        onClose={() => setAskBefore(false)}
        onDone={() => setAskBefore(false)}
      />
    </Stack>
  );
}
