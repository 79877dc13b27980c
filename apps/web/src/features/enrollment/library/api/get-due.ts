import { useQuery } from '@tanstack/react-query';
import type { DueList } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';

/** GET profile/library/due/: the home page's "What's due" (overdue first, then 7 days). */
export function useDue() {
  const language = useContentLanguage();
  return useQuery({
    queryKey: ['library', 'due', language],
    queryFn: ({ signal }) =>
      api.get<DueList>('profile/library/due', {
        query: { lang: language },
        signal,
        cancelPrevious: false,
      }),
  });
}
