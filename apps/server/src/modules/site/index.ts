import type { ServerModule } from '@/server-module';
import { siteRoutes } from './site.routes';

export { listPagePrepaint, withPrepaint } from './prepaint';

/**
 * The public site around the single-page app (issue 20 item 2): content, news and informative
 * pages served with their own title, description, canonical and Open Graph tags, robots.txt
 * and sitemap.xml.
 */
export const siteModule: ServerModule = {
  name: 'site',
  root: async (app, ctx) => {
    await siteRoutes(app, ctx);
  },
};
