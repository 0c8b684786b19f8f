import { Badge, Button, Group, Modal, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Project } from '../../../domain/projects';
import { AiAnalysisTabs } from '../analysis/ai-analysis-tabs';
import { ProjectHistory } from '../audit/project-history';
import { useRole } from '../auth/auth-queries';
import { hasDialogAbove } from '../cost-tracking/dialog-on-top';
import { CompleteProjectButton } from '../lifecycle/complete-project-button';
import { PhotoGallery } from '../photos/photo-gallery';
import { PhotoUploadCard } from '../photos/photo-upload-card';
import { RequiredPhotosDialog } from '../photos/required-photos-dialog';
import { WorkRecordsPanel } from '../work-records/work-records-panel';
import { ProjectDetails } from './project-details';
import { projectQueries } from './project-queries';
import { statusLabel } from './project-status';

type ProjectViewDialogProps = {
  project: Project | null;
  onClose: () => void;
  onEdit: (project: Project) => void;
};

type Tab = 'details' | 'work' | 'upload' | 'gallery' | 'analysis' | 'history';

/**
 * The project detail dialog (spec part 1 §2.17): tabs Details, Upload, Gallery and AI Analysis, with Complete
 * Project (or the Completed badge) at the top. Opening it for a project that has neither before photos nor a
 * recorded before-photos request first asks for before photos (§4), in a dialog on top of this one.
 */
export function ProjectViewDialog({ project, onClose, onEdit }: ProjectViewDialogProps) {
  // A foreman (issue 16): no money, no edit, completion or analysis; a Work tab to record the crew's days.
  const foreman = useRole() === 'foreman';
  const isMobile = useMediaQuery('(max-width: 48em)');
  // The money history is the owner's and the office's (a foreman sees no budgets or pay).
  const seesHistory = !foreman;
  const rootRef = useRef<HTMLDivElement>(null);
  const [tab, setTab] = useState<Tab>('details');
  // A tab loads on its first visit and then stays mounted, so picked files survive a look at the gallery.
  const [visited, setVisited] = useState<ReadonlySet<Tab>>(new Set(['details']));
  const show = (next: Tab) => {
    setTab(next);
    setVisited((v) => (v.has(next) ? v : new Set([...v, next])));
  };
  const [askBefore, setAskBefore] = useState(false);
  const promptedFor = useRef<number | null>(null);
  // The latest figures and photo flags of the shown project; its list row (from the page) until they arrive.
  const fresh = useQuery({ ...projectQueries.detail(project?.id ?? 0), enabled: project !== null });
  const current = project && fresh.data?.id === project.id ? fresh.data : project;

  useEffect(() => {
    if (!project) {
      promptedFor.current = null;
      setAskBefore(false);
      return;
    }
    if (promptedFor.current === project.id) return;
    promptedFor.current = project.id;
    setTab('details');
    setVisited(new Set(['details']));
    setAskBefore(!project.beforePhotosRequested && !project.hasBeforePhotos);
  }, [project]);

  const closeUnlessCovered = () => {
    if (!hasDialogAbove(rootRef.current)) onClose();
  };

  return (
    <Modal
      ref={rootRef}
      opened={project !== null}
      onClose={closeUnlessCovered}
      title={current?.name ?? 'Project'}
      size="xl"
      fullScreen={isMobile}
    >
      {current && (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              {current.status !== 'active' && (
                <Badge color="gray" variant="outline">
                  {statusLabel(current.status)}
                </Badge>
              )}
              <Badge color={current.isActive ? 'green' : 'gray'} variant="light">
                {current.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </Group>
            {!foreman && <CompleteProjectButton project={current} />}
          </Group>
          <Tabs value={tab} onChange={(v) => show((v as Tab | null) ?? 'details')}>
            <Tabs.List grow mb="md">
              <Tabs.Tab value="details">Details</Tabs.Tab>
              {foreman && <Tabs.Tab value="work">Work</Tabs.Tab>}
              <Tabs.Tab value="upload">Upload</Tabs.Tab>
              <Tabs.Tab value="gallery">Gallery</Tabs.Tab>
              {!foreman && <Tabs.Tab value="analysis">AI Analysis</Tabs.Tab>}
              {seesHistory && <Tabs.Tab value="history">History</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="details">
              <Stack gap="md">
                <ProjectDetails project={current} foreman={foreman} />
                <Group justify="flex-end" gap="sm">
                  <Button variant="default" onClick={onClose}>
                    Close
                  </Button>
                  {!foreman && <Button onClick={() => onEdit(current)}>Edit</Button>}
                </Group>
              </Stack>
            </Tabs.Panel>
            {foreman && <Tabs.Panel value="work">{visited.has('work') && <WorkRecordsPanel projectId={current.id} />}</Tabs.Panel>}
            <Tabs.Panel value="upload">{visited.has('upload') && <PhotoUploadCard projectId={current.id} />}</Tabs.Panel>
            <Tabs.Panel value="gallery">{visited.has('gallery') && <PhotoGallery projectId={current.id} />}</Tabs.Panel>
            {!foreman && <Tabs.Panel value="analysis">{visited.has('analysis') && <AiAnalysisTabs projectId={current.id} />}</Tabs.Panel>}
            {seesHistory && <Tabs.Panel value="history">{visited.has('history') && <ProjectHistory projectId={current.id} />}</Tabs.Panel>}
          </Tabs>
        </Stack>
      )}
      {project && (
        <RequiredPhotosDialog
          opened={askBefore}
          kind="before"
          projectId={project.id}
          onClose={() => setAskBefore(false)}
          onDone={() => setAskBefore(false)}
        />
      )}
    </Modal>
  );
}
