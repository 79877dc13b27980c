import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_TYPES,
  DueListSchema,
  HistoryItemSchema,
  LibraryAnswerSchema,
  LibraryQuerySchema,
  PageQuerySchema,
  ProviderSummaryItemSchema,
  pagedSchema,
  statusGroup,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { localized } from '@/lib/language';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { requireUser } from '@/plugins/session';
import { contentTypeRef, iso } from '@/lib/refs';
import { kindsOf } from '@/modules/catalog/catalog.service';
import { dueItems } from './due.repository';
import { historyPage, libraryPage, providerSummaryPage } from './library.repository';

const ALL_KINDS: string[] = CONTENT_TYPES.map((t) => t.code);

/** The learner's own library: results by status group, and the history of status changes. */
export function libraryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The home page's "What's due": overdue first, then the next 7 days, at most 20.
    app.get(
      '/profile/library/due/',
      { config: { access: 'user' }, schema: { response: { 200: DueListSchema } } },
      async (request) => {
        const user = requireUser(request);
        const language = languageOf(request);
        const now = new Date();
        const rows = await dueItems(ctx.db, user.id, now, 7, 20);
        return {
          results: rows.map((r) => ({
            content_id: r.content_id,
            content_kind: r.content_kind,
            title: localized({ en: r.title_en, th: r.title_th }, language),
            deadline: r.deadline.toISOString(),
            overdue: r.deadline <= now,
            percent: r.percent,
          })),
        };
      },
    );

    app.get(
      '/profile/library/',
      { schema: { querystring: LibraryQuerySchema, response: { 200: LibraryAnswerSchema } } },
      async (request) => {
        const user = requireUser(request);
        const language = languageOf(request);
        const page = await requestedPage(request, ctx.settings);
        const { rows, total, groups, kinds } = await libraryPage(
          ctx.db,
          {
            userId: user.id,
            group: request.query.group,
            kinds: request.query.content_type
              ? kindsOf(request.query.content_type, ALL_KINDS)
              : undefined,
            search: request.query.search?.trim() || undefined,
          },
          {
            limit: page.limit,
            offset: page.offset,
            ordering: request.query.ordering ?? '-updated',
          },
        );
        const results = rows.map((r) => ({
          id: r.id,
          status: r.status,
          status_group: statusGroup(r.status),
          percent: r.percent,
          datetime_start: iso(r.started_at),
          datetime_complete: iso(r.completed_at),
          datetime_expire: iso(r.expired_at),
          datetime_update: iso(r.updated_at) ?? '',
          content: {
            id: r.content_id,
            code: r.code,
            content_type: contentTypeRef(r.kind, language),
            title: localized({ en: r.title_en, th: r.title_th }, language),
            image: r.image,
          },
          assignment: r.assignment && {
            id: r.assignment.id,
            datetime_start: iso(r.assignment.date_start) ?? '',
            datetime_end: iso(r.assignment.date_end) ?? '',
          },
        }));
        return { ...page.answer(results, total), group_count: groups, content_type_list: kinds };
      },
    );

    // SPEC §2 /profile/provider-summary: my learning by provider (learning centre).
    app.get(
      '/profile/library/provider-summary/',
      {
        schema: {
          querystring: PageQuerySchema,
          response: { 200: pagedSchema(ProviderSummaryItemSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const language = languageOf(request);
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await providerSummaryPage(ctx.db, user.id, page.limit, page.offset);
        const results = rows.map((r) => ({
          provider:
            r.id === null
              ? null
              : {
                  id: r.id,
                  name: localized({ en: r.name_en ?? '', th: r.name_th ?? '' }, language),
                  image: r.image,
                  is_display: r.is_display ?? false,
                },
          to_do: r.to_do,
          doing: r.doing,
          done: r.done,
          total: r.total,
        }));
        return page.answer(results, total);
      },
    );

    app.get(
      '/profile/library/history/',
      {
        schema: { querystring: PageQuerySchema, response: { 200: pagedSchema(HistoryItemSchema) } },
      },
      async (request) => {
        const user = requireUser(request);
        const language = languageOf(request);
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await historyPage(ctx.db, user.id, page.limit, page.offset);
        const results = rows.map((r) => ({
          id: Number(r.id),
          learning_result_id: r.result_id,
          from_status: r.from_status,
          to_status: r.to_status,
          kind: r.kind,
          reason: r.reason,
          datetime_create: iso(r.created_at) ?? '',
          content: {
            id: r.content_id,
            code: r.code,
            content_type: contentTypeRef(r.content_kind, language),
            title: localized({ en: r.title_en, th: r.title_th }, language),
          },
        }));
        return page.answer(results, total);
      },
    );
  };
}
