import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_TYPES,
  FilterOptionSchema,
  FilterQuerySchema,
  pagedSchema,
  type FilterQuery,
  type Language,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { localized } from '@/lib/language';
import { paged, pageWindow } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { namedPage, type NamedTable } from './taxonomy.repository';

const TABLES: Record<string, NamedTable> = {
  '/filter/sub-category/': 'category',
  '/filter/instructor/': 'instructor',
  '/filter/provider/': 'provider',
  '/filter/tag/': 'tag',
};

/** Content types filtered in memory: the list is fixed. */
function contentTypeOptions(query: FilterQuery, language: Language) {
  const words = query.search?.trim().toLowerCase().split(/\s+/) ?? [];
  return CONTENT_TYPES.map((t) => ({
    id: t.id,
    code: t.code,
    value: t.id,
    name: localized({ en: t.name_en, th: t.name_th }, language),
    haystack: `${t.code} ${t.name_en} ${t.name_th}`.toLowerCase(),
  }))
    .filter((t) => !query.id_list || query.id_list.includes(t.id))
    .filter((t) => words.every((w) => t.haystack.includes(w)))
    .map(({ haystack: _haystack, ...option }) => option);
}

/** filter/… calls of SPEC §7: paged options { id, name, code, value } with search and id_list. */
export function filterRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = {
      querystring: FilterQuerySchema,
      response: { 200: pagedSchema(FilterOptionSchema) },
    };

    app.get('/filter/content-type/', { schema, config: { access: 'visitor' } }, async (request) => {
      const { page, pageSize, offset } = pageWindow(
        request.query,
        await ctx.settings.get('config-page-size'),
      );
      const options = contentTypeOptions(request.query, languageOf(request));
      return paged(
        request,
        options.slice(offset, offset + pageSize),
        options.length,
        page,
        pageSize,
      );
    });

    for (const [path, table] of Object.entries(TABLES)) {
      app.get(path, { schema, config: { access: 'visitor' } }, async (request) => {
        const language = languageOf(request);
        const { page, pageSize, offset } = pageWindow(
          request.query,
          await ctx.settings.get('config-page-size'),
        );
        const { rows, total } = await namedPage(ctx.db, table, {
          search: request.query.search,
          ids: request.query.id_list,
          parentId: table === 'category' ? request.query.category : undefined,
          limit: pageSize,
          offset,
          language,
        });
        const results = rows.map((row) => ({
          id: row.id,
          code: row.code,
          value: row.id,
          name: localized({ en: row.name_en, th: row.name_th }, language),
          ...(table === 'category' ? { parent_id: row.parent_id } : {}),
        }));
        return paged(request, results, total, page, pageSize);
      });
    }
  };
}
