import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged, ProviderSummaryItem } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';

/** GET profile/library/provider-summary/: my learning by provider, the most first. */
export function useProviderSummary(page: number) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: ['library', 'provider-summary', language, page],
    queryFn: ({ signal }) =>
      api.get<Paged<ProviderSummaryItem>>('profile/library/provider-summary', {
        query: { page, lang: language },
        signal,
      }),
    // Each row keyed for lists by its provider (0: content without a provider).
    select: (data) => ({
      ...data,
      results: data.results.map((row) => ({ ...row, id: row.provider?.id ?? 0 })),
    }),
    placeholderData: keepPreviousData,
  });
}
