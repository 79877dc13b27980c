import type { TermKind } from '@portal/shared';

/** Which SPA a call belongs to: the learner front or the administrator dashboard. */
export type Project = 'webfront' | 'dashboard';

/**
 * Query-key conventions: `[domain, resource, ...params]`, params last as plain values or one
 * object. Invalidate a whole domain with its first element (`['account']`). Localised answers
 * carry the language so switching language refetches them.
 */
export const queryKeys = {
  profile: () => ['account', 'profile'] as const,
  passwordCondition: () => ['account', 'password-condition'] as const,
  config: (source: 'config' | 'dashboard/config') => ['config', source] as const,
  dict: (source: 'dict' | 'dashboard/dict') => ['dict', source] as const,
  term: (kind: TermKind, language: string) => ['term', kind, language] as const,
  terms: () => ['term'] as const,
  permission: () => ['dashboard', 'permission'] as const,
  outbox: (page: number, search = '') => ['dashboard', 'outbox', { page, search }] as const,
  outboxAll: () => ['dashboard', 'outbox'] as const,
};
