import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MessengerSocketMessage } from '@portal/shared';
import { socketWriter } from '@/api/socket-data';
import { messengerKeys } from './api/messenger';

/** websocket/messenger/ on the page's own host. */
export function messengerSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/websocket/messenger/`;
}

/**
 * Keeps the messenger live while it is shown: the unread total goes into its query; a new
 * message refreshes the inbox, that conversation's history and the total. Reconnects after a
 * drop (no polling loop). Each time a socket is listening, what is shown is read again: a message
 * sent between the first reads and the connection (or during a drop) is not missed.
 *
 * Listening is the socket's first unread total, not its `open` event: the server sends the total
 * once its channel subscriptions are in place, which is after the handshake. Read again at `open`,
 * a message sent after that read but before the subscription reached neither (seen as a browser
 * journey's live image that never came on its first try).
 */
export function useMessengerSocket(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const write = socketWriter(queryClient);
    const open = () => {
      socket = new WebSocket(messengerSocketUrl(window.location));
      let listening = false;
      socket.onmessage = (event: MessageEvent<string>) => {
        const message = JSON.parse(event.data) as MessengerSocketMessage;
        if (message.event === 'unread_count') {
          void write(messengerKeys.unread(), message.data);
          if (!listening) {
            listening = true;
            const unread = messengerKeys.unread();
            void queryClient.invalidateQueries({
              queryKey: messengerKeys.all(),
              predicate: (query) => query.queryKey[1] !== unread[1],
            });
          }
          return;
        }
        const id = message.data.conversation_id;
        void queryClient.invalidateQueries({ queryKey: ['messenger', 'conversations'] });
        void queryClient.invalidateQueries({ queryKey: ['messenger', 'support'] });
        void queryClient.invalidateQueries({ queryKey: messengerKeys.history(id) });
        void queryClient.invalidateQueries({ queryKey: messengerKeys.supportHistory(id) });
        void queryClient.invalidateQueries({ queryKey: messengerKeys.unread() });
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
  }, [enabled, queryClient]);
}
