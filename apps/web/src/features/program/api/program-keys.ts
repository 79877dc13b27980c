import type { ProgramKind } from '../program-kinds';

/**
 * Query keys of the programs: `['program', resource, kind, language, params]`. Enrolling and
 * starting a step refresh the whole `['program']` domain (with the catalog and the library).
 */
export const programKeys = {
  all: () => ['program'] as const,
  list: (kind: ProgramKind, language: string, query: ProgramListQuery) =>
    ['program', 'list', kind, language, query] as const,
  detail: (kind: ProgramKind, language: string, id: number) =>
    ['program', 'detail', kind, language, id] as const,
};

/** Query of {kind}/: the course list's (paging, search, ordering, id filters). */
export interface ProgramListQuery {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: string;
  category?: string;
  provider?: string;
  instructor?: string;
  tag?: string;
  /** true: only programs with an enrolment period (/learning-path/schedule); false: without. */
  schedule?: boolean;
}
