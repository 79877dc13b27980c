import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminContentRow,
  Competency,
  CompetencyContent,
  CompetencyGap,
  CompetencyGapQuery,
  CompetencyInput,
  CompetencyPosition,
  MyCompetencyPage,
  Paged,
} from '@portal/shared';
import { api } from '@/api';

const root = ['competency'] as const;
const admin = ['dashboard', 'competency'] as const;

/** GET competency/: my levels and gaps, gaps first. */
export function useMyCompetencies(page: number) {
  return useQuery({
    queryKey: [...root, 'mine', page],
    queryFn: ({ signal }) =>
      api.get<MyCompetencyPage>('competency', { query: { page, page_size: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A gap list's filters: the shared query schema's. */
export type GapFilter = Pick<CompetencyGapQuery, 'page' | 'search' | 'department' | 'competency'>;

const gapQuery = (filter: GapFilter) => ({
  page: filter.page,
  search: filter.search || undefined,
  department: filter.department || undefined,
  competency: filter.competency,
});

/** GET competency/team/: my team's gaps (team dashboard). */
export function useTeamGaps(filter: GapFilter) {
  return useQuery({
    queryKey: [...root, 'team', filter],
    queryFn: ({ signal }) =>
      api.get<Paged<CompetencyGap>>('competency/team', { query: gapQuery(filter), signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET dashboard/competency/gap/: gaps by department and competency (report viewers). */
export function useGapReport(filter: GapFilter) {
  return useQuery({
    queryKey: [...admin, 'gap', filter],
    queryFn: ({ signal }) =>
      api.get<Paged<CompetencyGap>>('dashboard/competency/gap', {
        query: gapQuery(filter),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The query string of an export link with the list's filters. */
export function exportHref(path: string, filter: GapFilter) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(gapQuery(filter)))
    if (value !== undefined && key !== 'page') params.set(key, String(value));
  const query = params.toString();
  return `/api/${path}/${query ? `?${query}` : ''}`;
}

export function useCompetencies(page: number, search = '', pageSize = 20) {
  return useQuery({
    queryKey: [...admin, 'list', page, search, pageSize],
    queryFn: ({ signal }) =>
      api.get<Paged<Competency>>('dashboard/competency', {
        query: { page, page_size: pageSize, search: search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveCompetency() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CompetencyInput & { id?: number }) =>
      id
        ? api.patch<Competency>(`dashboard/competency/${id}`, body)
        : api.post<Competency>('dashboard/competency', body),
    onSuccess: () => client.invalidateQueries({ queryKey: admin }),
  });
}

export function useDeleteCompetency() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`dashboard/competency/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: admin }),
  });
}

export function useMappedContent(id: number, page: number) {
  return useQuery({
    queryKey: [...admin, id, 'content', page],
    queryFn: ({ signal }) =>
      api.get<Paged<CompetencyContent>>(`dashboard/competency/${id}/content`, {
        query: { page, page_size: 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMappedPositions(id: number, page: number) {
  return useQuery({
    queryKey: [...admin, id, 'position', page],
    queryFn: ({ signal }) =>
      api.get<Paged<CompetencyPosition>>(`dashboard/competency/${id}/position`, {
        query: { page, page_size: 10 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** PUT a content or position mapping (level 0 removes it). */
export function useMap(id: number, what: 'content' | 'position') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      body: { content_id: number; level: number } | { position: string; level: number },
    ) => api.put<void>(`dashboard/competency/${id}/${what}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: admin }),
  });
}

/** The content picker of a mapping: the dashboard's content list, searched. */
export function useContentSearch(search: string) {
  return useQuery({
    queryKey: [...admin, 'content-search', search],
    queryFn: ({ signal }) =>
      api.get<Paged<AdminContentRow>>('dashboard/content', {
        query: { page: 1, page_size: 20, search: search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
