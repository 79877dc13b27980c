import type { ServerModule } from '@/server-module';
import { dashboardOrderRoutes } from './order-dashboard.routes';
import { orderRoutes } from './order.routes';

/** The cart, orders and payments; orders on the dashboard. */
export const orderModule: ServerModule = {
  name: 'order',
  api: async (app, ctx) => {
    await app.register(orderRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(dashboardOrderRoutes(ctx));
  },
};
