import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApi } from '../../../domain/api/notifications';
import type { NotificationRuleUpdate } from '../../../domain/notification-rules';
import { countOf } from '../../../domain/wording';
import { invalidateAfterWrite } from '../../app/data-changes';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { notifyError, notifySuccess } from '../../lib/notify';

/** Spec part 2 §8: a failed check says 'HTTP error! status: {code}', or the default text. */
function checkFailed(error: unknown, fallback: string) {
  notifyError(error instanceof ApiError ? `HTTP error! status: ${error.status}` : fallback);
}

/** POST /api/notifications/check?projectId= with the spec's toasts. */
export function useCheckProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: number) => callApi(notificationsApi.check, { query: { projectId } }),
    onSuccess: (r) => {
      notifySuccess('AI Analysis Complete', `Generated ${r.notificationsGenerated} performance alerts`);
      return invalidateAfterWrite(queryClient, 'notifications');
    },
    onError: (e) => checkFailed(e, 'Failed to check project performance'),
  });
}

/** POST /api/notifications/ai-check-all with the spec's toasts. */
export function useAiCheckAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(notificationsApi.aiCheckAll, { body: {} }),
    onSuccess: (r) => {
      notifySuccess(
        'AI Agent Analysis Complete',
        `Analyzed ${countOf(r.projectsAnalyzed.length, 'project')}, generated ${countOf(r.notificationsGenerated, 'alert')}`,
      );
      return invalidateAfterWrite(queryClient, 'notifications');
    },
    onError: (e) => checkFailed(e, 'Failed to complete AI agent analysis'),
  });
}

/** POST /api/notifications/{id}/acknowledge. */
export function useAcknowledge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(notificationsApi.acknowledge, { params: { id } }),
    onSuccess: () => {
      notifySuccess('Notification Acknowledged', 'Notification marked as read');
      return invalidateAfterWrite(queryClient, 'notifications');
    },
    onError: () => notifyError('Failed to acknowledge notification'),
  });
}

/** POST /api/notifications/acknowledge-all. */
export function useAcknowledgeAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(notificationsApi.acknowledgeAll, { body: {} }),
    onSuccess: (r) => {
      notifySuccess('Notifications Acknowledged', `${r.acknowledged} marked as read`);
      return invalidateAfterWrite(queryClient, 'notifications');
    },
    onError: () => notifyError('Failed to acknowledge notifications'),
  });
}

/** PUT /api/notifications/rules/{id}. */
export function useUpdateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: NotificationRuleUpdate }) =>
      callApi(notificationsApi.updateRule, { params: { id }, body }),
    onSuccess: () => invalidateAfterWrite(queryClient, 'notification_rules'),
    onError: () => notifyError('Failed to update the rule'),
  });
}
