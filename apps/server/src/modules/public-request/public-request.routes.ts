import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamSchema,
  LangQuerySchema,
  NoContentSchema,
  PageQuerySchema,
  pagedSchema,
  PublicRequestAttachmentInputSchema,
  PublicRequestCreateSchema,
  PublicRequestDecisionInputSchema,
  PublicRequestDetailSchema,
  PublicRequestListQuerySchema,
  PublicRequestRejectInputSchema,
  PublicRequestSchema,
  RequestFormCardSchema,
  RequestFormViewSchema,
  SurveyResponseInputSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { localized } from '@/lib/language';
import { mediaRoot } from '@/lib/media/media-storage';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { requireUser } from '@/plugins/session';
import { addAttachment, attachmentFile, removeAttachment } from './attachment.service';
import { requestDto } from './public-request.mapper';
import { pageRequests } from './public-request.repository';
import {
  createDraft,
  decideRequest,
  loadFormView,
  publishedForm,
  requestDetail,
  saveAnswers,
  submitRequest,
} from './public-request.service';
import { cancelRequest, deleteDraft } from './request-withdraw.service';
import { pageForms } from './request-form.repository';

const AttachmentParamSchema = IdParamSchema.extend({
  attachmentId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});
const FileSchema = { 200: z.custom<NodeJS.ReadableStream>(() => true) };

/**
 * The requester's and the approver's side of public requests (SPEC /public-request): the
 * published forms, a draft filled and submitted, the request's overall info and result, the
 * approver's list and decision. Every route signed in; ownership and turn are the service's.
 */
export function publicRequestRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const user = { config: { access: 'user' as const } };
    const detail = { 200: PublicRequestDetailSchema };
    const media = mediaRoot(ctx.config);
    const answerDetail = (request: Parameters<typeof requireUser>[0], id: number) =>
      requestDetail(ctx.db, requireUser(request), id, languageOf(request));

    app.get(
      '/public-request/form/',
      {
        ...user,
        schema: {
          querystring: PageQuerySchema.extend(LangQuerySchema.shape),
          response: { 200: pagedSchema(RequestFormCardSchema) },
        },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const language = languageOf(request);
        const { rows, total } = await pageForms(ctx.db, { publishedOnly: true, ...page });
        return page.answer(
          rows.map((f) => ({
            id: f.id,
            title: localized({ en: f.title_en, th: f.title_th }, language),
            desc: localized({ en: f.desc_en, th: f.desc_th }, language),
            approver_count: Number(f.approver_count ?? 0),
          })),
          total,
        );
      },
    );

    app.get(
      '/public-request/form/:id/',
      {
        ...user,
        schema: {
          params: IdParamSchema,
          querystring: LangQuerySchema,
          response: { 200: RequestFormViewSchema },
        },
      },
      async (request) =>
        loadFormView(ctx.db, await publishedForm(ctx.db, request.params.id), languageOf(request)),
    );

    app.post(
      '/public-request/',
      {
        ...user,
        schema: { body: PublicRequestCreateSchema, response: { 201: PublicRequestDetailSchema } },
      },
      async (request, reply) => {
        const id = await createDraft(ctx.db, requireUser(request), request.body.form_id, request);
        return reply.status(201).send(await answerDetail(request, id));
      },
    );

    for (const [path, side] of [
      ['/public-request/', 'requester'],
      ['/public-request/approval/', 'approver'],
    ] as const)
      app.get(
        path,
        {
          ...user,
          schema: {
            querystring: PublicRequestListQuerySchema.extend(LangQuerySchema.shape),
            response: { 200: pagedSchema(PublicRequestSchema) },
          },
        },
        async (request) => {
          const me = requireUser(request);
          const page = await requestedPage(request, ctx.settings);
          const filter =
            side === 'requester'
              ? { userId: me.id, status: request.query.status }
              : { approverId: me.id };
          const { rows, total } = await pageRequests(ctx.db, filter, page);
          const language = languageOf(request);
          return page.answer(
            rows.map((r) => requestDto(r, language)),
            total,
          );
        },
      );

    app.get(
      '/public-request/:id/',
      {
        ...user,
        schema: { params: IdParamSchema, querystring: LangQuerySchema, response: detail },
      },
      async (request) => answerDetail(request, request.params.id),
    );

    app.put(
      '/public-request/:id/answer/',
      {
        ...user,
        schema: { params: IdParamSchema, body: SurveyResponseInputSchema, response: detail },
      },
      async (request) => {
        await saveAnswers(
          ctx.db,
          requireUser(request),
          request.params.id,
          request.body.answers,
          request,
        );
        return answerDetail(request, request.params.id);
      },
    );

    app.post(
      '/public-request/:id/attachment/',
      {
        ...user,
        bodyLimit: 4 * 1024 * 1024,
        schema: {
          params: IdParamSchema,
          body: PublicRequestAttachmentInputSchema,
          response: { 201: PublicRequestDetailSchema },
        },
      },
      async (request, reply) => {
        await addAttachment(
          ctx.db,
          media,
          requireUser(request),
          request.params.id,
          request.body,
          request,
        );
        return reply.status(201).send(await answerDetail(request, request.params.id));
      },
    );

    app.get(
      '/public-request/:id/attachment/:attachmentId/',
      { ...user, schema: { params: AttachmentParamSchema, response: FileSchema } },
      async (request, reply) => {
        const file = await attachmentFile(
          ctx.db,
          media,
          requireUser(request),
          request.params.id,
          request.params.attachmentId,
        );
        return reply
          .header('Content-Type', file.mime_type)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "sandbox; default-src 'none'")
          .header(
            'Content-Disposition',
            `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          )
          .send(createReadStream(file.path));
      },
    );

    app.delete(
      '/public-request/:id/attachment/:attachmentId/',
      { ...user, schema: { params: AttachmentParamSchema, response: { 204: NoContentSchema } } },
      async (request, reply) => {
        await removeAttachment(
          ctx.db,
          requireUser(request),
          request.params.id,
          request.params.attachmentId,
          request,
        );
        return reply.status(204).send();
      },
    );

    app.post(
      '/public-request/:id/submit/',
      { ...user, schema: { params: IdParamSchema, response: detail } },
      async (request) => {
        await submitRequest(ctx.db, requireUser(request), request.params.id, request);
        return answerDetail(request, request.params.id);
      },
    );

    app.post(
      '/public-request/:id/cancel/',
      { ...user, schema: { params: IdParamSchema, response: detail } },
      async (request) => {
        await cancelRequest(ctx.db, requireUser(request), request.params.id, request);
        return answerDetail(request, request.params.id);
      },
    );

    app.delete(
      '/public-request/:id/',
      { ...user, schema: { params: IdParamSchema } },
      async (request, reply) => {
        await deleteDraft(ctx.db, requireUser(request), request.params.id, request);
        return reply.status(204).send();
      },
    );

    for (const [path, approve, body] of [
      ['/public-request/:id/approve/', true, PublicRequestDecisionInputSchema],
      ['/public-request/:id/reject/', false, PublicRequestRejectInputSchema],
    ] as const)
      app.post(
        path,
        { ...user, schema: { params: IdParamSchema, body, response: detail } },
        async (request) => {
          await decideRequest(
            ctx.db,
            requireUser(request),
            request.params.id,
            { approve, comment: request.body.comment },
            request,
          );
          return answerDetail(request, request.params.id);
        },
      );
  };
}
