import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContentCard, Paged } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';

/** GET profile/library/suggestion/?content_type=: what the learner could take next of one kind. */
export function useSuggestions(contentType: string | null | undefined, page: number) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: ['library', 'suggestion', language, contentType, page],
    queryFn: ({ signal }) =>
      api.get<Paged<ContentCard>>('profile/library/suggestion', {
        query: { content_type: contentType ?? '', page, lang: language },
        signal,
      }),
    enabled: !!contentType,
    placeholderData: keepPreviousData,
  });
}
