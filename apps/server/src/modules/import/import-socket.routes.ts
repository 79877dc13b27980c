import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import {
  ImportModuleParamSchema,
  type ImportHistoryItem,
  type ImportModule,
  type ImportSocketMessage,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { AppError } from '@/lib/errors';
import { ownOrigin } from '@/lib/origin';
import { requireUser } from '@/plugins/session';
import { processingList, visibleModules } from './import.service';
import { IMPORT_CHANNEL } from './import.worker';

function send(socket: WebSocket, message: ImportSocketMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * SPEC §7 WebSocket websocket/alert/import/ and websocket/alert/import/{module}/: a dashboard
 * user (session cookie) receives `import_history` for each progress step of the imports of the
 * modules they may see, from whichever instance runs them (pub/sub), and
 * `import_history_processing_list` on connect and whenever they send that event.
 */
export function importSocketRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Cross-site WebSocket hijacking: a page elsewhere would open the socket with the visitor's
    // cookie. Refused with 403 before the upgrade and before the access check.
    app.addHook('onRequest', async (request) => {
      if (!ownOrigin(ctx.config.PUBLIC_URL, request))
        throw new AppError(403, 'origin_not_allowed', 'This origin may not open the socket.');
    });

    const open = async (
      socket: WebSocket,
      user: ReturnType<typeof requireUser>,
      only?: ImportModule,
    ) => {
      const allowed = await visibleModules(ctx, user);
      const modules = only ? allowed.filter((m) => m === only) : allowed;
      // Buffer messages until subscribed, so nothing between the list and the first step is lost.
      const unsubscribe = await ctx.pubsub.subscribe(IMPORT_CHANNEL, (message) => {
        const data = (message as { data?: ImportHistoryItem }).data;
        if (data && modules.includes(data.module)) send(socket, message as ImportSocketMessage);
      });
      socket.on('close', unsubscribe);
      const sendList = async () =>
        send(socket, {
          event: 'import_history_processing_list',
          data: await processingList(ctx, modules),
        });
      socket.on('message', (raw: Buffer) => {
        let event: unknown;
        try {
          event = (JSON.parse(raw.toString('utf8')) as { event?: unknown }).event;
        } catch {
          return;
        }
        if (event === 'import_history_processing_list') sendList().catch(() => undefined);
      });
      if (socket.readyState !== socket.OPEN) unsubscribe();
      else await sendList();
    };

    app.get(
      '/websocket/alert/import/',
      { websocket: true, config: { access: 'dashboard' } },
      (socket, request) => {
        open(socket, requireUser(request)).catch(() => socket.close(1011));
      },
    );
    app.get(
      '/websocket/alert/import/:module/',
      {
        websocket: true,
        config: { access: 'dashboard' },
        schema: { params: ImportModuleParamSchema },
      },
      (socket, request) => {
        open(socket, requireUser(request), request.params.module).catch(() => socket.close(1011));
      },
    );
  };
}
