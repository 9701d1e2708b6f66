import { notifications } from '@mantine/notifications';

/** Toasts: one look for every success and error message in the app. */
export function showSuccess(message: string): void {
  notifications.show({ message, color: 'green', autoClose: 4000, withBorder: true });
}

export function showError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: 6000, withBorder: true });
}
