import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PublicSsoProviderList,
  SsoProvider,
  SsoProviderInput,
  SsoProviderPage,
} from '@portal/shared';
import { api } from '@/api';

/** GET sso/providers/: the enabled providers' buttons (no secrets). */
export function usePublicSsoProviders() {
  return useQuery({
    queryKey: ['sso', 'public'],
    queryFn: ({ signal }) => api.get<PublicSsoProviderList>('sso/providers', { signal }),
    staleTime: 60_000,
  });
}

const adminKey = ['sso', 'admin'] as const;

/** GET dashboard/sso/provider/?page= (superusers). */
export function useSsoProviders(page: number) {
  return useQuery({
    queryKey: [...adminKey, page],
    queryFn: ({ signal }) =>
      api.get<SsoProviderPage>('dashboard/sso/provider', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST (new) or PUT (existing) dashboard/sso/provider/. */
export function useSaveSsoProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: SsoProviderInput }) =>
      id === null
        ? api.post<SsoProvider>('dashboard/sso/provider', input)
        : api.put<SsoProvider>(`dashboard/sso/provider/${id}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['sso'] }),
  });
}

export function useDeleteSsoProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`dashboard/sso/provider/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['sso'] }),
  });
}
