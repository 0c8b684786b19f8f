import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { Project } from '../../../domain/projects';
import type { OpeningQueries } from '../../app/opening-data';
import { errorMessage } from '../../lib/api';
import { PHONE_QUERY } from '../../lib/ui/form-modal';
import { LazyDialog } from '../../lib/ui/lazy-dialog';
import { useProgressiveList } from '../../lib/use-progressive-list';
import { useUrlSearch } from '../../lib/use-url-search';
import { useRole } from '../auth/auth-queries';
import { filterProjects } from './filter-projects';
import { ProjectCard } from './project-card';
import { ProjectCardSkeleton } from './project-card-skeleton';
import { projectQueries } from './project-queries';
import { type StatusFilter, statusFilterOptions } from './project-status';

// Dialogs are fetched on first open: the list's first load carries no forms, uploads or charts.
const ProjectFormModal = lazy(() => import('./project-form-modal').then((m) => ({ default: m.ProjectFormModal })));
const ProjectViewDialog = lazy(() => import('./project-view-dialog').then((m) => ({ default: m.ProjectViewDialog })));

const CARD_COLS = { base: 1, md: 2, xl: 3 };
/** Cards rendered before the rest of the list: a screenful on a wide screen, and on a phone. */
const FIRST_CARDS = 6;
const FIRST_CARDS_PHONE = 2;

/** GET /api/projects?active=true */
const activeProjectsQuery = () => projectQueries.list({ active: 'true' });

export const openingQueries: OpeningQueries = () => [activeProjectsQuery()];

/** The Projects (Active) page (docs/product/screens.md §2.4). */
export default function ProjectsPage() {
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const projects = useQuery(activeProjectsQuery());
  // The answer arrives through a store update, which React draws in one blocking task; the cards are drawn by
  // the deferred render that follows instead, in short slices (a phone stays responsive while they draw).
  const list = useDeferredValue(projects.data);
  const loading = list === undefined && !projects.isError;
  // A foreman sees the projects assigned to them and adds none (issue 16).
  const foreman = useRole() === 'foreman';
  const [search, setSearch] = useUrlSearch();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [formOpened, setFormOpened] = useState(false);
  const [editing, setEditing] = useState<Project | null>(null);
  const [viewing, setViewing] = useState<Project | null>(null);

  const shown = useMemo(() => filterProjects(list ?? [], search, status), [list, search, status]);
  const rendered = useProgressiveList(shown, isPhone ? FIRST_CARDS_PHONE : FIRST_CARDS);

  const openNew = () => {
    setEditing(null);
    setFormOpened(true);
  };
  // The same function on every render, so the memoized cards draw again only when their project changes.
  const openEdit = useCallback((project: Project) => {
    setViewing(null);
    setEditing(project);
    setFormOpened(true);
  }, []);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          Projects (Active)
        </Title>
        {!foreman && (
          <Button leftSection={<IconPlus size={18} />} onClick={openNew}>
            New Project
          </Button>
        )}
      </Group>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={720}>
        <TextInput
          label="Search projects"
          placeholder="Name or location"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
        />
        <Select
          label="Status"
          data={statusFilterOptions}
          value={status}
          onChange={(v) => setStatus((v as StatusFilter | null) ?? 'all')}
          allowDeselect={false}
        />
      </SimpleGrid>

      {projects.isError ? (
        <Alert color="red" variant="light" title="Could not load projects" icon={<IconAlertCircle />}>
          {errorMessage(projects.error, 'Failed to load projects. Check that the server is running, then reload the page.')}
        </Alert>
      ) : loading ? (
        <SimpleGrid cols={CARD_COLS} role="status" aria-busy="true" aria-label="Loading projects">
          {[0, 1, 2].map((i) => (
            <ProjectCardSkeleton key={i} />
          ))}
        </SimpleGrid>
      ) : shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {foreman && (list ?? []).length === 0 ? 'No projects are assigned to you yet.' : 'No projects found.'}
        </Text>
      ) : (
        <SimpleGrid cols={CARD_COLS}>
          {rendered.map((project) => (
            <ProjectCard key={project.id} project={project} onView={setViewing} onEdit={openEdit} />
          ))}
        </SimpleGrid>
      )}

      <LazyDialog opened={formOpened}>
        {(opened) => <ProjectFormModal opened={opened} project={editing} onClose={() => setFormOpened(false)} />}
      </LazyDialog>
      <LazyDialog opened={viewing !== null}>
        {(opened) => <ProjectViewDialog project={opened ? viewing : null} onClose={() => setViewing(null)} onEdit={openEdit} />}
      </LazyDialog>
    </Stack>
  );
}
