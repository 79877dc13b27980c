import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardOrder, Order, Paged } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';

/** Query of dashboard/order/. */
export interface DashboardOrderQuery {
  page: number;
  search?: string;
  ordering?: string;
  status?: string;
  is_payment_submitted?: string;
}

const keys = {
  all: () => ['dashboard-order'] as const,
  list: (language: string, query: DashboardOrderQuery) =>
    ['dashboard-order', 'list', language, query] as const,
};

/** GET dashboard/order/: every order, paged, searched and filtered on the server. */
export function useDashboardOrders(query: DashboardOrderQuery) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: keys.list(language, query),
    queryFn: ({ signal }) =>
      api.get<Paged<DashboardOrder>>('dashboard/order', {
        query: { ...query, search: query.search || undefined, lang: language },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST dashboard/order/{id}/confirm/ (a superuser's override reason) or cancel/ (a reason). */
export function useDecideOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      id: number;
      decision: 'confirm' | 'cancel';
      reason?: string;
      /** A superuser confirming what the rules refuse (own order, no reported payment…). */
      overrideReason?: string;
    }) =>
      api.post<Order>(
        `dashboard/order/${input.id}/${input.decision}`,
        input.overrideReason
          ? { override_reason: input.overrideReason }
          : input.reason
            ? { reason: input.reason }
            : {},
        { cancelPrevious: false },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all() }),
  });
}
