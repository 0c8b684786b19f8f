import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Project } from '../../../domain/projects';
import { ProjectForm } from './project-form';

type ProjectFormModalProps = {
  opened: boolean;
  /** The project to edit; null opens the New Project form. */
  project: Project | null;
  onClose: () => void;
};

/** The project form in a dialog: 'New Project' or 'Edit Project', full screen on phones. */
export function ProjectFormModal({ opened, project, onClose }: ProjectFormModalProps) {
  const isMobile = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={project ? 'Edit Project' : 'New Project'}
      size="xl"
      fullScreen={isMobile}
      closeOnClickOutside={false}
      transitionProps={{ transition: isMobile ? 'slide-up' : 'pop', duration: 150 }}
    >
      {/* key: a fresh form for each project, so values never leak from one dialog to the next. */}
      <ProjectForm key={project?.id ?? 'new'} project={project} onCancel={onClose} onSaved={onClose} />
    </Modal>
  );
}
