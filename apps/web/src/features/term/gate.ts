import type { QueryClient } from '@tanstack/react-query';
import type { TermKind, User } from '@portal/shared';
import { termQueryOptions } from './api/get-term';

/** The order in which a signed-in user is asked to accept the documents. */
export const GATE_ORDER: readonly TermKind[] = ['term', 'privacy', 'data_consent'];

/** The page of each document kind. */
export const TERM_ROUTES: Record<TermKind, string> = {
  term: '/privacy-data/terms-conditions',
  privacy: '/privacy-data/privacy-notice',
  data_consent: '/privacy-data/data-consent',
};

const ACCEPTED_FLAG: Record<TermKind, keyof User> = {
  term: 'is_accepted_term',
  privacy: 'is_accepted_privacy',
  data_consent: 'is_accepted_data_consent',
};

/**
 * The first published document the user has not accepted, or null. Only kinds whose user flag
 * is false are fetched; a 404 (nothing published) is ignored.
 */
export async function findPendingDocument(
  queryClient: QueryClient,
  user: User,
  language: string,
): Promise<TermKind | null> {
  const candidates = GATE_ORDER.filter((kind) => user[ACCEPTED_FLAG[kind]] !== true);
  const documents = await Promise.all(
    candidates.map((kind) =>
      queryClient.fetchQuery(termQueryOptions(kind, language)).catch(() => null),
    ),
  );
  const index = documents.findIndex((doc) => doc !== null && doc.is_publish && !doc.is_accepted);
  return index === -1 ? null : (candidates[index] ?? null);
}

/** The gate URL for a document kind, carrying the intended page as `from`. */
export function gateUrl(kind: TermKind, from: string): string {
  return `${TERM_ROUTES[kind]}?from=${encodeURIComponent(from)}`;
}
