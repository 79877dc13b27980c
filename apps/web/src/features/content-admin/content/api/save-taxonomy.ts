import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTaxonomyRow } from '@portal/shared';
import { api } from '@/api';
import { contentKeys, type TaxonomyName } from './content-keys';

/** POST dashboard/{name}/ (new) or PATCH dashboard/{name}/{id}/ (whole form). */
export function saveTaxonomy(name: TaxonomyName, id: number | null, body: object) {
  return id === null
    ? api.post<AdminTaxonomyRow>(`dashboard/${name}`, body, { cancelPrevious: false })
    : api.patch<AdminTaxonomyRow>(`dashboard/${name}/${id}`, body, { cancelPrevious: false });
}

export function useSaveTaxonomy(name: TaxonomyName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number | null; body: object }) => saveTaxonomy(name, v.id, v.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.taxonomy(name) }),
  });
}
