import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconCircleCheck, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import type { LifecycleSet } from '../../../domain/lifecycle';
import { errorMessage } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { LazyDialog } from '../../lib/ui/lazy-dialog';
import { useMoveToActive, useMoveToCompleted, useMoveToInactive } from './use-lifecycle-mutations';

const CompleteWithNotesModal = lazy(() => import('./move-to-modals').then((m) => ({ default: m.CompleteWithNotesModal })));
const InactiveReasonModal = lazy(() => import('./move-to-modals').then((m) => ({ default: m.InactiveReasonModal })));

type MoveToMenuProps = {
  projectId: number;
  projectName: string;
  /** The set the project is in now; the menu offers the other two (spec part 1 §4). */
  current: LifecycleSet;
};

const ITEMS: { set: LifecycleSet; label: string; icon: typeof IconPlayerPlay; color?: string }[] = [
  { set: 'active', label: 'Move to Active', icon: IconPlayerPlay },
  { set: 'inactive', label: 'Move to Inactive', icon: IconPlayerPause, color: 'orange' },
  { set: 'completed', label: 'Move to Completed', icon: IconCircleCheck, color: 'green' },
];

const failed = (prefix: string, error: Error) => {
  const message = errorMessage(error, '');
  return message ? `${prefix}: ${message}` : null;
};

/** The "Move to" button; `loading` while a move runs. */
const moveToButton = (projectName: string, props: { onClick?: () => void; loading?: boolean } = {}) => (
  <Button
    size="compact-sm"
    variant="default"
    rightSection={<IconChevronDown size={14} />}
    aria-label={`Move to (${projectName})`}
    {...props}
  >
    Move to
  </Button>
);

/**
 * The card footer's move-to menu: every lifecycle set except the current one, with the reason and completion
 * modals. Until its button is first pressed only the button is rendered (no menu, mutations or modals per card in
 * a list); the first press mounts the menu already open, and it stays mounted afterwards.
 */
export function MoveToMenu(props: MoveToMenuProps) {
  const [used, setUsed] = useState(false);
  return used ? <LiveMoveToMenu {...props} /> : moveToButton(props.projectName, { onClick: () => setUsed(true) });
}

function LiveMoveToMenu({ projectId, projectName, current }: MoveToMenuProps) {
  const [modal, setModal] = useState<'inactive' | 'completed' | null>(null);
  const updated = (set: string) => notifySuccess('Project Status Updated', `${projectName} moved to ${set}`);
  const toActive = useMoveToActive({
    onSuccess: () => updated('active'),
    onError: (e) =>
      notifyError(failed('Failed to move project to active', e) ?? 'Failed to move project to active: the server did not answer'),
  });
  const toInactive = useMoveToInactive({
    onSuccess: () => {
      setModal(null);
      updated('inactive');
    },
    onError: (e) =>
      notifyError(failed('Failed to move project to inactive', e) ?? 'Failed to move project to inactive: the server did not answer'),
  });
  const toCompleted = useMoveToCompleted({
    onSuccess: ({ engine, projectId: _id, completedProjectId: _c, ...analysis }) => {
      setModal(null);
      notifySuccess('Project Completed', `${projectName} is marked as completed`);
      // The analysis dialog's code is fetched when a completion needs it.
      void import('./completion-analysis-dialog').then((m) => m.openCompletionAnalysis(analysis, engine));
    },
    onError: (e) => notifyError(failed('Failed to complete project', e) ?? 'Failed to complete project. Please try again.'),
  });
  const pending = toActive.isPending || toInactive.isPending || toCompleted.isPending;

  const choose = (set: LifecycleSet) => {
    if (set === 'active') toActive.mutate(projectId);
    else setModal(set);
  };

  return (
    <>
      <Menu position="bottom-start" withinPortal shadow="md" defaultOpened>
        <Menu.Target>{moveToButton(projectName, { loading: pending })}</Menu.Target>
        <Menu.Dropdown>
          {ITEMS.filter((item) => item.set !== current).map(({ set, label, icon: Icon, color }) => (
            <Menu.Item key={set} color={color} leftSection={<Icon size={16} />} onClick={() => choose(set)}>
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <LazyDialog opened={modal === 'inactive'}>
        {(opened) => (
          <InactiveReasonModal
            opened={opened}
            projectName={projectName}
            pending={toInactive.isPending}
            onClose={() => setModal(null)}
            onSubmit={(reason) => toInactive.mutate({ projectId, reason })}
          />
        )}
      </LazyDialog>
      <LazyDialog opened={modal === 'completed'}>
        {(opened) => (
          <CompleteWithNotesModal
            opened={opened}
            projectName={projectName}
            pending={toCompleted.isPending}
            onClose={() => setModal(null)}
            onSubmit={(values) => toCompleted.mutate({ projectId, ...values })}
          />
        )}
      </LazyDialog>
    </>
  );
}
