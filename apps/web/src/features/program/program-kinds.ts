import { PROGRAM_ROUTE, type ProgramKind } from '@portal/shared';

export type { ProgramKind };

/** The URL segment of a program kind (the API's and the webfront's): `learning-path`. */
export function programSegment(kind: ProgramKind): string {
  return PROGRAM_ROUTE[kind];
}

/** The page of a program: `/learning-path/3`, with a tab: `/learning-path/3/curriculum`. */
export function programPath(kind: ProgramKind, id: number, tab?: string): string {
  const base = `/${PROGRAM_ROUTE[kind]}/${id}`;
  return tab ? `${base}/${tab}` : base;
}

/** The tabs of /learning-path/{id} (SPEC §2); the bare path shows info. */
export const PATH_TABS = ['info', 'curriculum', 'additional', 'approval', 'certificate'] as const;
/** The tabs of /onboard/{id} (SPEC §2): the path's without approval. */
export const ONBOARD_TABS = ['info', 'curriculum', 'additional', 'certificate'] as const;
export type ProgramTab = (typeof PATH_TABS)[number];

/** The tab a path names (`/onboard/3/curriculum` → curriculum); info for the bare path. */
export function programTabOf(pathname: string, tabs: readonly ProgramTab[]): ProgramTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return (tabs as readonly string[]).includes(last) ? (last as ProgramTab) : 'info';
}
