import { Indicator } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMessengerUnread } from '../api/messenger';
import { useMessengerSocket } from '../use-messenger-socket';

/** The messenger button's unread badge, live over the messenger socket while it is shown. */
export function MessengerBadge(props: { children: (count: number) => ReactNode }) {
  useMessengerSocket(true);
  const unread = useMessengerUnread(true);
  const count = unread.data?.count ?? 0;
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      disabled={count === 0}
      offset={6}
      color="red.8"
      inline
    >
      {props.children(count)}
    </Indicator>
  );
}
