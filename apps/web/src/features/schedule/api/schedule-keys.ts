/**
 * Query keys of the classes: `['schedule', resource, language, params]`. Enrolling and
 * checking in refresh the whole `['schedule']` domain.
 */
export const scheduleKeys = {
  all: () => ['schedule'] as const,
  list: (language: string, query: ClassListQuery) => ['schedule', 'list', language, query] as const,
  detail: (language: string, id: number) => ['schedule', 'detail', language, id] as const,
  session: (language: string, id: number, sessionId: number) =>
    ['schedule', 'session', language, id, sessionId] as const,
  programList: (language: string, query: ClassListQuery) =>
    ['schedule', 'program-list', language, query] as const,
  program: (language: string, id: number) => ['schedule', 'program', language, id] as const,
};

/** Query of class/. */
export interface ClassListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  past?: boolean;
  place?: 'online' | 'onsite';
  date_start?: string;
  time_zone?: string;
}
