import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { lifecycleApi } from '../../../domain/api/lifecycle';
import { lifecycleOf } from '../../../domain/lifecycle';
import type { Project } from '../../../domain/projects';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { LazyDialog } from '../../lib/ui/lazy-dialog';
import { invalidateLifecycle } from './use-lifecycle-mutations';

const RequiredPhotosDialog = lazy(() => import('../photos/required-photos-dialog').then((m) => ({ default: m.RequiredPhotosDialog })));
const CompleteWithNotesModal = lazy(() => import('./move-to-modals').then((m) => ({ default: m.CompleteWithNotesModal })));

const ALREADY_COMPLETED = 'This project is already marked as completed';

/**
 * The Complete Project flow (spec part 1 §4), shared by the Complete Project button and the card menu:
 * refuse a completed project; ask for completion photos when none were requested or uploaded (skipping records
 * the request); then confirm with final notes and an optional customer rating before completing; on success toast 'Project Completed' and show the completion analysis.
 * Render `dialogs` somewhere under the caller.
 */
export function useCompleteProject(project: Project) {
  const queryClient = useQueryClient();
  const [photosOpened, setPhotosOpened] = useState(false);
  const [confirmOpened, setConfirmOpened] = useState(false);
  const mutation = useMutation({
    mutationFn: (body: { finalNotes: string; customerRating: number | null }) =>
      callApi(lifecycleApi.complete, { params: { id: project.id }, body }),
    // Callbacks of useMutation (not of mutate) still run after the card leaves the list.
    onSuccess: (result) => {
      setConfirmOpened(false);
      notifySuccess('Project Completed', `${project.name} is marked as completed`);
      const { engine, ...analysis } = result;
      // The analysis dialog's code is fetched when a completion needs it.
      void import('./completion-analysis-dialog').then((m) => m.openCompletionAnalysis(analysis, engine));
      return invalidateLifecycle(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        notifyError(error.serverMessage ?? ALREADY_COMPLETED, 'Already Completed');
        return invalidateLifecycle(queryClient);
      }
      notifyError('Failed to complete project');
    },
  });

  /** True once completed here: a caller holding an older copy of the project still shows it as completed. */
  const completed = lifecycleOf(project) === 'completed' || mutation.isSuccess;

  const start = () => {
    if (completed) {
      notifyError(ALREADY_COMPLETED, 'Already Completed');
      return;
    }
    if (!project.completionPhotosRequested && !project.hasCompletionPhotos) {
      setPhotosOpened(true);
      return;
    }
    setConfirmOpened(true);
  };

  const dialogs = (
    <LazyDialog opened={photosOpened}>
      {(opened) => (
        <RequiredPhotosDialog
          opened={opened}
          kind="completion"
          projectId={project.id}
          onClose={() => setPhotosOpened(false)}
          onDone={() => {
            setPhotosOpened(false);
            setConfirmOpened(true);
          }}
        />
      )}
    </LazyDialog>
  );
  const confirmDialog = (
    <LazyDialog opened={confirmOpened}>
      {(opened) => (
        <CompleteWithNotesModal
          opened={opened}
          action="Complete Project"
          projectName={project.name}
          pending={mutation.isPending}
          onClose={() => setConfirmOpened(false)}
          onSubmit={(values) => mutation.mutate(values)}
        />
      )}
    </LazyDialog>
  );

  return {
    start,
    dialogs: (
      <>
        {dialogs}
        {confirmDialog}
      </>
    ),
    completed,
    isPending: mutation.isPending,
  };
}
