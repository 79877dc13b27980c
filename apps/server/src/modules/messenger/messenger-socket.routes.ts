import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import type { MessengerSocketMessage } from '@portal/shared';
import type { AppContext } from '@/context';
import { AppError } from '@/lib/errors';
import { ownOrigin } from '@/lib/origin';
import { hasPermission } from '@/lib/permission';
import { requireUser } from '@/plugins/session';
import { messengerUnread } from './messenger.repository';
import { messengerChannel, requireMessenger, SUPPORT_CHANNEL } from './messenger.service';

function sendTo(socket: WebSocket, message: MessengerSocketMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * websocket/messenger/: the signed-in person's messenger. It subscribes only to their own
 * channel, where every instance publishes the new messages of their conversations (members are
 * resolved when the message is written), and sends the unread total on connect. Those who answer
 * support also hear new support messages. It takes no messages. Origin checked.
 */
export function messengerSocketRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!ownOrigin(ctx.config.PUBLIC_URL, request))
        throw new AppError(403, 'origin_not_allowed', 'This origin may not open the socket.');
    });
    app.addHook('preHandler', async () => requireMessenger(ctx));

    app.get(
      '/websocket/messenger/',
      { websocket: true, config: { access: 'user' } },
      (socket, request) => {
        const user = requireUser(request);
        const open = async () => {
          const relay = (message: unknown) => sendTo(socket, message as MessengerSocketMessage);
          const unsubscribes = [await ctx.pubsub.subscribe(messengerChannel(user.id), relay)];
          if (await hasPermission(ctx.db, user, 'dashboard_manage_user'))
            unsubscribes.push(await ctx.pubsub.subscribe(SUPPORT_CHANNEL, relay));
          const close = () => unsubscribes.forEach((off) => off());
          socket.on('close', close);
          if (socket.readyState !== socket.OPEN) return close();
          // Sent only now, after the subscriptions: the client reads its conversations again on
          // this first total (use-messenger-socket.ts), so nothing published before is missed.
          sendTo(socket, {
            event: 'unread_count',
            data: { count: await messengerUnread(ctx.db, user.id) },
          });
        };
        open().catch(() => socket.close(1011));
      },
    );
  };
}
