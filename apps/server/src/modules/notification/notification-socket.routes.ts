import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import type { NotificationSocketMessage } from '@portal/shared';
import type { AppContext } from '@/context';
import { AppError } from '@/lib/errors';
import { ownOrigin } from '@/lib/origin';
import { requireUser } from '@/plugins/session';
import { bellChannel } from './delivery';
import { unreadCount } from './notification.repository';

function send(socket: WebSocket, message: NotificationSocketMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * websocket/alert/notification/: the signed-in reader's bell. On connect it sends their unread
 * count, then each new count, published on their own channel by whichever instance changed it
 * (pub/sub): a socket subscribes only to the channel of the session's user, so nobody receives
 * another's. The socket takes no messages. Origin checked as for the import socket.
 */
export function notificationSocketRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!ownOrigin(ctx.config.PUBLIC_URL, request))
        throw new AppError(403, 'origin_not_allowed', 'This origin may not open the socket.');
    });

    app.get(
      '/websocket/alert/notification/',
      { websocket: true, config: { access: 'user' } },
      (socket, request) => {
        const user = requireUser(request);
        const open = async () => {
          // Subscribed before the first count is read, so no change in between is missed.
          const unsubscribe = await ctx.pubsub.subscribe(bellChannel(user.id), (message) =>
            send(socket, message as NotificationSocketMessage),
          );
          socket.on('close', unsubscribe);
          if (socket.readyState !== socket.OPEN) return unsubscribe();
          send(socket, {
            event: 'unread_count',
            data: { count: await unreadCount(ctx.db, user.id) },
          });
        };
        open().catch(() => socket.close(1011));
      },
    );
  };
}
