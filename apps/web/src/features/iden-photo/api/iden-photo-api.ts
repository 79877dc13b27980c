import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdenPhotoPage, IdenPhotoStatus } from '@portal/shared';
import { api } from '@/api';

const statusKey = ['iden-photo', 'status'] as const;

/** GET account/iden-photo/: whether this sign-in still owes its photo (signed-in users only). */
export function useIdenPhotoStatus(signedIn: boolean) {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => api.get<IdenPhotoStatus>('account/iden-photo', { signal }),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

/** POST account/iden-photo/ with the photo as a data URL. */
export function useSendIdenPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (image: string) =>
      api.post<{ id: number; created_at: string }>('account/iden-photo', { image }),
    onSuccess: () => client.invalidateQueries({ queryKey: statusKey }),
  });
}

/** GET dashboard/user/{id}/iden-photo/?page= (user managers). */
export function useUserIdenPhotos(userId: number, page: number) {
  return useQuery({
    queryKey: ['iden-photo', 'user', userId, page],
    queryFn: ({ signal }) =>
      api.get<IdenPhotoPage>(`dashboard/user/${userId}/iden-photo`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
