import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTaxonomyRow, Paged } from '@portal/shared';
import { api } from '@/api';
import { contentKeys, type TaxonomyName } from './content-keys';

/** PATCH dashboard/{name}/{id}/ with { is_display } alone: shows or hides it in the front. */
export function toggleTaxonomyDisplay(name: TaxonomyName, id: number, isDisplay: boolean) {
  return api.patch<AdminTaxonomyRow>(
    `dashboard/${name}/${id}`,
    { is_display: isDisplay },
    { cancelPrevious: false },
  );
}

type Lists = [readonly unknown[], Paged<AdminTaxonomyRow> | undefined][];

/**
 * The switch moves at once (every cached page of the taxonomy is changed in place); a refused
 * or failed call puts the pages back as they were, and the lists are read again either way.
 */
export function useToggleTaxonomyDisplay(name: TaxonomyName) {
  const queryClient = useQueryClient();
  const key = contentKeys.taxonomy(name);
  return useMutation({
    mutationFn: (v: { row: AdminTaxonomyRow; isDisplay: boolean }) =>
      toggleTaxonomyDisplay(name, v.row.id, v.isDisplay),
    onMutate: async ({ row, isDisplay }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before: Lists = queryClient.getQueriesData<Paged<AdminTaxonomyRow>>({ queryKey: key });
      queryClient.setQueriesData<Paged<AdminTaxonomyRow>>({ queryKey: key }, (page) =>
        page
          ? {
              ...page,
              results: page.results.map((r) =>
                r.id === row.id ? { ...r, is_display: isDisplay } : r,
              ),
            }
          : page,
      );
      return { before };
    },
    onError: (_error, _v, context) => {
      for (const [queryKey, data] of context?.before ?? [])
        queryClient.setQueryData(queryKey, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
