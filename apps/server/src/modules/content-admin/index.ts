import { crudRoutes, type EntityStore } from '@/lib/admin-crud';
import type { ServerModule } from '@/server-module';
import { authoringAdminRoutes } from './authoring-admin.routes';
import { courseAdminRoutes } from './course-admin.routes';
import { courseOutlineRoutes } from './course-outline.routes';
import { materialAdminRoutes } from './material-admin.routes';
import { categoryStore, instructorStore, providerStore, tagStore } from './taxonomy-admin';

/** Authoring on the dashboard: taxonomy, courses and their outline, tests and surveys, materials. */
export const contentAdminModule: ServerModule = {
  name: 'content-admin',
  dashboard: async (app, ctx) => {
    for (const store of [categoryStore, tagStore, providerStore, instructorStore])
      await app.register(crudRoutes(ctx, store as EntityStore<unknown, { id: number }>));
    await app.register(courseAdminRoutes(ctx));
    await app.register(courseOutlineRoutes(ctx));
    await app.register(authoringAdminRoutes(ctx));
    await app.register(materialAdminRoutes(ctx));
  },
};
