import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Term, TermKind } from '@portal/shared';
import { api, isApiError, queryKeys } from '@/api';

/** API path of each document kind. */
export const TERM_PATHS: Record<TermKind, string> = {
  term: 'term',
  privacy: 'term/privacy',
  data_consent: 'term/data-consent',
};

/** GET term/, term/privacy/ or term/data-consent/: the published document, or null on 404. */
export async function getTerm(kind: TermKind, language: string): Promise<Term | null> {
  try {
    return await api.get<Term>(TERM_PATHS[kind], { query: { lang: language } });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function termQueryOptions(kind: TermKind, language: string) {
  return queryOptions({
    queryKey: queryKeys.term(kind, language),
    queryFn: () => getTerm(kind, language),
    staleTime: 60_000,
  });
}

/** The published document of a kind in the current language. */
export function useTerm(kind: TermKind) {
  const { i18n } = useTranslation();
  return useQuery(termQueryOptions(kind, i18n.language));
}
