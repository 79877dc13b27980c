import type { ServerModule } from '@/server-module';
import { outboxRoutes } from './outbox.routes';

/** The mail outbox (mail kept when no SMTP server is configured), for superusers. */
export const outboxModule: ServerModule = {
  name: 'outbox',
  dashboard: async (app, ctx) => {
    await app.register(outboxRoutes(ctx));
  },
};
