import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api';
import { contentKeys, type TaxonomyName } from './content-keys';

/** DELETE dashboard/{name}/{id}/: 424 cannot_delete_because_dependency while it is used. */
export function deleteTaxonomy(name: TaxonomyName, id: number) {
  return api.delete<void>(`dashboard/${name}/${id}`, { cancelPrevious: false });
}

export function useDeleteTaxonomy(name: TaxonomyName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteTaxonomy(name, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.taxonomy(name) }),
  });
}
