import type { ServerModule } from '@/server-module';
import { dashboardCertificateRoutes } from './certificate-dashboard.routes';
import { certificateRoutes } from './certificate.routes';

/** Certificates: the learner's own, the public check, and their administration. */
export const certificateModule: ServerModule = {
  name: 'certificate',
  api: async (app, ctx) => {
    await app.register(certificateRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(dashboardCertificateRoutes(ctx));
  },
};
