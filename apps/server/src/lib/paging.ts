import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Paged, type PageQuery } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import type { Executor } from '@/db/database';
import { boundedCount } from '@/lib/count';

/** Page number and size from the query, with the configured default size. */
export function pageWindow(query: PageQuery, configured = DEFAULT_PAGE_SIZE) {
  const pageSize = Math.min(query.page_size ?? configured, MAX_PAGE_SIZE);
  return { page: query.page, pageSize, offset: (query.page - 1) * pageSize };
}

function pageUrl(request: FastifyRequest, page: number): string {
  const [path = '', search = ''] = request.url.split('?');
  const params = new URLSearchParams(search);
  params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

/** The paged list shape of DESIGN.md, with next/previous links that keep the other parameters. */
export function paged<T>(
  request: FastifyRequest,
  results: T[],
  total: number,
  page: number,
  pageSize: number,
): Paged<T> {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return {
    count: total,
    total,
    page_size: pageSize,
    next: page < last ? pageUrl(request, page + 1) : null,
    previous: page > 1 ? pageUrl(request, page - 1) : null,
    results,
  };
}

/** Where the configured page size comes from (the settings store). */
export interface PageSizeSetting {
  get(name: 'config-page-size'): Promise<number>;
}

/**
 * The page a list request asks for: its window (`limit`, `offset`: the query's page and
 * page_size, the configured size by default) and `answer`, which puts the rows read for it in
 * the paged shape of DESIGN.md. Validation and access stay with the route; this is the paging.
 */
export async function requestedPage(
  request: FastifyRequest & { query: PageQuery },
  settings: PageSizeSetting,
) {
  const { page, pageSize, offset } = pageWindow(
    request.query,
    await settings.get('config-page-size'),
  );
  return {
    limit: pageSize,
    offset,
    answer: <T>(results: T[], total: number) => paged(request, results, total, page, pageSize),
  };
}

/** One window of a filtered, ordered query's rows, with the total it matches (`boundedCount`). */
export async function pageRows<QDB, TB extends keyof QDB, O>(
  db: Executor,
  query: SelectQueryBuilder<QDB, TB, O>,
  window: { limit: number; offset: number },
) {
  const [total, rows] = await Promise.all([
    boundedCount(db, query),
    query.limit(window.limit).offset(window.offset).execute(),
  ]);
  return { rows, total };
}
