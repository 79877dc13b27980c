import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssigneeOption,
  Assignment,
  AssignmentDetail,
  AssignmentInput,
  AssignmentLearner,
  Paged,
} from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';

/** Query of dashboard/assignment/ as the screen keeps it (strings from the URL). */
export interface AssignmentListQuery {
  page: number;
  search?: string;
  status?: string;
  ordering?: string;
}

export interface LearnerListQuery {
  page: number;
  search?: string;
}

export const assignmentKeys = {
  all: () => ['dashboard', 'assignment'] as const,
  list: (language: string, query: AssignmentListQuery) =>
    ['dashboard', 'assignment', 'list', language, query] as const,
  detail: (language: string, id: number) =>
    ['dashboard', 'assignment', 'detail', language, id] as const,
  learners: (id: number, query: LearnerListQuery) =>
    ['dashboard', 'assignment', 'learners', id, query] as const,
  options: (kind: 'user' | 'group', search: string, ids: string) =>
    ['dashboard', 'assignment', 'option', kind, search, ids] as const,
};

/** GET dashboard/assignment/: newest first, searched on the course. */
export function useAssignments(query: AssignmentListQuery) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: assignmentKeys.list(language, query),
    queryFn: ({ signal }) =>
      api.get<Paged<Assignment>>('dashboard/assignment', {
        query: {
          page: query.page,
          search: query.search || undefined,
          status: query.status || undefined,
          ordering: query.ordering || undefined,
          lang: language,
        },
        signal,
        ignoreForbidden: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET dashboard/assignment/{id}/. */
export function useAssignment(id: number) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: assignmentKeys.detail(language, id),
    queryFn: ({ signal }) =>
      api.get<AssignmentDetail>(`dashboard/assignment/${id}`, {
        query: { lang: language },
        signal,
      }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET dashboard/assignment/{id}/learner/: the learners with their learning status. */
export function useAssignmentLearners(id: number, query: LearnerListQuery) {
  return useQuery({
    queryKey: assignmentKeys.learners(id, query),
    queryFn: ({ signal }) =>
      api.get<Paged<AssignmentLearner>>(`dashboard/assignment/${id}/learner`, {
        query: { page: query.page, search: query.search || undefined },
        signal,
      }),
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: keepPreviousData,
  });
}

/** POST dashboard/assignment/: the created assignment with its learner counts. */
export function useCreateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignmentInput) =>
      api.post<AssignmentDetail>('dashboard/assignment', input, { ignoreForbidden: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all() }),
  });
}

/** POST dashboard/assignment/{id}/cancel/. */
export function useCancelAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reason?: string }) =>
      api.post<AssignmentDetail>(
        `dashboard/assignment/${input.id}/cancel`,
        input.reason ? { reason: input.reason } : {},
        { cancelPrevious: false },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.all() }),
  });
}

/** People or groups to pick, searched on the server; `ids` names the ones already chosen. */
export function useAssigneeOptions(kind: 'user' | 'group', search: string, ids: number[] = []) {
  const idList = ids.join(',');
  return useQuery({
    queryKey: assignmentKeys.options(kind, search, idList),
    queryFn: ({ signal }) =>
      api.get<Paged<AssigneeOption>>(`dashboard/assignment/option/${kind}`, {
        query: { page_size: 20, search: search || undefined, id_list: idList || undefined },
        signal,
        cancelPrevious: false,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
