import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPublicRequestExportQuerySchema,
  AdminPublicRequestQuerySchema,
  AdminRequestFormRowSchema,
  AdminRequestFormSchema,
  IdParamSchema,
  LangQuerySchema,
  PageQuerySchema,
  pagedSchema,
  PublicRequestSchema,
  RequestFormInputSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { iso } from '@/lib/refs';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { querySource, sendXlsx, XLSX_RESPONSE } from '@/lib/xlsx-export';
import { MANAGE_CONTENT } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { REQUEST_EXPORT, REQUEST_SHEET } from './public-request-export';
import { requestDto } from './public-request.mapper';
import { filteredRequests, pageRequests } from './public-request.repository';
import { pageForms } from './request-form.repository';
import { adminForm, createForm, updateForm } from './request-form.service';

/**
 * Dashboard → Public requests: the request forms (built and published here) and every
 * submitted request (drafts stay their requester's), filtered by status or form, exported.
 */
export function dashboardPublicRequestRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const access = { config: { access: MANAGE_CONTENT } };

    app.get(
      '/public-request-form/',
      {
        ...access,
        schema: {
          querystring: PageQuerySchema,
          response: { 200: pagedSchema(AdminRequestFormRowSchema) },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await pageForms(ctx.db, { publishedOnly: false, ...page });
        return page.answer(
          rows.map((f) => ({
            id: f.id,
            title_en: f.title_en,
            title_th: f.title_th,
            is_publish: f.is_publish,
            approver_count: Number(f.approver_count ?? 0),
            updated_at: iso(f.updated_at) ?? '',
          })),
          total,
        );
      },
    );

    app.post(
      '/public-request-form/',
      {
        ...access,
        schema: { body: RequestFormInputSchema, response: { 201: AdminRequestFormSchema } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createForm(ctx.db, requireUser(request), request.body, request)),
    );

    app.get(
      '/public-request-form/:id/',
      { ...access, schema: { params: IdParamSchema, response: { 200: AdminRequestFormSchema } } },
      async (request) => adminForm(ctx.db, request.params.id),
    );

    app.put(
      '/public-request-form/:id/',
      {
        ...access,
        schema: {
          params: IdParamSchema,
          body: RequestFormInputSchema,
          response: { 200: AdminRequestFormSchema },
        },
      },
      async (request) =>
        updateForm(ctx.db, requireUser(request), request.params.id, request.body, request),
    );

    app.get(
      '/public-request/',
      {
        ...access,
        schema: {
          querystring: AdminPublicRequestQuerySchema.extend(LangQuerySchema.shape),
          response: { 200: pagedSchema(PublicRequestSchema) },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await pageRequests(
          ctx.db,
          { submittedOnly: true, status: request.query.status, formId: request.query.form_id },
          page,
        );
        const language = languageOf(request);
        return page.answer(
          rows.map((r) => requestDto(r, language)),
          total,
        );
      },
    );

    app.get(
      '/public-request/export/',
      {
        ...access,
        schema: {
          querystring: AdminPublicRequestExportQuerySchema.extend(LangQuerySchema.shape),
          response: XLSX_RESPONSE,
        },
      },
      async (request, reply) =>
        sendXlsx(reply, {
          name: 'public-requests',
          sheet: REQUEST_SHEET,
          language: languageOf(request),
          columns: REQUEST_EXPORT,
          source: querySource(
            ctx.db,
            filteredRequests(ctx.db, {
              submittedOnly: true,
              status: request.query.status,
              formId: request.query.form_id,
            }),
          ),
        }),
    );
  };
}
