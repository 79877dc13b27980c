import type { NotificationData } from '@mantine/notifications';

/**
 * Shows a notification. The notifications package is loaded on first use so it stays out of
 * the first-load JavaScript (DESIGN performance budget).
 */
export function notify(data: NotificationData): void {
  import('@mantine/notifications')
    .then(({ notifications }) => notifications.show(data))
    .catch((error: unknown) => console.warn('notification not shown', error));
}
