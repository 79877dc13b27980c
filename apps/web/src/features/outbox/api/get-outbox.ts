import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMail, Paged } from '@portal/shared';
import { api, queryKeys } from '@/api';

export type { OutboxMail };

/** GET dashboard/outbox/?page=&search=: newest first; superusers only (403 otherwise). */
export function getOutbox(
  page: number,
  search: string,
  pageSize?: number,
): Promise<Paged<OutboxMail>> {
  return api.get<Paged<OutboxMail>>('dashboard/outbox', {
    query: { page, search: search || undefined, page_size: pageSize },
    // A missing superuser flag is shown on the screen, not treated as losing the dashboard.
    ignoreForbidden: true,
  });
}

export function outboxQueryOptions(page: number, search: string) {
  return queryOptions({
    queryKey: queryKeys.outbox(page, search),
    queryFn: () => getOutbox(page, search),
    placeholderData: keepPreviousData,
  });
}

export function useOutbox(page: number, search: string) {
  return useQuery(outboxQueryOptions(page, search));
}

/** Just the count, for the home card. */
export function useOutboxCount(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.outboxAll(), 'count'],
    queryFn: async () => (await getOutbox(1, '', 1)).count,
    enabled,
  });
}
