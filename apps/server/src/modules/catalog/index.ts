import type { ServerModule } from '@/server-module';
import { catalogRoutes } from './catalog.routes';
import { filterRoutes } from './filter.routes';
import { searchRoutes } from './search.routes';
import { suggestionRoutes } from './suggestion.routes';
import { taxonomyRoutes } from './taxonomy.routes';

/** The public catalogue: courses, taxonomy pages, search and filters. */
export const catalogModule: ServerModule = {
  name: 'catalog',
  api: async (app, ctx) => {
    await app.register(catalogRoutes(ctx));
    await app.register(taxonomyRoutes(ctx));
    await app.register(searchRoutes(ctx));
    await app.register(filterRoutes(ctx));
    await app.register(suggestionRoutes(ctx));
  },
};
