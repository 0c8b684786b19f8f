import { ActionIcon, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCircleCheck, IconDots, IconEye, IconHeartbeat, IconPackage, IconPencil, IconTrash } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { type Project, TRASH_DAYS } from '../../../domain/projects';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { LazyDialog } from '../../lib/ui/lazy-dialog';
import { useCompleteProject } from '../lifecycle/use-complete-project';
import { useDeleteProject } from './use-project-mutations';

const AddMaterialCostDialog = lazy(() =>
  import('../expenses/add-material-cost-dialog').then((m) => ({ default: m.AddMaterialCostDialog })),
);
const SnapshotDialog = lazy(() => import('../health/snapshot-dialog').then((m) => ({ default: m.SnapshotDialog })));

type ProjectCardMenuProps = {
  project: Project;
  onView: (project: Project) => void;
  onEdit: (project: Project) => void;
};

/** The "…" button; `loading` while a delete or completion started from the menu runs. */
const actionsButton = (project: Project, props: { onClick?: () => void; loading?: boolean } = {}) => (
  <ActionIcon variant="subtle" color="gray" aria-label={`Project actions for ${project.name}`} {...props}>
    <IconDots size={18} />
  </ActionIcon>
);

/**
 * The card's actions menu: Materials, View, Edit, Complete, Delete (with confirmation). Until its button is first
 * pressed only the button is rendered: a page of cards then holds no menu (popover, positioning, focus handling),
 * mutation or dialog per card. The first press mounts the menu already open, and it stays mounted afterwards.
 */
export function ProjectCardMenu(props: ProjectCardMenuProps) {
  const [used, setUsed] = useState(false);
  return used ? <LiveProjectCardMenu {...props} /> : actionsButton(props.project, { onClick: () => setUsed(true) });
}

function LiveProjectCardMenu({ project, onView, onEdit }: ProjectCardMenuProps) {
  const remove = useDeleteProject();
  const complete = useCompleteProject(project);
  const [materialsOpened, setMaterialsOpened] = useState(false);
  const [healthOpened, setHealthOpened] = useState(false);

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Move project to the trash',
      centered: true,
      children: (
        <Text size="sm">
          Move {project.name} to the trash? Its expenses, work records, photos and team go with it and leave the books. You can restore it
          with everything it had from Settings → Trash for {TRASH_DAYS} days; after that it is deleted for good.
        </Text>
      ),
      labels: { confirm: 'Move to trash', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      // mutateAsync: the card (and this menu) unmount when the list refreshes, before mutate's own callbacks would run.
      onConfirm: () =>
        remove.mutateAsync(project.id).then(
          () => notifySuccess('Moved to the trash', `Restore ${project.name} from Settings → Trash within ${TRASH_DAYS} days.`),
          // The server says why when it refuses (409: paid costs or billing, to archive instead; a closed period).
          (error) => notifyError(errorMessage(error, 'Failed to delete project'), 'The project was not deleted'),
        ),
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md" defaultOpened>
        <Menu.Target>{actionsButton(project, { loading: remove.isPending || complete.isPending })}</Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPackage size={16} />} onClick={() => setMaterialsOpened(true)}>
            Materials
          </Menu.Item>
          <Menu.Item leftSection={<IconHeartbeat size={16} />} onClick={() => setHealthOpened(true)}>
            Health
          </Menu.Item>
          <Menu.Item leftSection={<IconEye size={16} />} onClick={() => onView(project)}>
            View
          </Menu.Item>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(project)}>
            Edit
          </Menu.Item>
          <Menu.Item color="green" leftSection={<IconCircleCheck size={16} />} onClick={complete.start}>
            Complete
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <LazyDialog opened={materialsOpened}>
        {(opened) => <AddMaterialCostDialog project={project} opened={opened} onClose={() => setMaterialsOpened(false)} />}
      </LazyDialog>
      <LazyDialog opened={healthOpened}>
        {(opened) => <SnapshotDialog project={project} opened={opened} onClose={() => setHealthOpened(false)} />}
      </LazyDialog>
      {complete.dialogs}
    </>
  );
}
