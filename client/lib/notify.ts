import { notifications } from '@mantine/notifications';

/** A success toast, e.g. notifySuccess('Success', 'Supplier created'). */
export function notifySuccess(title: string, message?: string): void {
  notifications.show({ title, message, color: 'teal' });
}

/** A destructive (red) failure toast, titled 'Error' unless stated (spec part 1 §8). */
export function notifyError(message: string, title = 'Error'): void {
  notifications.show({ title, message, color: 'red' });
}

/** A yellow toast for an outcome that is neither a success nor a failure (e.g. a scan that found nothing). */
export function notifyWarning(title: string, message?: string): void {
  notifications.show({ title, message, color: 'yellow' });
}
