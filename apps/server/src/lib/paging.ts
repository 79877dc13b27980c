import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Paged, type PageQuery } from '@portal/shared';
import type { FastifyRequest } from 'fastify';

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
