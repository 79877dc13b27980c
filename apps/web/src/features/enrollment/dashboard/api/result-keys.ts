/** Query of dashboard/learning-result/ as the screen keeps it (strings from the URL). */
export interface ResultListQuery {
  page: number;
  search?: string;
  ordering?: string;
  /** Comma list of status codes. */
  status?: string;
  group?: string;
  content?: string;
}

/**
 * Keys of the results screens: `['dashboard', 'learning-result', ...]`. A decision invalidates
 * the whole `['dashboard', 'learning-result']` prefix (lists, audits), and the attempt lists.
 */
export const resultKeys = {
  all: () => ['dashboard', 'learning-result'] as const,
  list: (language: string, query: ResultListQuery) =>
    ['dashboard', 'learning-result', 'list', language, query] as const,
  audit: (id: number, page: number) => ['dashboard', 'learning-result', 'audit', id, page] as const,
  contentOptions: (language: string, kind: string, search: string) =>
    ['dashboard', 'content-option', language, kind, search] as const,
};
