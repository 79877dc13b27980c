import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NotificationSocketMessage } from '@portal/shared';
import { socketWriter } from '@/api/socket-data';
import { notificationKeys } from './api/notifications';

/** websocket/alert/notification/ on the page's own host. */
export function bellSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/websocket/alert/notification/`;
}

/**
 * Keeps the bell's count live while a user is signed in: the socket sends the count on connect
 * and each time it changes; it goes into the unread query, and the lists are fetched again when
 * it changed. Reconnects after a drop (no polling loop).
 */
export function useBellSocket(userId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const write = socketWriter(queryClient);
    const open = () => {
      socket = new WebSocket(bellSocketUrl(window.location));
      socket.onmessage = (event: MessageEvent<string>) => {
        const message = JSON.parse(event.data) as NotificationSocketMessage;
        if (message.event !== 'unread_count') return;
        const before = queryClient.getQueryData<{ count: number }>(notificationKeys.unread());
        void write(notificationKeys.unread(), message.data);
        if (before && before.count !== message.data.count)
          void queryClient.invalidateQueries({ queryKey: ['notification', 'list'] });
      };
      socket.onclose = () => {
        if (!closed) retry = setTimeout(open, 5000);
      };
    };
    open();
    return () => {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [queryClient, userId]);
}
