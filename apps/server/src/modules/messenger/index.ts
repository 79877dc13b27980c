import type { ServerModule } from '@/server-module';
import { messageImageRoutes } from './message-image.routes';
import { messengerRoutes } from './messenger.routes';
import { messengerSocketRoutes } from './messenger-socket.routes';
import { supportRoutes } from './support.routes';

/**
 * The messenger (issue 17): private, group (class or group) and support conversations, live over
 * the WebSocket + pub/sub transport; the dashboard answers support. It imports no other module.
 */
export const messengerModule: ServerModule = {
  name: 'messenger',
  api: async (app, ctx) => {
    await app.register(messengerRoutes(ctx));
    await app.register(messageImageRoutes(ctx));
    await app.register(messengerSocketRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(supportRoutes(ctx));
  },
};
