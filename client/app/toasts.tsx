import { notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useRef } from 'react';
import { TOASTS } from './toast-settings';

// A toast asked for before the host below has loaded is queued with the same limit and position.
notificationsStore.updateState((state) => ({ ...state, limit: TOASTS.limit, defaultPosition: TOASTS.position }));

/** Mantine's toast host and its styles, fetched with the first toast (none is shown while a screen loads). */
const ToastHost = lazy(() => import('./toast-host'));

/** The app's toasts (notifications.show and the helpers of client/lib/notify.ts): the host mounts with the first one. */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const wanted = useRef(false);
  if (notifications.length + queue.length > 0) wanted.current = true;
  if (!wanted.current) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
