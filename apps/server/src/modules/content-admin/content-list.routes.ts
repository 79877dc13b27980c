import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminContentPageSchema,
  AdminContentQuerySchema,
  AttachablePageSchema,
  AttachableQuerySchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { pageRows, requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { querySource, sendXlsx, XLSX_RESPONSE } from '@/lib/xlsx-export';
import { toWire } from '@/lib/wire';
import { MANAGE_CONTENT } from '@/plugins/access';
import { CONTENT_EXPORT, contentListQuery } from './content-list';
import { attachableFor } from './container-admin.service';

const access = { access: MANAGE_CONTENT };

/**
 * Dashboard: every content row in one list (and its Excel export), and the slot picker — the
 * content a slot of a container kind may hold, searched and paged.
 */
export function contentListRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/content/',
      {
        config: access,
        schema: { querystring: AdminContentQuerySchema, response: { 200: AdminContentPageSchema } },
      },
      async (request) => {
        const { query } = request;
        const page = await requestedPage(request, ctx.settings);
        const q = contentListQuery(ctx.db, query);
        const { rows, total } = await pageRows(ctx.db, q, page);
        return page.answer(rows.map(toWire), total);
      },
    );

    app.get(
      '/content/export/',
      {
        config: access,
        schema: { querystring: AdminContentQuerySchema, response: XLSX_RESPONSE },
      },
      async (request, reply) =>
        sendXlsx(reply, {
          name: 'content',
          sheet: { en: 'Content', th: 'เนื้อหา' },
          language: languageOf(request),
          columns: CONTENT_EXPORT,
          source: querySource(ctx.db, contentListQuery(ctx.db, request.query)),
        }),
    );

    app.get(
      '/content/attachable/',
      {
        config: access,
        schema: { querystring: AttachableQuerySchema, response: { 200: AttachablePageSchema } },
      },
      async (request) => {
        const { query } = request;
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await attachableFor(ctx.db, query, page);
        return page.answer(rows, total);
      },
    );
  };
}
