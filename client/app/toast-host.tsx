import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOASTS } from './toast-settings';

/** Mantine's toast host with the app's settings; loaded by Toasts (toasts.tsx) with the first toast. */
export default function ToastHost() {
  return <Notifications {...TOASTS} />;
}
