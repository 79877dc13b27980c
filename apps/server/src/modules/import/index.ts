import type { QueueWorker } from '@/plugins/queue';
import type { ServerModule } from '@/server-module';
import { importSocketRoutes } from './import-socket.routes';
import { importRoutes } from './import.routes';
import { importWorker } from './import.worker';

/** Spreadsheet imports: the dashboard's upload, the progress socket and the import job. */
export const importModule: ServerModule = {
  name: 'import',
  api: async (app, ctx) => {
    await app.register(importSocketRoutes(ctx));
  },
  dashboard: async (app, ctx) => {
    await app.register(importRoutes(ctx));
  },
  workers: (ctx, options) => [
    importWorker(ctx, { batchDelayMs: options.importBatchDelayMs }) as QueueWorker<object>,
  ],
};
