import type { ServerModule } from '@/server-module';
import { idenPhotoAdminRoutes, idenPhotoRoutes } from './iden-photo.routes';

/** Identification photo at sign-in (SPEC config iden-*): taken by the browser, seen in the dashboard. */
export const idenPhotoModule: ServerModule = {
  name: 'iden-photo',
  api: async (app, ctx) => {
    await app.register(idenPhotoRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(idenPhotoAdminRoutes(ctx));
  },
};
