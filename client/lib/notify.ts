import { notifications } from '@mantine/notifications';

/** A success toast, e.g. notifySuccess('Success', 'Supplier created'). */
export function notifySuccess(title: string, message?: string): void {
  notifications.show({ title, message, color: 'teal' });
}

/** A destructive (red) failure toast, titled 'Error' unless stated (spec part 1 §8). */
export function notifyError(message: string, title = 'Error'): void {
  notifications.show({ title, message, color: 'red' });
}
