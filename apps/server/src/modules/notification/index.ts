import type { QueueWorker } from '@/plugins/queue';
import type { ServerModule } from '@/server-module';
import { notificationRoutes } from './notification.routes';
import { notificationSocketRoutes } from './notification-socket.routes';
import { deliveryFailureRoutes } from './delivery-failure.routes';
import { bindNotificationQueue } from './notify';
import { deliverWorker, tickWorker } from './notification.worker';

export { notify, type NotificationEvent } from './notify';

/**
 * Notifications (issue 17): low in the module graph (it imports no other module); the modules
 * whose changes notify a person call `notify(trx, event)` in their own transaction.
 */
export const notificationModule: ServerModule = {
  name: 'notification',
  api: async (app, ctx) => {
    const unbind = bindNotificationQueue(ctx.queue);
    app.addHook('onClose', async () => unbind());
    await app.register(notificationRoutes(ctx));
    await app.register(notificationSocketRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(deliveryFailureRoutes(ctx));
  },
  workers: (ctx) => [deliverWorker(ctx) as QueueWorker<object>, tickWorker(ctx)],
};
