import type { NotificationData } from '@mantine/notifications';

const listeners = new Set<() => void>();
let wanted = false;

/**
 * Calls `listener` once the first notification is asked for (at once if one already was), so
 * the notification container (providers.tsx) mounts only then. Returns the unsubscribe.
 */
export function onFirstNotify(listener: () => void): () => void {
  if (wanted) listener();
  else listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a notification. The notifications package is loaded on first use, and its container is
 * mounted then too: neither is part of a page's first load (DESIGN performance budget; on a slow
 * phone they shared the network and the CPU with the first paint). The package's store keeps a
 * notification shown before the container mounts, which then shows it.
 */
export function notify(data: NotificationData): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
    listeners.clear();
  }
  import('@mantine/notifications')
    .then(({ notifications }) => notifications.show(data))
    .catch((error: unknown) => console.warn('notification not shown', error));
}
