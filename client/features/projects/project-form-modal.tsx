import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef } from 'react';
import type { Project } from '../../../domain/projects';
import { confirmDiscard } from '../../lib/ui/confirm-discard';
import { hasDialogAbove } from '../cost-tracking/dialog-on-top';
import { ProjectEditTabs } from './project-edit-tabs';
import { ProjectForm } from './project-form';

type ProjectFormModalProps = {
  opened: boolean;
  /** The project to edit; null opens the New Project form. */
  project: Project | null;
  onClose: () => void;
};

/**
 * The project form in a dialog: 'New Project' or 'Edit Project', full screen on phones. Editing adds the
 * Team & Work and Costs tabs (docs/product/screens.md §2.6).
 */
export function ProjectFormModal({ opened, project, onClose }: ProjectFormModalProps) {
  const isMobile = useMediaQuery('(max-width: 48em)');
  // Escape reaches every open dialog at once: let one opened from here close alone, keeping unsaved edits.
  const rootRef = useRef<HTMLDivElement>(null);
  // Escape or the close button with typed, unsaved edits asks first (Cancel and Save close at once).
  const dirtyCheck = useRef<(() => boolean) | null>(null);
  const closeUnlessCovered = () => {
    if (hasDialogAbove(rootRef.current)) return;
    if (dirtyCheck.current?.()) confirmDiscard(onClose);
    else onClose();
  };
  // key: a fresh form for each project, so values never leak from one dialog to the next.
  const form = <ProjectForm key={project?.id ?? 'new'} project={project} onCancel={onClose} onSaved={onClose} dirtyCheck={dirtyCheck} />;
  return (
    <Modal
      ref={rootRef}
      opened={opened}
      onClose={closeUnlessCovered}
      title={project ? 'Edit Project' : 'New Project'}
      size="xl"
      fullScreen={isMobile}
      closeOnClickOutside={false}
      transitionProps={{ transition: isMobile ? 'slide-up' : 'pop', duration: 150 }}
    >
      {project ? <ProjectEditTabs key={project.id} projectId={project.id} details={form} /> : form}
    </Modal>
  );
}
