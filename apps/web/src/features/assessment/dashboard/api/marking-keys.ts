/** Query of dashboard/test/{id}/attempt/ as the screen keeps it. */
export interface AttemptListQuery {
  page: number;
  search?: string;
  ordering?: string;
  status?: string;
}

/** Keys of the marking screens: `['dashboard', 'marking', ...]`; a mark invalidates them all. */
export const markingKeys = {
  all: () => ['dashboard', 'marking'] as const,
  attempts: (testId: number, query: AttemptListQuery) =>
    ['dashboard', 'marking', 'attempts', testId, query] as const,
  attempt: (language: string, attemptId: number) =>
    ['dashboard', 'marking', 'attempt', language, attemptId] as const,
};
