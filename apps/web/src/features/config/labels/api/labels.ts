import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DictionaryLabel, DictionaryLabelInput, Paged } from '@portal/shared';
import { api } from '@/api';
import { mergeDictionary } from '@/i18n';

/** Query of dashboard/dict/label/ as the screen keeps it (strings from the URL). */
export interface LabelListQuery {
  page: number;
  search?: string;
  ordering?: string;
  is_changed?: string;
}

export const labelKeys = {
  all: () => ['dashboard', 'dict-label'] as const,
  list: (query: LabelListQuery) => ['dashboard', 'dict-label', 'list', query] as const,
};

/** GET dashboard/dict/label/: the labels with their defaults, by key unless ordered. */
export function useDictionaryLabels(query: LabelListQuery) {
  return useQuery({
    queryKey: labelKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Paged<DictionaryLabel>>('dashboard/dict/label', {
        query: {
          page: query.page,
          search: query.search || undefined,
          ordering: query.ordering || undefined,
          is_changed: query.is_changed || undefined,
        },
        signal,
        ignoreForbidden: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * After a change: the list again, and this screen's own texts at once (the front and other
 * dashboards refetch the dictionary at their next start, when check-update says it is newer).
 */
function useAfterChange() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return async (label: DictionaryLabel) => {
    // Every namespace defining the key, and those loaded later (dictionary rows are global keys).
    mergeDictionary(i18n, {
      en: { [label.key]: label.en },
      th: { [label.key]: label.th || label.en },
    });
    await queryClient.invalidateQueries({ queryKey: labelKeys.all() });
  };
}

/** PATCH dashboard/dict/label/{key}/ with both texts. */
export function useSaveLabel() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (input: { key: string } & DictionaryLabelInput) =>
      api.patch<DictionaryLabel>(
        `dashboard/dict/label/${encodeURIComponent(input.key)}`,
        { en: input.en, th: input.th },
        { cancelPrevious: false },
      ),
    onSuccess: afterChange,
  });
}

/** DELETE dashboard/dict/label/{key}/: back to the bundled texts. */
export function useResetLabel() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (key: string) =>
      api.delete<DictionaryLabel>(`dashboard/dict/label/${encodeURIComponent(key)}`, {
        cancelPrevious: false,
      }),
    onSuccess: afterChange,
  });
}
