import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponInput, DashboardCoupon, Paged } from '@portal/shared';
import { api } from '@/api';

/** Query of dashboard/coupon/. */
export interface CouponQuery {
  page: number;
  search?: string;
  ordering?: string;
  is_active?: string;
}

const keys = {
  all: () => ['dashboard-coupon'] as const,
  list: (query: CouponQuery) => ['dashboard-coupon', 'list', query] as const,
};

/** GET dashboard/coupon/: coupons, paged and searched on the server, with their uses. */
export function useCoupons(query: CouponQuery) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) =>
      api.get<Paged<DashboardCoupon>>('dashboard/coupon', {
        query: { ...query, search: query.search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST dashboard/coupon/ (no id) or PATCH dashboard/coupon/{id}/. */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; values: CouponInput }) =>
      input.id === null
        ? api.post<DashboardCoupon>('dashboard/coupon', input.values)
        : api.patch<DashboardCoupon>(`dashboard/coupon/${input.id}`, input.values),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all() }),
  });
}

/** POST dashboard/coupon/{id}/deactivate/. */
export function useDeactivateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<DashboardCoupon>(`dashboard/coupon/${id}/deactivate`, {}, { cancelPrevious: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all() }),
  });
}
