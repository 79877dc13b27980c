import { ActionIcon } from '@mantine/core';
import { BellIcon } from '@/components/icons';

/**
 * What the header shows where the notification bell goes while its code loads: the same icon at
 * the same size, so the header does not shift, but inert and hidden from assistive technology
 * until the real button (with its unread count and name) replaces it.
 */
export function BellStandIn() {
  return (
    <ActionIcon
      component="span"
      variant="subtle"
      color="gray"
      size="lg"
      aria-hidden
      data-testid="notification-bell-loading"
    >
      <BellIcon />
    </ActionIcon>
  );
}
