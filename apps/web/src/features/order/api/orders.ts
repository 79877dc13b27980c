import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Checkout, Order, OrderSummary, Paged, PaymentSubmit } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { orderKeys } from './order-keys';

/** GET order/: the learner's orders, newest first, optionally of one status. */
export function getOrders(
  language: string,
  query: { page: number; status?: string },
  signal?: AbortSignal,
): Promise<Paged<OrderSummary>> {
  return api.get<Paged<OrderSummary>>('order', { query: { ...query, lang: language }, signal });
}

export function useOrders(query: { page: number; status?: string }) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: orderKeys.list(language, query),
    queryFn: ({ signal }) => getOrders(language, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET order/{id}/: one of the learner's own orders (404 for anyone else's). */
export function orderQueryOptions(language: string, id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(language, id),
    queryFn: ({ signal }) =>
      api.get<Order>(`order/${id}`, { query: { lang: language }, signal, errorPages: [404] }),
  });
}

export function useOrder(id: number) {
  return useQuery(orderQueryOptions(useContentLanguage(), id));
}

function useOrderMutation<I>(send: (input: I) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all() }),
        queryClient.invalidateQueries({ queryKey: ['catalog'] }),
        queryClient.invalidateQueries({ queryKey: ['library'] }),
      ]),
  });
}

/** POST order/checkout/: a pending order (paid at once by the demo provider). */
export function useCheckout() {
  return useOrderMutation((input: Checkout) => api.post<Order>('order/checkout', input));
}

/** POST order/{id}/payment/: the learner reports their transfer. */
export function useSubmitPayment(id: number) {
  return useOrderMutation((input: PaymentSubmit) => api.post<Order>(`order/${id}/payment`, input));
}

/** POST order/{id}/cancel/. */
export function useCancelOrder(id: number) {
  return useOrderMutation(() => api.post<Order>(`order/${id}/cancel`, {}));
}

/** Where the browser downloads the receipt (a plain link: the session cookie goes with it). */
export function receiptUrl(id: number, language: 'en' | 'th'): string {
  return `/api/order/${id}/receipt/?lang=${language}`;
}
