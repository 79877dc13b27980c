import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPublicLearningRow,
  AdminPublicProviderRow,
  Paged,
  PublicLearningInput,
  PublicProviderInput,
} from '@portal/shared';
import { api } from '@/api';

/** The two dashboard entities of the feature, by their path segment. */
export type AdminEntity = 'public-provider' | 'public-learning';
/** An entity's row, as the shared schema infers it. */
export type AdminRow<E extends AdminEntity> = E extends 'public-provider'
  ? AdminPublicProviderRow
  : AdminPublicLearningRow;
/** An entity's form input, as the shared schema infers it. */
export type AdminInput<E extends AdminEntity> = E extends 'public-provider'
  ? PublicProviderInput
  : PublicLearningInput;

/** GET dashboard/{entity}/: newest first, searched. */
export function useAdminList<E extends AdminEntity>(
  entity: E,
  page: number,
  search: string,
  pageSize?: number,
) {
  return useQuery({
    queryKey: ['dashboard', entity, page, search, pageSize],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminRow<E>>>(`dashboard/${entity}`, {
        query: { page, search, page_size: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET dashboard/{entity}/{id}/. */
export function useAdminItem<E extends AdminEntity>(entity: E, id: number | null) {
  return useQuery({
    queryKey: ['dashboard', entity, 'item', id],
    queryFn: ({ signal }) => api.get<AdminRow<E>>(`dashboard/${entity}/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** POST (new) or PATCH (id) dashboard/{entity}/; DELETE dashboard/{entity}/{id}/. */
export function useSaveAdmin<E extends AdminEntity>(entity: E) {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: ['dashboard', entity] });
  const save = useMutation({
    mutationFn: (args: { id: number | null; input: AdminInput<E> }) =>
      args.id === null
        ? api.post<AdminRow<E>>(`dashboard/${entity}`, args.input)
        : api.patch<AdminRow<E>>(`dashboard/${entity}/${args.id}`, args.input),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<void>(`dashboard/${entity}/${id}`),
    onSuccess: invalidate,
  });
  return { save, remove };
}

/** The form input a row saves as (a publish toggle from the list sends the whole row). */
export function providerInput(row: AdminPublicProviderRow): PublicProviderInput {
  const { name_en, name_th, about_en, about_th, image, is_publish } = row;
  return { name_en, name_th, about_en, about_th, image, is_publish };
}

export function learningInput(row: AdminPublicLearningRow): PublicLearningInput {
  const { public_provider_id, title_en, title_th, desc_en, desc_th, body_en, body_th } = row;
  return {
    public_provider_id,
    title_en,
    title_th,
    desc_en,
    desc_th,
    body_en,
    body_th,
    link_content_id: row.link_content_id,
    image: row.image,
    is_publish: row.is_publish,
  };
}
