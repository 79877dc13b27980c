import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnboardAutoAssign, OnboardAutoAssignInput } from '@portal/shared';
import { api } from '@/api';

const key = (id: number) => ['dashboard', 'assignment', 'onboard-auto', id] as const;

/** GET dashboard/onboard/{id}/auto-assign/: the rule, or `{ rule: null }`. */
export function useOnboardAutoAssign(id: number) {
  return useQuery({
    queryKey: key(id),
    queryFn: ({ signal }) =>
      api.get<OnboardAutoAssign>(`dashboard/onboard/${id}/auto-assign`, { signal }),
    retry: false,
  });
}

/** PUT (a rule) or DELETE (null) dashboard/onboard/{id}/auto-assign/; stores the answer. */
export function useSaveOnboardAutoAssign(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OnboardAutoAssignInput | null): Promise<OnboardAutoAssign> => {
      const url = `dashboard/onboard/${id}/auto-assign`;
      if (body) return api.put<OnboardAutoAssign>(url, body, { cancelPrevious: false });
      await api.delete<void>(url, { cancelPrevious: false });
      return { rule: null };
    },
    onSuccess: (saved) => queryClient.setQueryData(key(id), saved),
  });
}
