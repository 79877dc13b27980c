import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DictionaryLabelInputSchema,
  DictionaryLabelParamSchema,
  DictionaryLabelQuerySchema,
  DictionaryLabelSchema,
  pagedSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import type { Access } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { listLabels } from './dictionary-admin.repository';
import { resetLabel, saveLabel } from './dictionary-admin.service';

/** Configuration screens of the dashboard: dashboard_manage_config. */
export const MANAGE_CONFIG: Access = { permission: 'dashboard_manage_config' };

/**
 * The en/th dictionary labels in the dashboard (under /api/): list with defaults, edit, reset.
 * A change moves dict_datetime_update, which clients compare at start (config/check-update/).
 */
export function dictionaryAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/dict/label/',
      {
        schema: {
          querystring: DictionaryLabelQuerySchema,
          response: { 200: pagedSchema(DictionaryLabelSchema) },
        },
        config: { access: MANAGE_CONFIG },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await listLabels(ctx.db, request.query, page.limit, page.offset);
        return page.answer(rows, total);
      },
    );

    app.patch(
      '/dashboard/dict/label/:key/',
      {
        schema: {
          params: DictionaryLabelParamSchema,
          body: DictionaryLabelInputSchema,
          response: { 200: DictionaryLabelSchema },
        },
        config: { access: MANAGE_CONFIG },
      },
      async (request) =>
        saveLabel(ctx.db, requireUser(request), request.params.key, request.body, request.ip),
    );

    app.delete(
      '/dashboard/dict/label/:key/',
      {
        schema: { params: DictionaryLabelParamSchema, response: { 200: DictionaryLabelSchema } },
        config: { access: MANAGE_CONFIG },
      },
      async (request) => resetLabel(ctx.db, requireUser(request), request.params.key, request.ip),
    );
  };
}
