import type { ServerModule } from '@/server-module';
import { calendarRoutes } from './calendar.routes';
import { feedRoutes, feedTokenRoutes } from './feed.routes';

/**
 * The calendar (issue 16 item 7): everyone's scheduled items and my own, from sources
 * (calendar.sources.ts), and my iCalendar feed by secret token.
 */
export const calendarModule: ServerModule = {
  name: 'calendar',
  api: async (app, ctx) => {
    await app.register(calendarRoutes(ctx));
    await app.register(feedTokenRoutes(ctx));
  },
  root: async (app, ctx) => {
    await app.register(feedRoutes(ctx));
  },
};
