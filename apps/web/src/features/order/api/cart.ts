import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { orderKeys } from './order-keys';

/** GET order/cart/: items, totals per currency and the payment methods on offer. */
export function getCart(language: string, signal?: AbortSignal): Promise<Cart> {
  return api.get<Cart>('order/cart', { query: { lang: language }, signal });
}

export function cartQueryOptions(language: string) {
  return queryOptions({
    queryKey: orderKeys.cart(language),
    queryFn: ({ signal }) => getCart(language, signal),
  });
}

export function useCart(enabled = true) {
  return useQuery({ ...cartQueryOptions(useContentLanguage()), enabled });
}

/** After a cart change: the cart, and the catalog whose labels follow what one may buy. */
function refresh(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.all() }),
    queryClient.invalidateQueries({ queryKey: ['catalog'] }),
  ]);
}

/** POST order/cart/ then the cart again (SPEC §7: form, then refresh). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: number) => api.post<Cart>('order/cart', { content_id: contentId }),
    onSettled: () => refresh(queryClient),
  });
}

/** DELETE order/cart/{content_id}/. */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: number) => api.delete<Cart>(`order/cart/${contentId}`),
    onSettled: () => refresh(queryClient),
  });
}

/** POST order/cart/coupon/: applies a coupon code (a 400 on `code` says why it cannot). */
export function useApplyCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<Cart>('order/cart/coupon', { code }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all() }),
  });
}

/** DELETE order/cart/coupon/. */
export function useRemoveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<Cart>('order/cart/coupon'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all() }),
  });
}
